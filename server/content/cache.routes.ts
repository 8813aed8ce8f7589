// The content reads of the cache service (under /cache, behind its key): public teasers, quotes and plans (in the
// request's language).
import { type FastifyInstance } from 'fastify';
import {
  type CachedContent,
  type CachedHighlights,
  type ContentIdQuery,
  type ContentListItem,
  ErrorCode,
  HIGHLIGHTS_CAROUSEL,
  planTextsIn,
  type PrivacyPolicy,
  PublicationType,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from '../../core';
import { policyLanguage, privacyPolicyDocument } from '../account/privacy-policy';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { requestLocale } from '../messages';
import { findItem, latest, listedPlans } from './repository';
import { publicReader, subjectsOf, toListItem } from './service';
import { DetailQuery, entries } from './routes';

/** The public quotes: reference prices of the main contracts (fixed values, dated today). */
function publicQuotes(now: Date): PublicQuote[] {
  const updatedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21)).toISOString();
  return [
    { symbol: 'SB', name: 'Açúcar demerara (ICE NY)', last: 19.42, change: 0.85, unit: 'USc/lb', updatedAt },
    { symbol: 'KC', name: 'Café arábica (ICE NY)', last: 248.3, change: -1.12, unit: 'USc/lb', updatedAt },
    { symbol: 'ZC', name: 'Milho (CBOT)', last: 452.25, change: 0.33, unit: 'USc/bu', updatedAt },
    { symbol: 'ZS', name: 'Soja (CBOT)', last: 1046.5, change: -0.47, unit: 'USc/bu', updatedAt },
    { symbol: 'BGI', name: 'Boi gordo (B3)', last: 312.8, change: 0.21, unit: 'R$/@', updatedAt },
    { symbol: 'CCM', name: 'Milho (B3)', last: 71.9, change: 0.56, unit: 'R$/sc', updatedAt },
  ];
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
    quotes: publicQuotes(ctx.now()),
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

  app.get<{ Reply: PublicQuote[] }>('/content-private/quotes-public', async () => publicQuotes(ctx.now()));

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
