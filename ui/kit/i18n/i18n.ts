import i18next, { type BackendModule, type i18n, type InitOptions, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_FALLBACKS, LOCALES, localeChain, type Locale } from '../../../core';
import { type NamespaceLoaders, type Namespaces } from './area-texts';

/** The namespaces every page shows from its first paint. */
export const STARTUP_NAMESPACES: readonly string[] = ['common'];

/** Where each regional locale's texts fall back to (EsAr to EsEs), as i18next's `fallbackLng` spells it. */
const REGIONAL_FALLBACKS = Object.fromEntries(
  Object.entries(LOCALE_FALLBACKS).map(([locale, fallback]) => [locale, localeChain(fallback)]),
);

/** Options every instance shares; i18next's language codes are the Locale names. */
const OPTIONS = {
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** The resources of every locale, from every namespace's texts. */
export function resourcesOf(namespaces: Namespaces): Readonly<Record<Locale, ResourceLanguage>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[locale]])),
    ]),
  ) as Record<Locale, ResourceLanguage>;
}

/** A fresh, initialised i18next instance in `locale` holding every text of every locale (the checks of the texts use it). */
export function createI18n(locale: Locale, namespaces: Namespaces): i18n {
  const resources = resourcesOf(namespaces);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...OPTIONS,
    resources,
    lng: locale,
    fallbackLng: { ...REGIONAL_FALLBACKS, default: [DEFAULT_LOCALE] },
    ns: Object.keys(resources[DEFAULT_LOCALE]),
    initAsync: false,
  });
  return instance;
}

/** An i18next backend that reads each namespace of each locale through its loader. */
function loadersBackend(loaders: NamespaceLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      loaders(namespace, language as Locale).then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * A fresh i18next instance in `locale` that loads texts on demand (one per container, so tests never share one):
 * only the startup namespaces of the active locale at first; another namespace when a page asks for it
 * (`loadNamespaces`), another locale when the language changes (the namespaces in use, then the switch). Every
 * locale has every key (a test checks it) except a regional one, which holds what differs and loads the locale it
 * falls back to beside it (EsAr and EsEs).
 */
export function createLazyI18n(locale: Locale, loaders: NamespaceLoaders): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(loadersBackend(loaders))
    .use(initReactI18next)
    .init({
      ...OPTIONS,
      lng: locale,
      fallbackLng: REGIONAL_FALLBACKS,
      load: 'currentOnly',
      supportedLngs: [...LOCALES],
      ns: [...STARTUP_NAMESPACES],
      partialBundledLanguages: true,
      resources: {},
      // A component whose namespace is not there yet draws at once and again when it arrives: the routes load
      // their namespaces with their code, so in practice every text is there before the first paint.
      react: { useSuspense: false },
    });
  return { i18n: instance, ready };
}
