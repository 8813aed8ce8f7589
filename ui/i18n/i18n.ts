import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core';
import { AREA_NAMESPACES } from './areas';
import { enEu } from './resources/en-eu';
import { esAr } from './resources/es-ar';
import { esEs } from './resources/es-es';
import { ptBr, type Translation } from './resources/pt-br';
import { ptPt } from './resources/pt-pt';

const SHELL_RESOURCES: Readonly<Record<Locale, Translation>> = { PtBr: ptBr, EnEu: enEu, EsEs: esEs, EsAr: esAr, PtPt: ptPt };

/** The resources of every locale (the shell's namespaces plus every feature area's); i18next's language codes are the Locale names. */
export const RESOURCES: Readonly<Record<Locale, Translation & ResourceLanguage>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    { ...SHELL_RESOURCES[locale], ...Object.fromEntries(Object.entries(AREA_NAMESPACES).map(([ns, texts]) => [ns, texts[locale]])) },
  ]),
) as Record<Locale, Translation & ResourceLanguage>;

/** The namespaces, one per area of the interface. */
export const NAMESPACES = Object.keys(RESOURCES.PtBr);

/** The BCP 47 tag of a locale, for the document's lang attribute. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { PtBr: 'pt-BR', EnEu: 'en', EsEs: 'es-ES', EsAr: 'es-AR', PtPt: 'pt-PT' };

/** A fresh, initialised i18next instance in `locale` (one per container, so tests never share one). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
