// The content routes (under /api): menus and filter options, paged lists, highlights, ticker, details, read marks,
// sent-news count, notifications and private-content upsell texts. Rights are enforced here (SPEC §6).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type CommodityQuery, type ContentFilterOption, type ContentFilterOptions, type ContentIdQuery, type ContentListItem, type ContentListQuery,
  ContentLocation, type ContentMenuItem, type ContentNotification, type ContentPage, type EmptyAnswer, ErrorCode, HIGHLIGHTS_CAROUSEL,
  type HighlightsQuery, type ListDetailQuery, MEDIA_TYPE_NAMES, MediaBadge, type NewsDetail, NewsImportance, NO_RIGHTS_TEXTS, ORDER_BY_NAMES,
  OrderBy, ORIGIN_COUNTRY_NAMES, PAGINATOR, Periodicity, PERIODICITY_NAMES, planIncludes, PRIORITY_NAMES, type PrivateContent,
  type PrivateContentQuery, Profile, PUBLICATION_TYPE_NAMES, PUBLICATION_TYPES, type ReadNewsRequest, type RelatedNewsQuery, REPORT_TYPE_IDS,
  REPORT_TYPE_NAMES, type ReportTypeOption, type SentNewsCount, TICKER_DEFAULT_LIMIT, type TickerQuery, type Translations,
} from '../../core';
import { type AppContext } from '../context';
import { contentAuthors, type ContentItemRow } from '../db/tables';
import { businessError, forbidden } from '../errors';
import { requestLocale } from '../messages';
import { findBody, findItem, findItems, latest, listPage, markRead, readIds, relatedTo, reportTypesOf } from './repository';
import { accessTo, readerOf, subjectsOf, toDetail, toListItem, type Reader } from './service';
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
const PrivateQuery = Type.Object({ location: literals(Object.values(ContentLocation)) });
export type PrivateQueryIsCore = AssertSame<Static<typeof PrivateQuery>, PrivateContentQuery>;

/** How far back the sent-news count and the notifications look. */
const SENT_WINDOW_DAYS = 30;

/** The reader of a signed-in request. */
async function reader(ctx: AppContext, request: FastifyRequest): Promise<Reader> {
  const { user } = await requireSession(ctx, request);
  return readerOf(ctx.db, user, requestLocale(request), ctx.now());
}

/** Rows as list entries with the reader's read marks (a Demo whose trial ended sees them locked); items of subjects not offered are left out. */
export async function entries(ctx: AppContext, who: Reader, rows: readonly ContentItemRow[]): Promise<ContentListItem[]> {
  const visible = rows.filter((row) => who.subjects.get(row.subjectId)?.habilitado === true);
  const read = who.userId === null ? new Set<number>() : await readIds(ctx.db, who.userId, visible.map((row) => row.id));
  return visible.map((row) => toListItem(who, row, read.has(row.id)));
}

/** A filter option from a code and its names. */
function option(id: number | string, names: Translations, extra: Partial<ContentFilterOption> = {}): ContentFilterOption {
  return {
    id, nome: names.PtBr, namePtBr: names.PtBr, nameEnEu: names.EnEu, nameEsAr: names.EsAr, nameEsEs: names.EsEs, namePtPt: names.PtPt,
    habilitado: true, icone: String(id), isQuotes: false, slug: String(id), ...extra,
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
    { PtBr: 'Amplie seu plano com mais commodities e tipos de publicação', EnEu: 'Extend your plan with more commodities and publication types', EsEs: 'Amplíe su plan con más commodities y tipos de publicación', EsAr: 'Ampliá tu plan con más commodities y tipos de publicación', PtPt: 'Alargue o seu plano com mais commodities e tipos de publicação' },
  ],
  'detail-private-demo': [
    { PtBr: 'Conteúdos exclusivos e anexos completos', EnEu: 'Exclusive content and full attachments', EsEs: 'Contenidos exclusivos y adjuntos completos', EsAr: 'Contenidos exclusivos y adjuntos completos', PtPt: 'Conteúdos exclusivos e anexos completos' },
  ],
  'detail-private-free': [
    { PtBr: 'Análises, notícias e relatórios de todas as commodities', EnEu: 'Analyses, news and reports on every commodity', EsEs: 'Análisis, noticias e informes de todas las commodities', EsAr: 'Análisis, noticias e informes de todas las commodities', PtPt: 'Análises, notícias e relatórios de todas as commodities' },
    { PtBr: 'Demonstração gratuita de 7 dias', EnEu: 'A free 7-day demo', EsEs: 'Demostración gratuita de 7 días', EsAr: 'Demostración gratuita de 7 días', PtPt: 'Demonstração gratuita de 7 dias' },
  ],
};

/** The texts of the public location (content the user may read). */
const PUBLIC_TEXTS: { title: Translations; message: Translations } = {
  title: { PtBr: 'Conteúdo liberado', EnEu: 'Content available', EsEs: 'Contenido disponible', EsAr: 'Contenido disponible', PtPt: 'Conteúdo disponível' },
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
  app.get<{ Querystring: CommodityQuery; Reply: ContentMenuItem[] }>('/menu/content', { schema: { querystring: CommoditySchema } }, async (request) => {
    const who = await reader(ctx, request);
    subjectsOf(who, request.query.commodity ?? 0);
    const profile = who.viewer.profile;
    return PUBLICATION_TYPES.map((type): ContentMenuItem => {
      const names = PUBLICATION_TYPE_NAMES[type];
      const habilitado = profile === Profile.DEMO ? who.viewer.trialActive : profile === Profile.SUBSCRIBER && planIncludes(who.viewer.planTypes, type);
      return { id: type, nome: names.PtBr, namePtBr: names.PtBr, nameEnEu: names.EnEu, nameEsEs: names.EsEs, nameEsAr: names.EsAr, namePtPt: names.PtPt, habilitado, icone: type };
    });
  });

  app.get<{ Reply: ContentFilterOptions }>('/content/filter', async (request): Promise<ContentFilterOptions> => {
    const who = await reader(ctx, request);
    const authors = await ctx.db.select().from(contentAuthors).orderBy(contentAuthors.name);
    const rights = new Set(who.viewer.rights.filter((r) => r.habilitado).map((r) => r.id));
    return {
      periodicities: Object.entries(PERIODICITY_NAMES).map(([id, names]) => option(id, names)),
      publicationTypes: PUBLICATION_TYPES.map((type) => option(type, PUBLICATION_TYPE_NAMES[type])),
      commodities: [...who.subjects.values()]
        .filter((s) => s.habilitado)
        .map((s) => option(s.id, { PtBr: s.namePtBr, EnEu: s.nameEnEu, EsEs: s.nameEsEs, EsAr: s.nameEsAr, PtPt: s.namePtPt }, { habilitado: rights.has(s.id), icone: s.icone, slug: s.platformWdmaRoute[0]?.routeName ?? String(s.id) })),
      orderBy: Object.entries(ORDER_BY_NAMES).map(([id, names]) => option(id, names)),
      originCountries: Object.entries(ORIGIN_COUNTRY_NAMES).map(([id, names]) => option(id, names)),
      mediaTypes: Object.entries(MEDIA_TYPE_NAMES).map(([id, names]) => option(id, names)),
      priorities: Object.entries(PRIORITY_NAMES).map(([id, names]) => option(Number(id), names)),
      reportTypes: REPORT_TYPE_IDS.map((id) => option(id, REPORT_TYPE_NAMES[id]!)),
      authors: authors.map((author) => option(author.id, same(author.name))),
    };
  });

  app.get<{ Querystring: ContentListQuery; Reply: ContentPage }>('/elastic/listall', { schema: { querystring: ListQuery } }, async (request): Promise<ContentPage> => {
    const who = await reader(ctx, request);
    const { commodity = 0, page = 1, pageSize = PAGINATOR.defaultLimit, ...filters } = request.query;
    knownReportType(filters.reportType);
    const { rows, total } = await listPage(ctx.db, { ...filters, subjectIds: subjectsOf(who, commodity) }, page, pageSize);
    return { items: await entries(ctx, who, rows), total, page, pageSize };
  });

  app.get<{ Querystring: CommodityQuery; Reply: ReportTypeOption[] }>('/reportData/commodity/reporttype', { schema: { querystring: CommoditySchema } }, async (request) => {
    const who = await reader(ctx, request);
    const ids = await reportTypesOf(ctx.db, subjectsOf(who, request.query.commodity ?? 0));
    return ids.map((id): ReportTypeOption => ({ id, nome: REPORT_TYPE_NAMES[id]?.[who.locale] ?? '' }));
  });

  app.get<{ Querystring: HighlightsQuery; Reply: ContentListItem[] }>('/reportData/list/all/report/highlight', { schema: { querystring: HighlightQuery } }, async (request) => {
    const who = await reader(ctx, request);
    const { commodity = 0, limit = HIGHLIGHTS_CAROUSEL.limit, reportType } = request.query;
    knownReportType(reportType);
    const rows = await latest(ctx.db, { subjectIds: subjectsOf(who, commodity), highlight: true, reportType }, limit);
    return entries(ctx, who, rows);
  });

  app.get<{ Querystring: ContentIdQuery; Reply: NewsDetail }>('/news/detail', { schema: { querystring: DetailQuery } }, async (request) => {
    const who = await reader(ctx, request);
    const row = await findItem(ctx.db, request.query.id);
    if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
    if (accessTo(who, row).kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
    const [read, related, body] = await Promise.all([readIds(ctx.db, who.userId!, [row.id]), findItems(ctx.db, row.event?.relatedNews ?? []), findBody(ctx.db, row.id)]);
    return toDetail(who, row, body, read.has(row.id), related);
  });

  app.get<{ Querystring: ListDetailQuery; Reply: NewsDetail[] }>('/news/list-detail', { schema: { querystring: ListDetailSchema } }, async (request) => {
    const who = await reader(ctx, request);
    const ids = [...new Set(request.query.ids.split(',').map(Number))];
    const rows = (await findItems(ctx.db, ids)).filter((row) => accessTo(who, row).kind !== 'forbidden');
    if (rows.length === 0) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
    const [read, bodies] = await Promise.all([readIds(ctx.db, who.userId!, rows.map((row) => row.id)), Promise.all(rows.map((row) => findBody(ctx.db, row.id)))]);
    return rows.map((row, index) => toDetail(who, row, bodies[index], read.has(row.id), []));
  });

  app.get<{ Querystring: RelatedNewsQuery; Reply: ContentListItem[] }>('/elastic/related-news', { schema: { querystring: RelatedQuery } }, async (request) => {
    const who = await reader(ctx, request);
    const row = await findItem(ctx.db, request.query.id);
    if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
    if (accessTo(who, row).kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
    return entries(ctx, who, await relatedTo(ctx.db, row, request.query.limit ?? 5));
  });

  app.get<{ Querystring: TickerQuery; Reply: ContentListItem[] }>('/elastic/news-ticker', { schema: { querystring: TickerSchema } }, async (request) => {
    const who = await reader(ctx, request);
    const { limit = TICKER_DEFAULT_LIMIT, important, highlight } = request.query;
    return entries(ctx, who, await latest(ctx.db, { subjectIds: subjectsOf(who, 0), important, highlight }, limit));
  });

  app.post<{ Body: ReadNewsRequest; Reply: EmptyAnswer }>('/send-read-news', { schema: { body: ReadBody } }, async (request) => {
    const who = await reader(ctx, request);
    const row = await findItem(ctx.db, request.body.id);
    if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
    if (accessTo(who, row).kind !== 'open') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
    await markRead(ctx.db, who.userId!, row.id, ctx.now());
    return {};
  });

  /** The important items of the last 30 days the reader may open, newest first. */
  const sentTo = async (who: Reader): Promise<ContentItemRow[]> => {
    const since = new Date(ctx.now().getTime() - SENT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const rows = await latest(ctx.db, { subjectIds: subjectsOf(who, 0), important: true, dateFrom: since }, 500);
    return rows.filter((row) => row.importance === NewsImportance.IMPORTANT && accessTo(who, row).kind === 'open');
  };

  app.get<{ Reply: SentNewsCount }>('/user/count-sent-news', async (request): Promise<SentNewsCount> => {
    const who = await reader(ctx, request);
    const sent = await sentTo(who);
    return {
      count: sent.length,
      lastSent: (await entries(ctx, who, sent.slice(0, 5))).map(({ id, title, newsContent, dt_report, dt_publish }) => ({ id, title, newsContent, dt_report, dt_publish })),
    };
  });

  app.get<{ Reply: ContentNotification[] }>('/content/notification', async (request): Promise<ContentNotification[]> => {
    const who = await reader(ctx, request);
    const items = await entries(ctx, who, (await sentTo(who)).slice(0, 20));
    return items.map(({ id, title, commodity, dt_publish, read }) => ({ id, title, commodity, dt_publish, read }));
  });

  app.get<{ Querystring: PrivateContentQuery; Reply: PrivateContent }>('/content-private', { schema: { querystring: PrivateQuery } }, async (request): Promise<PrivateContent> => {
    const who = await reader(ctx, request);
    const { location } = request.query;
    const texts = Object.values(NO_RIGHTS_TEXTS).find((entry) => entry.location === location) ?? PUBLIC_TEXTS;
    return {
      location,
      title: texts.title[who.locale],
      message: texts.message[who.locale],
      benefits: BENEFITS[location].map((benefit) => benefit[who.locale]),
    };
  });
}
