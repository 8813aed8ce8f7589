import { type Locale } from '../../core';
import { type NamespaceLoaders, type Texts } from '../kit/i18n/area-texts';

// Every texts file (ui/<area>/i18n.ts, and common in ui/kit/i18n/common.ts) once per locale, each a chunk of its own
// (see scripts/vite-locale-texts.ts); a new area's i18n.ts is found here by itself.
const byLocale: Readonly<Record<Locale, Record<string, () => Promise<Texts>>>> = {
  PtBr: import.meta.glob<Texts>(['../*/i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtBr' },
    import: 'default',
  }),
  EnEu: import.meta.glob<Texts>(['../*/i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EnEu' },
    import: 'default',
  }),
  EsEs: import.meta.glob<Texts>(['../*/i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsEs' },
    import: 'default',
  }),
  EsAr: import.meta.glob<Texts>(['../*/i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsAr' },
    import: 'default',
  }),
  PtPt: import.meta.glob<Texts>(['../*/i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtPt' },
    import: 'default',
  }),
};

/** The namespace of a texts file: its area's folder, or `common`. */
const namespaceOf = (file: string): string =>
  file.endsWith('/common.ts') ? 'common' : (file.split('/').at(-2) ?? file);

/** Each namespace's loader, by name: one locale of one namespace at a time. */
export const AREA_TEXT_LOADERS: NamespaceLoaders = Object.fromEntries(
  Object.keys(byLocale.PtBr).map((file) => [
    namespaceOf(file),
    (locale: Locale) => {
      const load = byLocale[locale]?.[file];
      return load ? load() : Promise.reject(new Error(`no ${locale} texts in ${file}`));
    },
  ]),
);
