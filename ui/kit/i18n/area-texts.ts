import { type ResourceLanguage } from 'i18next';
import { type Locale } from '../../../core';

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

/** Token of the namespace loader the composition registers. */
export const NamespacesToken = Symbol('Namespaces');
