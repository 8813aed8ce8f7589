import { type ResourceLanguage } from 'i18next';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../core';

/** One namespace's texts in one locale. */
export type Texts = ResourceLanguage[string];

/** A namespace's texts in every locale, side by side (PtBr is the reference for keys). */
export type AreaTexts = Readonly<Record<Locale, Texts>>;

/** Every namespace's texts in every locale, by namespace. */
export type Namespaces = Readonly<Record<string, AreaTexts>>;

/** The locale each texts file's name spells (its BCP 47 tag: `pt-BR.ts`, `en-GB.ts`, …). */
const LOCALE_OF_TAG: ReadonlyMap<string, Locale> = new Map(LOCALES.map((locale) => [LOCALE_TAGS[locale], locale]));

/**
 * The namespace and locale of a texts file, from its path; undefined for any other file. One file per locale per
 * namespace: `ui/<area>/i18n/<tag>.ts` holds the area's namespace, named like the area (the kit's is `common`), and
 * `ui/<area>/i18n/<part>/<tag>.ts` a part's that only rarely opened pages need, `<area>-<part>`.
 */
export function textsFileOf(path: string): { namespace: string; locale: Locale } | undefined {
  const match = /(?:^|\/)([\w-]+)\/i18n\/(?:([\w-]+)\/)?([\w-]+)\.ts$/.exec(path);
  const locale = match && LOCALE_OF_TAG.get(match[3]!);
  if (!match || !locale) return undefined;
  const [, area, part] = match;
  return { namespace: part ? `${area}-${part}` : area === 'kit' ? 'common' : area!, locale };
}

/**
 * Loads one namespace's texts in one locale (each locale of each namespace is a chunk of its own); rejects for a
 * namespace that has no texts.
 */
export type NamespaceLoaders = (namespace: string, locale: Locale) => Promise<Texts>;

/**
 * Each namespace's texts as the type check knows them (its Brazilian Portuguese, the reference for keys): every
 * `pt-BR.ts` adds its own namespace here (`declare module`), every other locale's file is typed by it, and i18next's
 * typed `t()` reads them (i18next.d.ts).
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
