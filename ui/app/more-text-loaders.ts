import { type Locale } from '../../core';
import { type Texts } from '../kit/i18n/area-texts';
import { loadFrom, namespaceOf, type TextsFiles } from './texts-files';

// The texts of every namespace the first pages do not need (see area-text-loaders.ts), each locale of each a chunk of
// its own; this map loads with the first page that asks for one of them.

const MORE: Readonly<Record<Locale, TextsFiles>> = {
  PtBr: import.meta.glob<{ default: Texts }>(
    [
      '../*/i18n.ts',
      '../*/*.i18n.ts',
      '!../auth/i18n.ts',
      '!../session/i18n.ts',
      '!../shell/i18n.ts',
      '!../content/i18n.ts',
    ],
    { query: { locale: 'PtBr' } },
  ),
  EnEu: import.meta.glob<{ default: Texts }>(
    [
      '../*/i18n.ts',
      '../*/*.i18n.ts',
      '!../auth/i18n.ts',
      '!../session/i18n.ts',
      '!../shell/i18n.ts',
      '!../content/i18n.ts',
    ],
    { query: { locale: 'EnEu' } },
  ),
  EsEs: import.meta.glob<{ default: Texts }>(
    [
      '../*/i18n.ts',
      '../*/*.i18n.ts',
      '!../auth/i18n.ts',
      '!../session/i18n.ts',
      '!../shell/i18n.ts',
      '!../content/i18n.ts',
    ],
    { query: { locale: 'EsEs' } },
  ),
  EsAr: import.meta.glob<{ default: Texts }>(
    [
      '../*/i18n.ts',
      '../*/*.i18n.ts',
      '!../auth/i18n.ts',
      '!../session/i18n.ts',
      '!../shell/i18n.ts',
      '!../content/i18n.ts',
    ],
    { query: { locale: 'EsAr' } },
  ),
  PtPt: import.meta.glob<{ default: Texts }>(
    [
      '../*/i18n.ts',
      '../*/*.i18n.ts',
      '!../auth/i18n.ts',
      '!../session/i18n.ts',
      '!../shell/i18n.ts',
      '!../content/i18n.ts',
    ],
    { query: { locale: 'PtPt' } },
  ),
};

/** The namespaces of this map. */
export const MORE_NAMESPACES: readonly string[] = Object.keys(MORE.PtBr).map(namespaceOf);

/** Loads one of these namespaces' texts in a locale; rejects for a namespace that has no texts. */
export function loadMoreTexts(namespace: string, locale: Locale): Promise<Texts> {
  return loadFrom(MORE[locale], namespace) ?? Promise.reject(new Error(`no ${locale} texts for ${namespace}`));
}
