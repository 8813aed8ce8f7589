// The texts of a subscription plan in each language (SPEC §7 cache `plans`): the plan's own texts are Brazilian
// Portuguese, the texts of record; the other languages are translations of them, any of which may be missing.
import { type Locale } from '../kernel/locale';
import { type SubscriptionPlan } from './api';

/** What of a plan is written in a language. */
export type PlanTexts = Pick<SubscriptionPlan, 'name' | 'description' | 'features'>;

/** A plan's translations, per locale other than PtBr (the plan's own texts). */
export type PlanTranslations = Partial<Record<Exclude<Locale, 'PtBr'>, PlanTexts>>;

/** Where a locale without a translation looks next, before the plan's own texts: the other variant of its language. */
const SAME_LANGUAGE: Readonly<Record<Locale, Locale | null>> = {
  PtBr: null,
  PtPt: null,
  EnEu: null,
  EsEs: 'EsAr',
  EsAr: 'EsEs',
};

/** A plan's texts in a locale: its translation, else the other variant's of the same language, else its own (PtBr). */
export function planTextsIn(own: PlanTexts, translations: PlanTranslations, locale: Locale): PlanTexts {
  const sibling = SAME_LANGUAGE[locale];
  const translated =
    (locale === 'PtBr' ? undefined : translations[locale]) ??
    (sibling === null || sibling === 'PtBr' ? undefined : translations[sibling]);
  return translated ?? own;
}
