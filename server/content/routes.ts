// The content routes (under /api): menus and filter options, paged lists and highlights here; details, related
// items, the ticker and read marks (news.routes.ts); the sent-news count, notifications and private-content upsell
// texts (notices.routes.ts). Rights are enforced by the services (SPEC §6).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type CommodityQuery,
  type ContentFilterOptions,
  type ContentListItem,
  type ContentListQuery,
  type ContentMenuItem,
  type ContentPage,
  HIGHLIGHTS_CAROUSEL,
  type HighlightsQuery,
  PAGINATOR,
  type ReportTypeOption,
} from '../../core';
import { type AppContext } from '../context';
import { type AssertSame, Int } from '../wire';
import { cachedAnswer } from './cached-answer';
import { requireReader } from './guard';
import {
  contentFilters,
  contentMenu,
  knownReportType,
  latestEntries,
  listAll,
  reportTypeOptions,
} from './lists.service';
import { newsRoutes } from './news.routes';
import { noticesRoutes } from './notices.routes';
import { Commodity, Id, ListQuery, MAX_PAGE_SIZE } from './queries';
import { subjectsOf } from './service';

const CommoditySchema = Type.Object({ commodity: Type.Optional(Commodity) });
export type CommoditySchemaIsCore = AssertSame<Static<typeof CommoditySchema>, CommodityQuery>;
const HighlightQuery = Type.Object({
  commodity: Type.Optional(Commodity),
  limit: Type.Optional(Int(1, MAX_PAGE_SIZE)),
  reportType: Type.Optional(Id),
});
export type HighlightQueryIsCore = AssertSame<Static<typeof HighlightQuery>, HighlightsQuery>;

/** Registers the content routes (under /api). */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: CommodityQuery; Reply: ContentMenuItem[] }>(
    '/menu/content',
    { schema: { querystring: CommoditySchema } },
    async (request) => contentMenu(await requireReader(ctx, request), request.query.commodity ?? 0),
  );

  app.get<{ Reply: ContentFilterOptions }>('/content/filter', async (request): Promise<ContentFilterOptions> =>
    contentFilters(ctx, await requireReader(ctx, request)),
  );

  app.get<{ Querystring: ContentListQuery }>(
    '/elastic/listall',
    { schema: { querystring: ListQuery } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      const { commodity = 0, page = 1, pageSize = PAGINATOR.defaultLimit, ...filters } = request.query;
      knownReportType(filters.reportType);
      const subjectIds = subjectsOf(who, commodity);
      return cachedAnswer<ContentPage>(ctx, who, request, reply, ['listall', request.query], () =>
        listAll(ctx, who, { ...filters, subjectIds }, page, pageSize),
      );
    },
  );

  app.get<{ Querystring: CommodityQuery; Reply: ReportTypeOption[] }>(
    '/reportData/commodity/reporttype',
    { schema: { querystring: CommoditySchema } },
    async (request) => reportTypeOptions(ctx, await requireReader(ctx, request), request.query.commodity ?? 0),
  );

  app.get<{ Querystring: HighlightsQuery }>(
    '/reportData/list/all/report/highlight',
    { schema: { querystring: HighlightQuery } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      const { commodity = 0, limit = HIGHLIGHTS_CAROUSEL.limit, reportType } = request.query;
      knownReportType(reportType);
      const subjectIds = subjectsOf(who, commodity);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['highlight', request.query], () =>
        latestEntries(ctx, who, { subjectIds, highlight: true, reportType }, limit),
      );
    },
  );

  newsRoutes(app, ctx);
  noticesRoutes(app, ctx);
}
