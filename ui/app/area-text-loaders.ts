import { type Locale } from '../../core';
import { type NamespaceLoaders, type Texts } from '../kit/i18n/area-texts';

// Every texts file (ui/<area>/i18n.ts; a part of an area that opens rarely, ui/<area>/<part>.i18n.ts; and common in
// ui/kit/i18n/common.ts) once per locale, each a chunk of its own (see scripts/vite-locale-texts.ts); a new texts file
// is found here by itself. (import.meta.glob takes only literal patterns, hence the repeated list.)
// Each module's default export is its locale's texts, read in one place (AREA_TEXT_LOADERS) rather than by every entry.
const byLocale: Readonly<Record<Locale, Record<string, () => Promise<{ default: Texts }>>>> = {
  PtBr: import.meta.glob<{ default: Texts }>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtBr' },
  }),
  EnEu: import.meta.glob<{ default: Texts }>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EnEu' },
  }),
  EsEs: import.meta.glob<{ default: Texts }>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsEs' },
  }),
  EsAr: import.meta.glob<{ default: Texts }>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'EsAr' },
  }),
  PtPt: import.meta.glob<{ default: Texts }>(['../*/i18n.ts', '../*/*.i18n.ts', '../kit/i18n/common.ts'], {
    query: { locale: 'PtPt' },
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
      return load
        ? load().then((module) => module.default)
        : Promise.reject(new Error(`no ${locale} texts in ${file}`));
    },
  ]),
);
