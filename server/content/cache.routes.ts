// The content reads of the cache service (under /cache, behind its key): public teasers, quotes and plans (in the
// request's language).
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type CachedContent,
  type CachedHighlights,
  type ContentIdQuery,
  type ContentListItem,
  HIGHLIGHTS_CAROUSEL,
  type PrivacyPolicy,
  PublicationType,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from '../../core';
import { policyLanguage, privacyPolicyDocument } from '../account/privacy-policy';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { publicDetail, publicQuotes, subscriptionPlans, teasers } from './public.service';
import { DetailQuery } from './queries';

/** Registers the cache service's content reads (inside the cache routes, after their key check). */
export function contentCacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  const teasersOf = (
    request: FastifyRequest,
    filters: { publicationType?: string; highlight?: boolean },
    limit: number,
  ) => teasers(ctx, requestLocale(request), filters, limit);

  app.get<{ Reply: CachedContent }>('/content', async (request): Promise<CachedContent> => ({
    analysis: await teasersOf(request, { publicationType: PublicationType.ANALYSIS }, 10),
    quotes: publicQuotes(ctx.now(), requestLocale(request)),
  }));

  app.get<{ Reply: ContentListItem[] }>('/news/cache', (request) =>
    teasersOf(request, { publicationType: PublicationType.NEWS }, 20),
  );

  app.get<{ Reply: CachedHighlights }>('/news/cache/highlights', async (request): Promise<CachedHighlights> => ({
    latestNews: await teasersOf(request, { highlight: true }, HIGHLIGHTS_CAROUSEL.limit),
  }));

  app.get<{ Querystring: ContentIdQuery; Reply: PublicDetail }>(
    '/content-private/public-detail',
    { schema: { querystring: DetailQuery } },
    async (request): Promise<PublicDetail> => publicDetail(ctx, requestLocale(request), request.query.id),
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
  app.get<{ Reply: SubscriptionPlan[] }>('/plans', async (request): Promise<SubscriptionPlan[]> =>
    subscriptionPlans(ctx, requestLocale(request)),
  );
}
