import { type ResourceLanguage } from 'i18next';
import { type Locale } from '../../../core';
import { ACCOUNT_TEXTS } from './account';
import { session } from './session';
import { informative } from './informative';

/** A namespace's texts in every locale, side by side (PtBr is the reference for keys). */
export type AreaTexts = Readonly<Record<Locale, ResourceLanguage[string]>>;

/**
 * Namespaces of feature areas, each in its own file `ui/i18n/areas/<namespace>.ts` exporting its texts
 * in all five locales. Register a new area here with one line.
 */
export const AREA_NAMESPACES: Readonly<Record<string, AreaTexts>> = {
  account: ACCOUNT_TEXTS,
  session,
  informative,
};
