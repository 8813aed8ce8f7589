// The news routes (under /api): an item's detail, several details at once, the related items, the ticker and the
// read mark. Rights are enforced by the services (SPEC §6).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type ContentIdQuery,
  type ContentListItem,
  type EmptyAnswer,
  type ListDetailQuery,
  type NewsDetail,
  type ReadNewsRequest,
  type RelatedNewsQuery,
  TICKER_DEFAULT_LIMIT,
  type TickerQuery,
} from '../../core';
import { type AppContext } from '../context';
import { type AssertSame, Int } from '../wire';
import { cachedAnswer } from './cached-answer';
import { requireReader } from './guard';
import { latestEntries } from './lists.service';
import { markNewsRead, newsDetail, newsDetails, relatedNews } from './news.service';
import { DetailQuery, Flag, Id, MAX_PAGE_SIZE } from './queries';
import { subjectsOf } from './service';

const ListDetailSchema = Type.Object({ ids: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,49}$' }) });
export type ListDetailSchemaIsCore = AssertSame<Static<typeof ListDetailSchema>, ListDetailQuery>;
const RelatedQuery = Type.Object({ id: Id, limit: Type.Optional(Int(1, 20)) });
export type RelatedQueryIsCore = AssertSame<Static<typeof RelatedQuery>, RelatedNewsQuery>;
const TickerSchema = Type.Object({ limit: Type.Optional(Int(1, MAX_PAGE_SIZE)), important: Flag, highlight: Flag });
export type TickerSchemaIsCore = AssertSame<Static<typeof TickerSchema>, TickerQuery>;
const ReadBody = Type.Object({ id: Id });
export type ReadBodyIsCore = AssertSame<Static<typeof ReadBody>, ReadNewsRequest>;

/** Registers the news routes (under /api). */
export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ContentIdQuery }>(
    '/news/detail',
    { schema: { querystring: DetailQuery } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      return cachedAnswer<NewsDetail>(ctx, who, request, reply, ['detail', request.query.id], () =>
        newsDetail(ctx, who, request.query.id),
      );
    },
  );

  app.get<{ Querystring: ListDetailQuery; Reply: NewsDetail[] }>(
    '/news/list-detail',
    { schema: { querystring: ListDetailSchema } },
    async (request) => {
      const who = await requireReader(ctx, request);
      return newsDetails(ctx, who, [...new Set(request.query.ids.split(',').map(Number))]);
    },
  );

  app.get<{ Querystring: RelatedNewsQuery }>(
    '/elastic/related-news',
    { schema: { querystring: RelatedQuery } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['related', request.query], () =>
        relatedNews(ctx, who, request.query.id, request.query.limit ?? 5),
      );
    },
  );

  app.get<{ Querystring: TickerQuery }>(
    '/elastic/news-ticker',
    { schema: { querystring: TickerSchema } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      const { limit = TICKER_DEFAULT_LIMIT, important, highlight } = request.query;
      const subjectIds = subjectsOf(who, 0);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['ticker', request.query], () =>
        latestEntries(ctx, who, { subjectIds, important, highlight }, limit),
      );
    },
  );

  app.post<{ Body: ReadNewsRequest; Reply: EmptyAnswer }>(
    '/send-read-news',
    { schema: { body: ReadBody } },
    async (request) => {
      await markNewsRead(ctx, await requireReader(ctx, request), request.body.id);
      return {};
    },
  );
}
