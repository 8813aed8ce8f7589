import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../core';
import { type Namespaces } from './area-texts';
import { COMMON_TEXTS } from './common';

/** The resources of every locale: `common` plus every area's namespace; i18next's language codes are the Locale names. */
export function resourcesOf(areas: Namespaces): Readonly<Record<Locale, ResourceLanguage>> {
  const namespaces: Namespaces = { common: COMMON_TEXTS, ...areas };
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[locale]])),
    ]),
  ) as Record<Locale, ResourceLanguage>;
}

/** A fresh, initialised i18next instance in `locale` (one per container, so tests never share one). */
export function createI18n(locale: Locale, areas: Namespaces): i18n {
  const resources = resourcesOf(areas);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: Object.keys(resources[DEFAULT_LOCALE]),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
