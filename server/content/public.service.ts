// What the cache service shows a visitor of the content (a reader who may read free content only): teasers of the
// latest items, one item's public detail, the public quotes and the plans, in the request's language.
import {
  type ContentListItem,
  ErrorCode,
  inEveryLocale as t,
  type Locale,
  planTextsIn,
  PublicationType,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
  type Translations,
} from '../../core';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { delayedPublicQuotes } from '../market/public-quotes';
import { entries } from './entries.service';
import { findItem, latest, listedPlans } from './repository';
import { publicReader, subjectsOf, toListItem } from './service';

/** The names of the public quotes per locale (PtPt is European Portuguese, EsAr the Argentine market's words). */
const QUOTE_NAMES: Readonly<Record<string, Translations>> = {
  SB: t(
    'Açúcar demerara (ICE NY)',
    'Raw sugar (ICE NY)',
    'Azúcar crudo (ICE NY)',
    'Azúcar crudo (ICE NY)',
    'Açúcar em bruto (ICE NY)',
  ),
  KC: t(
    'Café arábica (ICE NY)',
    'Arabica coffee (ICE NY)',
    'Café arábica (ICE NY)',
    'Café arábica (ICE NY)',
    'Café arábica (ICE NY)',
  ),
  ZC: t('Milho (CBOT)', 'Corn (CBOT)', 'Maíz (CBOT)', 'Maíz (CBOT)', 'Milho (CBOT)'),
  ZS: t('Soja (CBOT)', 'Soybeans (CBOT)', 'Soja (CBOT)', 'Soja (CBOT)', 'Soja (CBOT)'),
  BGI: t('Boi gordo (B3)', 'Live cattle (B3)', 'Bovino cebado (B3)', 'Novillo gordo (B3)', 'Bovino para abate (B3)'),
  CCM: t('Milho (B3)', 'Corn (B3)', 'Maíz (B3)', 'Maíz (B3)', 'Milho (B3)'),
};

/** The public quotes: the main contracts 15 minutes late, from the seeded market series, named in the locale. */
export function publicQuotes(now: Date, locale: Locale): PublicQuote[] {
  return delayedPublicQuotes(now, locale, QUOTE_NAMES);
}

/** The latest items of every subject offered, of a type or highlighted, as a visitor's teasers. */
export async function teasers(
  ctx: AppContext,
  locale: Locale,
  filters: { publicationType?: string; highlight?: boolean },
  limit: number,
): Promise<ContentListItem[]> {
  const who = await publicReader(ctx.db, locale);
  return entries(ctx, who, await latest(ctx.db, { subjectIds: subjectsOf(who, 0), ...filters }, limit));
}

/** An item's public detail (its teaser): 400 (public document not found) for an unknown one or one not offered. */
export async function publicDetail(ctx: AppContext, locale: Locale, id: number): Promise<PublicDetail> {
  const who = await publicReader(ctx.db, locale);
  const row = await findItem(ctx.db, id);
  if (!row || who.subjects.get(row.subjectId)?.habilitado !== true)
    throw businessError(ErrorCode.PUBLIC_DOCUMENT_NOT_FOUND);
  const { id: itemId, commodity, title, summary, dt_report, dt_publish, newsContent } = toListItem(who, row, false);
  return { id: itemId, commodity, title, summary, dt_report, dt_publish, newsContent };
}

/** The plans in a language: a missing translation falls back (planTextsIn). */
export async function subscriptionPlans(ctx: AppContext, locale: Locale): Promise<SubscriptionPlan[]> {
  return (await listedPlans(ctx.db)).map((plan): SubscriptionPlan => {
    const { name, description, features } = planTextsIn(plan, plan.translations, locale);
    return {
      id: plan.id,
      name,
      description,
      monthlyPrice: plan.monthlyPrice,
      currency: plan.currency,
      publicationTypes: plan.publicationTypes ?? Object.values(PublicationType),
      commodities: plan.commodities,
      features,
    };
  });
}
