// The content reads of the cache service (under /cache, behind its key): public teasers, quotes and plans (in the
// request's language).
import { type FastifyInstance } from 'fastify';
import {
  type CachedContent,
  type CachedHighlights,
  type ContentIdQuery,
  type ContentListItem,
  ErrorCode,
  inEveryLocale as t,
  type Locale,
  HIGHLIGHTS_CAROUSEL,
  planTextsIn,
  type PrivacyPolicy,
  PublicationType,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
  type Translations,
} from '../../core';
import { policyLanguage, privacyPolicyDocument } from '../account/privacy-policy';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { requestLocale } from '../messages';
import { findItem, latest, listedPlans } from './repository';
import { publicReader, subjectsOf, toListItem } from './service';
import { DetailQuery, entries } from './routes';
import { delayedPublicQuotes } from '../market/public-quotes';

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
function publicQuotes(now: Date, locale: Locale): PublicQuote[] {
  return delayedPublicQuotes(now, locale, QUOTE_NAMES);
}

/** Registers the cache service's content reads (inside the cache routes, after their key check). */
export function contentCacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  const teasers = async (
    request: Parameters<typeof requestLocale>[0],
    filters: { publicationType?: string; highlight?: boolean },
    limit: number,
  ) => {
    const who = await publicReader(ctx.db, requestLocale(request));
    return entries(ctx, who, await latest(ctx.db, { subjectIds: subjectsOf(who, 0), ...filters }, limit));
  };

  app.get<{ Reply: CachedContent }>('/content', async (request): Promise<CachedContent> => ({
    analysis: await teasers(request, { publicationType: PublicationType.ANALYSIS }, 10),
    quotes: publicQuotes(ctx.now(), requestLocale(request)),
  }));

  app.get<{ Reply: ContentListItem[] }>('/news/cache', (request) =>
    teasers(request, { publicationType: PublicationType.NEWS }, 20),
  );

  app.get<{ Reply: CachedHighlights }>('/news/cache/highlights', async (request): Promise<CachedHighlights> => ({
    latestNews: await teasers(request, { highlight: true }, HIGHLIGHTS_CAROUSEL.limit),
  }));

  app.get<{ Querystring: ContentIdQuery; Reply: PublicDetail }>(
    '/content-private/public-detail',
    { schema: { querystring: DetailQuery } },
    async (request): Promise<PublicDetail> => {
      const who = await publicReader(ctx.db, requestLocale(request));
      const row = await findItem(ctx.db, request.query.id);
      if (!row || who.subjects.get(row.subjectId)?.habilitado !== true)
        throw businessError(ErrorCode.PUBLIC_DOCUMENT_NOT_FOUND);
      const { id, commodity, title, summary, dt_report, dt_publish, newsContent } = toListItem(who, row, false);
      return { id, commodity, title, summary, dt_report, dt_publish, newsContent };
    },
  );

  app.get<{ Reply: PublicQuote[] }>('/content-private/quotes-public', async (request) =>
    publicQuotes(ctx.now(), requestLocale(request)),
  );

  // The privacy policy of a visitor (a signed-in user reads it from privacy-policy-content): the same document.
  app.get<{ Reply: PrivacyPolicy }>('/content-private/privacy-policy', async (request) =>
    privacyPolicyDocument(
      policyLanguage((request.query as { language?: unknown } | undefined)?.language, requestLocale(request)),
    ),
  );

  // The plans in the request's language (`lang`, PtBr when unknown): a missing translation falls back (planTextsIn).
  app.get<{ Reply: SubscriptionPlan[] }>('/plans', async (request): Promise<SubscriptionPlan[]> => {
    const locale = requestLocale(request);
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
  });
}
