import { type ResourceLanguage } from 'i18next';
import { localeChain, type Locale } from '../../../core';

/** One namespace's texts in one locale. */
export type Texts = ResourceLanguage[string];

/** A namespace's texts in every locale, side by side (PtBr is the reference for keys). */
export type AreaTexts = Readonly<Record<Locale, Texts>>;

/** The namespaces of the interface: one per area, named like the area (`ui/<area>/i18n.ts`), plus `common`. */
export type Namespaces = Readonly<Record<string, AreaTexts>>;

/**
 * Loads one namespace's texts in one locale (each locale of each namespace is a chunk of its own); rejects for a
 * namespace that has no texts.
 */
export type NamespaceLoaders = (namespace: string, locale: Locale) => Promise<Texts>;

/**
 * Each namespace's texts as the type check knows them (its Brazilian Portuguese, the reference for keys): every texts
 * file adds its own namespace here (`declare module`), and i18next's typed `t()` reads them (i18next.d.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each texts file's declaration
export interface NamespaceTexts {}

/** Token of the namespace loader the composition registers. */
export const NamespacesToken = Symbol('Namespaces');

/**
 * What a regional locale says differently from the locale it falls back to (EsAr from EsEs, `LOCALE_FALLBACKS`):
 * every text it leaves out is that locale's.
 */
export type Differences<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Differences<T[K]> };

/** A namespace's texts side by side, the regional locale's as its differences. */
export type SideBySide<T> = Readonly<Record<Exclude<Locale, 'EsAr'>, T> & { EsAr: Differences<T> }>;

type Tree = { readonly [key: string]: string | Tree };

/** The texts of `base`, each replaced by `own`'s where `own` has one. */
function over(base: Tree, own: Tree | undefined): Tree {
  if (!own) return base;
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? ((own[key] as string | undefined) ?? value)
        : over(value, own[key] as Tree | undefined),
    ]),
  );
}

/** A namespace's texts in a locale as the interface shows them: a regional locale's own over its fallback's. */
export function textsIn<T>(texts: SideBySide<T>, locale: Locale): T {
  const [general, ...specific] = localeChain(locale)
    .reverse()
    .map((each) => texts[each] as Tree);
  return specific.reduce((shown, each) => over(shown, each), general!) as T;
}
