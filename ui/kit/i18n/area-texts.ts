import { type ResourceLanguage } from 'i18next';
import { type Locale } from '../../../core';

/** A namespace's texts in every locale, side by side (PtBr is the reference for keys). */
export type AreaTexts = Readonly<Record<Locale, ResourceLanguage[string]>>;

/** The namespaces of the interface: one per area, named like the area (`ui/<area>/i18n.ts`), plus `common`. */
export type Namespaces = Readonly<Record<string, AreaTexts>>;
/** Token of the area namespaces the composition registers. */
export const NamespacesToken = Symbol('Namespaces');
