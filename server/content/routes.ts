// The content routes (under /api): menus and filter options, paged lists, highlights, ticker, details, read marks,
// sent-news count, notifications and private-content upsell texts. Rights are enforced here (SPEC §6).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type CommodityQuery,
  type ContentFilterOption,
  type ContentFilterOptions,
  type ContentIdQuery,
  type ContentListItem,
  type ContentListQuery,
  ContentLocation,
  type ContentMenuItem,
  type ContentNotification,
  type ContentPage,
  type EmptyAnswer,
  ErrorCode,
  HIGHLIGHTS_CAROUSEL,
  type HighlightsQuery,
  type ListDetailQuery,
  MEDIA_TYPE_NAMES,
  MediaBadge,
  type NewsDetail,
  NewsImportance,
  NO_RIGHTS_TEXTS,
  ORDER_BY_NAMES,
  OrderBy,
  ORIGIN_COUNTRY_NAMES,
  PAGINATOR,
  Periodicity,
  PERIODICITY_NAMES,
  planIncludes,
  PRIORITY_NAMES,
  type PrivateContent,
  type PrivateContentQuery,
  Profile,
  PUBLICATION_TYPE_NAMES,
  PUBLICATION_TYPES,
  type ReadNewsRequest,
  type RelatedNewsQuery,
  REPORT_TYPE_IDS,
  REPORT_TYPE_NAMES,
  type ReportTypeOption,
  type SentNewsCount,
  type SentNewsCountQuery,
  TICKER_DEFAULT_LIMIT,
  type TickerQuery,
  type Translations,
} from '../../core';
import { type AppContext } from '../context';
import { contentAuthors, type ContentItemRow } from '../db/tables';
import { businessError, forbidden } from '../errors';
import { requestLocale } from '../messages';
import {
  findBody,
  findItem,
  findItems,
  latest,
  listPage,
  markRead,
  readIds,
  relatedTo,
  reportTypesOf,
} from './repository';
import { accessTo, readerOf, subjectsOf, toDetail, toListItem, type Reader } from './service';
import { readCacheOf } from './read-cache';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals } from '../wire';

/** The largest page a list serves. */
export const MAX_PAGE_SIZE = Math.max(...PAGINATOR.pageSizeOptions);

const Flag = Type.Optional(Type.Boolean());
const Id = Int(1);
const Commodity = Int(0);
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A list of allowed values of a field the contract types as a plain string. */
const oneOf = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const ListQuery = Type.Object({
  commodity: Type.Optional(Commodity),
  page: Type.Optional(Int(1, 100_000)),
  // Without a page size the list answers the paginator's default limit (24).
  pageSize: Type.Optional(Int(1, MAX_PAGE_SIZE)),
  orderBy: Type.Optional(oneOf(Object.values(OrderBy))),
  periodicity: Type.Optional(oneOf(Object.values(Periodicity))),
  publicationType: Type.Optional(oneOf(PUBLICATION_TYPES)),
  originCountry: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  highlight: Flag,
  live: Flag,
  important: Flag,
  exclusive: Flag,
  relevant: Flag,
  dateFrom: Type.Optional(IsoDate),
  dateTo: Type.Optional(IsoDate),
  mediaType: Type.Optional(oneOf(Object.values(MediaBadge))),
  priority: Type.Optional(Int(1, 3)),
  reportType: Type.Optional(Id),
  author: Type.Optional(Id),
});
export type ListQueryIsCore = AssertSame<Static<typeof ListQuery>, ContentListQuery>;
const CommoditySchema = Type.Object({ commodity: Type.Optional(Commodity) });
export type CommoditySchemaIsCore = AssertSame<Static<typeof CommoditySchema>, CommodityQuery>;
const HighlightQuery = Type.Object({
  commodity: Type.Optional(Commodity),
  limit: Type.Optional(Int(1, MAX_PAGE_SIZE)),
  reportType: Type.Optional(Id),
});
export type HighlightQueryIsCore = AssertSame<Static<typeof HighlightQuery>, HighlightsQuery>;
/** The query of one item (news/detail here, public-detail in the cache service). */
export const DetailQuery = Type.Object({ id: Id });
export type DetailQueryIsCore = AssertSame<Static<typeof DetailQuery>, ContentIdQuery>;
const ListDetailSchema = Type.Object({ ids: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,49}$' }) });
export type ListDetailSchemaIsCore = AssertSame<Static<typeof ListDetailSchema>, ListDetailQuery>;
const RelatedQuery = Type.Object({ id: Id, limit: Type.Optional(Int(1, 20)) });
export type RelatedQueryIsCore = AssertSame<Static<typeof RelatedQuery>, RelatedNewsQuery>;
const TickerSchema = Type.Object({ limit: Type.Optional(Int(1, MAX_PAGE_SIZE)), important: Flag, highlight: Flag });
export type TickerSchemaIsCore = AssertSame<Static<typeof TickerSchema>, TickerQuery>;
const ReadBody = Type.Object({ id: Id });
export type ReadBodyIsCore = AssertSame<Static<typeof ReadBody>, ReadNewsRequest>;
/** An ISO instant as `toISOString` writes it (milliseconds optional). */
const IsoInstant = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,3})?Z$',
});
const SentNewsQuery = Type.Object({ since: Type.Optional(IsoInstant) });
export type SentNewsQueryIsCore = AssertSame<Static<typeof SentNewsQuery>, SentNewsCountQuery>;
const PrivateQuery = Type.Object({ location: literals(Object.values(ContentLocation)) });
export type PrivateQueryIsCore = AssertSame<Static<typeof PrivateQuery>, PrivateContentQuery>;

/** How far back the sent-news count and the notifications look. */
const SENT_WINDOW_DAYS = 30;

/** The reader of a signed-in request. */
async function reader(ctx: AppContext, request: FastifyRequest): Promise<Reader> {
  const { user, generations } = await requireSession(ctx, request);
  return readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
}

/** Rows as list entries, not read yet (a Demo whose trial ended sees them locked); items of subjects not offered are left out. */
function unreadEntries(who: Reader, rows: readonly ContentItemRow[]): ContentListItem[] {
  return rows
    .filter((row) => who.subjects.get(row.subjectId)?.habilitado === true)
    .map((row) => toListItem(who, row, false));
}

/** Entries with the reader's own read marks (kept per user, for the reads generation: never shared between users). */
async function withReadMarks<T extends { id: number; read: boolean }>(
  ctx: AppContext,
  who: Reader,
  items: readonly T[],
): Promise<T[]> {
  const read =
    who.userId === null || items.length === 0
      ? new Set<number>()
      : await readCacheOf(ctx.db).readMarks(who.generations.reads, who.userId);
  return items.map((item) => (read.has(item.id) ? { ...item, read: true } : item));
}

/** Rows as list entries with the reader's read marks (a Demo whose trial ended sees them locked); items of subjects not offered are left out. */
export function entries(ctx: AppContext, who: Reader, rows: readonly ContentItemRow[]): Promise<ContentListItem[]> {
  return withReadMarks(ctx, who, unreadEntries(who, rows));
}

/** An answer (an entry, a list of entries or a page of them) with the entries the reader has read marked so. */
function withMarks<T>(value: T, read: ReadonlySet<number>): T {
  const mark = <E>(entry: E): E => (read.has((entry as { id: number }).id) ? { ...entry, read: true } : entry);
  if (Array.isArray(value)) return value.map(mark) as T;
  const page = value as { items?: unknown };
  if (Array.isArray(page.items)) return { ...value, items: page.items.map(mark) };
  return mark(value);
}

/**
 * An answer from the read cache, kept under the reader's whole rights set and the query for the reader's generation:
 * sent as kept (serialised and compressed once) when the reader has read none of its entries, otherwise with the
 * reader's own read marks.
 */
async function cachedAnswer<T>(
  ctx: AppContext,
  who: Reader,
  request: FastifyRequest,
  reply: FastifyReply,
  query: unknown,
  compute: () => Promise<T>,
): Promise<T | FastifyReply> {
  const cache = readCacheOf(ctx.db);
  const kept = await cache.answer(who.generations.content, `${who.rightsKey}\n${JSON.stringify(query)}`, compute);
  const read = who.userId === null ? new Set<number>() : await cache.readMarks(who.generations.reads, who.userId);
  const marked = kept.itemIds().filter((id) => read.has(id));
  return marked.length === 0 ? kept.send(request, reply) : withMarks(kept.value, new Set(marked));
}

/** A filter option from a code and its names. */
function option(
  id: number | string,
  names: Translations,
  extra: Partial<ContentFilterOption> = {},
): ContentFilterOption {
  return {
    id,
    nome: names.PtBr,
    namePtBr: names.PtBr,
    nameEnEu: names.EnEu,
    nameEsAr: names.EsAr,
    nameEsEs: names.EsEs,
    namePtPt: names.PtPt,
    habilitado: true,
    icone: String(id),
    isQuotes: false,
    slug: String(id),
    ...extra,
  };
}

const same = (name: string): Translations => ({ PtBr: name, EnEu: name, EsEs: name, EsAr: name, PtPt: name });

/** A report type id that exists, or 5003. */
function knownReportType(id: number | undefined): void {
  if (id !== undefined && !REPORT_TYPE_IDS.includes(id)) throw businessError(ErrorCode.REPORT_NOT_FOUND);
}

/** Benefits shown on each private-content location. */
const BENEFITS: Readonly<Record<ContentLocation, Translations[]>> = {
  'detail-public': [],
  'detail-private-subscriber': [
    {
      PtBr: 'Amplie seu plano com mais commodities e tipos de publicação',
      EnEu: 'Extend your plan with more commodities and publication types',
      EsEs: 'Amplíe su plan con más commodities y tipos de publicación',
      EsAr: 'Ampliá tu plan con más commodities y tipos de publicación',
      PtPt: 'Alargue o seu plano com mais commodities e tipos de publicação',
    },
  ],
  'detail-private-demo': [
    {
      PtBr: 'Conteúdos exclusivos e anexos completos',
      EnEu: 'Exclusive content and full attachments',
      EsEs: 'Contenidos exclusivos y adjuntos completos',
      EsAr: 'Contenidos exclusivos y adjuntos completos',
      PtPt: 'Conteúdos exclusivos e anexos completos',
    },
  ],
  'detail-private-free': [
    {
      PtBr: 'Análises, notícias e relatórios de todas as commodities',
      EnEu: 'Analyses, news and reports on every commodity',
      EsEs: 'Análisis, noticias e informes de todas las commodities',
      EsAr: 'Análisis, noticias e informes de todas las commodities',
      PtPt: 'Análises, notícias e relatórios de todas as commodities',
    },
    {
      PtBr: 'Demonstração gratuita de 7 dias',
      EnEu: 'A free 7-day demo',
      EsEs: 'Demostración gratuita de 7 días',
      EsAr: 'Demostración gratuita de 7 días',
      PtPt: 'Demonstração gratuita de 7 dias',
    },
  ],
};

/** The texts of the public location (content the user may read). */
const PUBLIC_TEXTS: { title: Translations; message: Translations } = {
  title: {
    PtBr: 'Conteúdo liberado',
    EnEu: 'Content available',
    EsEs: 'Contenido disponible',
    EsAr: 'Contenido disponible',
    PtPt: 'Conteúdo disponível',
  },
  message: {
    PtBr: 'Este conteúdo está incluído no seu acesso.',
    EnEu: 'This content is included in your access.',
    EsEs: 'Este contenido está incluido en su acceso.',
    EsAr: 'Este contenido está incluido en tu acceso.',
    PtPt: 'Este conteúdo está incluído no seu acesso.',
  },
};

/** Registers the content routes (under /api). */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: CommodityQuery; Reply: ContentMenuItem[] }>(
    '/menu/content',
    { schema: { querystring: CommoditySchema } },
    async (request) => {
      const who = await reader(ctx, request);
      subjectsOf(who, request.query.commodity ?? 0);
      const profile = who.viewer.profile;
      return PUBLICATION_TYPES.map((type): ContentMenuItem => {
        const names = PUBLICATION_TYPE_NAMES[type];
        const habilitado =
          profile === Profile.DEMO
            ? who.viewer.trialActive
            : profile === Profile.SUBSCRIBER && planIncludes(who.viewer.planTypes, type);
        return {
          id: type,
          nome: names.PtBr,
          namePtBr: names.PtBr,
          nameEnEu: names.EnEu,
          nameEsEs: names.EsEs,
          nameEsAr: names.EsAr,
          namePtPt: names.PtPt,
          habilitado,
          icone: type,
        };
      });
    },
  );

  app.get<{ Reply: ContentFilterOptions }>('/content/filter', async (request): Promise<ContentFilterOptions> => {
    const who = await reader(ctx, request);
    const authors = await ctx.db.select().from(contentAuthors).orderBy(contentAuthors.name);
    const rights = new Set(who.viewer.rights.filter((r) => r.habilitado).map((r) => r.id));
    return {
      periodicities: Object.entries(PERIODICITY_NAMES).map(([id, names]) => option(id, names)),
      publicationTypes: PUBLICATION_TYPES.map((type) => option(type, PUBLICATION_TYPE_NAMES[type])),
      commodities: [...who.subjects.values()]
        .filter((s) => s.habilitado)
        .map((s) =>
          option(
            s.id,
            { PtBr: s.namePtBr, EnEu: s.nameEnEu, EsEs: s.nameEsEs, EsAr: s.nameEsAr, PtPt: s.namePtPt },
            { habilitado: rights.has(s.id), icone: s.icone, slug: s.platformWdmaRoute[0]?.routeName ?? String(s.id) },
          ),
        ),
      orderBy: Object.entries(ORDER_BY_NAMES).map(([id, names]) => option(id, names)),
      originCountries: Object.entries(ORIGIN_COUNTRY_NAMES).map(([id, names]) => option(id, names)),
      mediaTypes: Object.entries(MEDIA_TYPE_NAMES).map(([id, names]) => option(id, names)),
      priorities: Object.entries(PRIORITY_NAMES).map(([id, names]) => option(Number(id), names)),
      reportTypes: REPORT_TYPE_IDS.map((id) => option(id, REPORT_TYPE_NAMES[id]!)),
      authors: authors.map((author) => option(author.id, same(author.name))),
    };
  });

  app.get<{ Querystring: ContentListQuery }>(
    '/elastic/listall',
    { schema: { querystring: ListQuery } },
    async (request, reply) => {
      const who = await reader(ctx, request);
      const { commodity = 0, page = 1, pageSize = PAGINATOR.defaultLimit, ...filters } = request.query;
      knownReportType(filters.reportType);
      const subjectIds = subjectsOf(who, commodity);
      return cachedAnswer<ContentPage>(ctx, who, request, reply, ['listall', request.query], async () => {
        const { rows, total } = await listPage(ctx.db, { ...filters, subjectIds }, page, pageSize);
        return { items: unreadEntries(who, rows), total, page, pageSize };
      });
    },
  );

  app.get<{ Querystring: CommodityQuery; Reply: ReportTypeOption[] }>(
    '/reportData/commodity/reporttype',
    { schema: { querystring: CommoditySchema } },
    async (request) => {
      const who = await reader(ctx, request);
      const ids = await reportTypesOf(ctx.db, subjectsOf(who, request.query.commodity ?? 0));
      return ids.map((id): ReportTypeOption => ({ id, nome: REPORT_TYPE_NAMES[id]?.[who.locale] ?? '' }));
    },
  );

  app.get<{ Querystring: HighlightsQuery }>(
    '/reportData/list/all/report/highlight',
    { schema: { querystring: HighlightQuery } },
    async (request, reply) => {
      const who = await reader(ctx, request);
      const { commodity = 0, limit = HIGHLIGHTS_CAROUSEL.limit, reportType } = request.query;
      knownReportType(reportType);
      const subjectIds = subjectsOf(who, commodity);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['highlight', request.query], async () =>
        unreadEntries(who, await latest(ctx.db, { subjectIds, highlight: true, reportType }, limit)),
      );
    },
  );

  app.get<{ Querystring: ContentIdQuery }>(
    '/news/detail',
    { schema: { querystring: DetailQuery } },
    async (request, reply) => {
      const who = await reader(ctx, request);
      return cachedAnswer<NewsDetail>(ctx, who, request, reply, ['detail', request.query.id], async () => {
        const row = await findItem(ctx.db, request.query.id);
        if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
        if (accessTo(who, row).kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
        const [related, body] = await Promise.all([
          findItems(ctx.db, row.event?.relatedNews ?? []),
          findBody(ctx.db, row.id),
        ]);
        return toDetail(who, row, body, false, related);
      });
    },
  );

  app.get<{ Querystring: ListDetailQuery; Reply: NewsDetail[] }>(
    '/news/list-detail',
    { schema: { querystring: ListDetailSchema } },
    async (request) => {
      const who = await reader(ctx, request);
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      const rows = (await findItems(ctx.db, ids)).filter((row) => accessTo(who, row).kind !== 'forbidden');
      if (rows.length === 0) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      const [read, bodies] = await Promise.all([
        readIds(
          ctx.db,
          who.userId!,
          rows.map((row) => row.id),
        ),
        Promise.all(rows.map((row) => findBody(ctx.db, row.id))),
      ]);
      return rows.map((row, index) => toDetail(who, row, bodies[index], read.has(row.id), []));
    },
  );

  app.get<{ Querystring: RelatedNewsQuery }>(
    '/elastic/related-news',
    { schema: { querystring: RelatedQuery } },
    async (request, reply) => {
      const who = await reader(ctx, request);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['related', request.query], async () => {
        const row = await findItem(ctx.db, request.query.id);
        if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
        if (accessTo(who, row).kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
        return unreadEntries(who, await relatedTo(ctx.db, row, request.query.limit ?? 5));
      });
    },
  );

  app.get<{ Querystring: TickerQuery }>(
    '/elastic/news-ticker',
    { schema: { querystring: TickerSchema } },
    async (request, reply) => {
      const who = await reader(ctx, request);
      const { limit = TICKER_DEFAULT_LIMIT, important, highlight } = request.query;
      const subjectIds = subjectsOf(who, 0);
      return cachedAnswer<ContentListItem[]>(ctx, who, request, reply, ['ticker', request.query], async () =>
        unreadEntries(who, await latest(ctx.db, { subjectIds, important, highlight }, limit)),
      );
    },
  );

  app.post<{ Body: ReadNewsRequest; Reply: EmptyAnswer }>(
    '/send-read-news',
    { schema: { body: ReadBody } },
    async (request) => {
      const who = await reader(ctx, request);
      const row = await findItem(ctx.db, request.body.id);
      if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      if (accessTo(who, row).kind !== 'open') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      await markRead(ctx.db, who.userId!, row.id, ctx.now());
      return {};
    },
  );

  /** The important items of the last 30 days the reader may open, newest first. */
  const sentTo = async (who: Reader): Promise<ContentItemRow[]> => {
    const since = new Date(ctx.now().getTime() - SENT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const rows = await latest(ctx.db, { subjectIds: subjectsOf(who, 0), important: true, dateFrom: since }, 500);
    return rows.filter((row) => row.importance === NewsImportance.IMPORTANT && accessTo(who, row).kind === 'open');
  };

  app.get<{ Querystring: SentNewsCountQuery; Reply: SentNewsCount }>(
    '/user/count-sent-news',
    { schema: { querystring: SentNewsQuery } },
    async (request): Promise<SentNewsCount> => {
      const who = await reader(ctx, request);
      const since = request.query.since === undefined ? null : Date.parse(request.query.since);
      const sent = (await sentTo(who)).filter((row) => since === null || row.dtPublish.getTime() > since);
      return {
        count: sent.length,
        lastSent: (await entries(ctx, who, sent.slice(0, 5))).map(
          ({ id, title, newsContent, dt_report, dt_publish }) => ({ id, title, newsContent, dt_report, dt_publish }),
        ),
      };
    },
  );

  app.get<{ Reply: ContentNotification[] }>(
    '/content/notification',
    async (request): Promise<ContentNotification[]> => {
      const who = await reader(ctx, request);
      const items = await entries(ctx, who, (await sentTo(who)).slice(0, 20));
      return items.map(({ id, title, commodity, newsContent, dt_report, dt_publish, read }) => ({
        id,
        title,
        commodity,
        newsContent,
        dt_report,
        dt_publish,
        read,
      }));
    },
  );

  app.get<{ Querystring: PrivateContentQuery; Reply: PrivateContent }>(
    '/content-private',
    { schema: { querystring: PrivateQuery } },
    async (request): Promise<PrivateContent> => {
      const who = await reader(ctx, request);
      const { location } = request.query;
      const texts = Object.values(NO_RIGHTS_TEXTS).find((entry) => entry.location === location) ?? PUBLIC_TEXTS;
      return {
        location,
        title: texts.title[who.locale],
        message: texts.message[who.locale],
        benefits: BENEFITS[location].map((benefit) => benefit[who.locale]),
      };
    },
  );
}
