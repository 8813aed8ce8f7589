import {
  ContentLocation,
  OrderBy,
  PAGINATOR,
  TICKER_DEFAULT_LIMIT,
  type ContentFilterOptions,
  type ContentFilterOption,
  type ContentListItem,
  type ContentListQuery,
  type ContentMenuItem,
  type ContentPage,
  type PrivateContent,
  type TickerQuery,
  type TimedNewsDetail,
} from '../../core';

/** A content list entry with sensible defaults: open, a news item of commodity 1 published on 2026-11-20. */
export function contentItem(id: number, fields: Partial<ContentListItem> = {}): ContentListItem {
  return {
    id,
    commodity: { id: 1, nome: 'Açúcar e Etanol' },
    title: `Notícia ${id}`,
    summary: `Resumo da notícia ${id}.`,
    dt_report: '2026-11-20T12:00:00.000Z',
    dt_publish: '2026-11-20T12:00:00.000Z',
    newsContent: [{ code: 'news', nome: 'Notícias' }],
    periodicity: 'daily',
    originCountry: 'BR',
    author: { id: 1, name: 'Ana Paula Ferreira' },
    reportType: null,
    importance: 0,
    exclusive: false,
    live: false,
    highlight: false,
    relevant: false,
    priority: 2,
    disclosureType: null,
    hasAttachment: false,
    hasAudio: false,
    hasVideo: false,
    hasPodcast: false,
    free: false,
    locked: false,
    location: ContentLocation.PUBLIC,
    read: false,
    image: null,
    ...fields,
  } as ContentListItem;
}

/** The detail of an entry: a body unless locked, no attachments, no event. */
export function newsDetail(item: ContentListItem, fields: Partial<TimedNewsDetail> = {}): TimedNewsDetail {
  return {
    ...item,
    ...(item.locked ? {} : { body: `<p>Corpo da notícia ${item.id}.</p>` }),
    attachments: [],
    attachmentsLocked: false,
    event: null,
    languages: ['PtBr'],
    ...fields,
  };
}

/** A filter option named the same in every locale. */
export function filterOption(id: number | string, name: string): ContentFilterOption {
  return {
    id,
    nome: name,
    namePtBr: name,
    nameEnEu: name,
    nameEsAr: name,
    nameEsEs: name,
    namePtPt: name,
    habilitado: true,
    icone: String(id),
    isQuotes: false,
    slug: String(id),
  };
}

/** Filter options with a couple of choices each. */
export function filterOptions(): ContentFilterOptions {
  return {
    periodicities: [filterOption('daily', 'Diária'), filterOption('weekly', 'Semanal')],
    publicationTypes: [
      filterOption('news', 'Notícias'),
      filterOption('analysis', 'Análises'),
      filterOption('report', 'Relatórios'),
    ],
    commodities: [filterOption(1, 'Açúcar e Etanol'), filterOption(3, 'Algodão')],
    orderBy: [filterOption(OrderBy.RECENT, 'Mais recentes'), filterOption(OrderBy.OLDEST, 'Mais antigos')],
    originCountries: [filterOption('BR', 'Brasil'), filterOption('AR', 'Argentina')],
    mediaTypes: [filterOption('attachment', 'Anexo'), filterOption('video', 'Vídeo')],
    priorities: [filterOption(1, 'Alta'), filterOption(2, 'Normal')],
    reportTypes: [filterOption(101, 'Boletim diário de mercado')],
    authors: [filterOption(1, 'Ana Paula Ferreira'), filterOption(2, 'Bruno Cavalcanti')],
  };
}

/** Whether an entry passes the query's filters (the subset the fakes honour: commodity, type, flags, media). */
function matches(item: ContentListItem, query: ContentListQuery): boolean {
  const commodity = query.commodity ?? 0;
  if (commodity !== 0 && item.commodity.id !== commodity) return false;
  if (query.publicationType && item.newsContent[0]?.code !== query.publicationType) return false;
  if (query.periodicity && item.periodicity !== query.periodicity) return false;
  if (query.originCountry && item.originCountry !== query.originCountry) return false;
  if (query.important && item.importance !== 1) return false;
  if (query.highlight && !item.highlight) return false;
  if (query.exclusive && !item.exclusive) return false;
  if (query.live && !item.live) return false;
  if (query.mediaType === 'attachment' && !item.hasAttachment) return false;
  return true;
}

/** An in-memory content library: the entries, details and texts the content fakes serve. */
export class ContentLibrary {
  items: ContentListItem[] = [];
  details = new Map<number, TimedNewsDetail>();
  menu: ContentMenuItem[] = [];
  readonly queries: ContentListQuery[] = [];
  readonly reads: number[] = [];

  /** One page of the matching entries. */
  page(query: ContentListQuery): ContentPage {
    this.queries.push(query);
    const matching = this.items.filter((item) => matches(item, query));
    // Like the server: without a page or a size, the first page of the paginator's default limit.
    const { page = 1, pageSize = PAGINATOR.defaultLimit } = query;
    const start = (page - 1) * pageSize;
    return { items: matching.slice(start, start + pageSize), total: matching.length, page, pageSize };
  }

  /** The detail of an entry (its stored detail, else one built from the entry), read once marked; undefined when there is no such entry. */
  detail(id: number): TimedNewsDetail | undefined {
    const item = this.items.find((candidate) => candidate.id === id);
    const detail = this.details.get(id) ?? (item ? newsDetail(item) : undefined);
    return detail && this.reads.includes(id) ? { ...detail, read: true } : detail;
  }

  /** The newest highlighted entries. */
  highlights(commodity: number, limit: number): ContentListItem[] {
    return this.items
      .filter((item) => item.highlight && (commodity === 0 || item.commodity.id === commodity))
      .slice(0, limit);
  }

  /** The ticker's entries. */
  ticker(query: TickerQuery): ContentListItem[] {
    const { limit = TICKER_DEFAULT_LIMIT } = query;
    return this.items
      .filter((item) => (!query.important || item.importance === 1) && (!query.highlight || item.highlight))
      .slice(0, limit);
  }

  /** The upsell text of a location. */
  privateContent(location: ContentLocation): PrivateContent {
    return { location, title: `Upsell ${location}`, message: `Mensagem de ${location}`, benefits: ['Benefício'] };
  }
}
