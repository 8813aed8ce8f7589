import { type Locale } from '../../core';
import { type NamespaceLoaders, type Texts } from '../kit/i18n/area-texts';

// Every texts file (ui/<area>/i18n.ts; a part of an area that opens rarely, ui/<area>/<part>.i18n.ts; and common in
// ui/kit/i18n/common.ts) once per locale, each a chunk of its own (see scripts/vite-locale-texts.ts); a new texts file
// is found here by itself. (import.meta.glob takes only literal patterns, hence the repeated list.)
const byLocale: Readonly<Record<Locale, Record<string, () => Promise<Texts>>>> = {
  PtBr: import.meta.glob<Texts>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtBr' },
    import: 'default',
  }),
  EnEu: import.meta.glob<Texts>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EnEu' },
    import: 'default',
  }),
  EsEs: import.meta.glob<Texts>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsEs' },
    import: 'default',
  }),
  EsAr: import.meta.glob<Texts>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsAr' },
    import: 'default',
  }),
  PtPt: import.meta.glob<Texts>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtPt' },
    import: 'default',
  }),
};

/** The namespace of a texts file: its area's folder, `<area>-<part>` for a part's texts, or `common`. */
export function namespaceOf(file: string): string {
  if (file.endsWith('/common.ts')) return 'common';
  const [area = file, name = ''] = file.split('/').slice(-2);
  return name.endsWith('.i18n.ts') ? `${area}-${name.slice(0, -'.i18n.ts'.length)}` : area;
}

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
