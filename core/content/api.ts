// The content area's wire contract (SPEC §7): lists and their queries, details, read marks, notifications, the
// private-content texts and the cache service's public reads, each call's query or body and answer as the API spells
// them. The server's schemas are checked against these types at compile time; the HTTP adapter sends them as they are.
import { type ContentLocation } from '../kernel/access';
import { type CommodityRef, type ContentFilterOption, type ContentListItem, type NewsContentRef } from './content-item';

/** The query of `elastic/listall`, as the API spells its parameters (without commodity, page or size: 0, 1 and 24). */
export interface ContentListQuery {
  commodity?: number;
  page?: number;
  pageSize?: number;
  orderBy?: string;
  periodicity?: string;
  publicationType?: string;
  originCountry?: string;
  highlight?: boolean;
  live?: boolean;
  important?: boolean;
  exclusive?: boolean;
  relevant?: boolean;
  dateFrom?: string;
  dateTo?: string;
  mediaType?: string;
  priority?: number;
  reportType?: number;
  author?: number;
}

/** A page of a content list. */
export interface ContentPage {
  items: ContentListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query of menu/content and reportData/commodity/reporttype: one commodity, or 0 (the default) for all. */
export interface CommodityQuery {
  commodity?: number;
}

/** A report type a commodity has content of (reportData/commodity/reporttype), named in the request's language. */
export interface ReportTypeOption {
  id: number;
  nome: string;
}

/** The query of reportData/list/all/report/highlight: a commodity (0 = all), how many, and one report type. */
export interface HighlightsQuery {
  commodity?: number;
  limit?: number;
  reportType?: number;
}

/** The query of news/detail and cache content-private/public-detail: one item. */
export interface ContentIdQuery {
  id: number;
}

/** The query of news/list-detail: item ids separated by commas (at most 50). */
export interface ListDetailQuery {
  ids: string;
}

/** The query of elastic/related-news: the item, and how many related items (5 by default). */
export interface RelatedNewsQuery {
  id: number;
  limit?: number;
}

/** The query of `elastic/news-ticker` (without a limit: 10). */
export interface TickerQuery {
  limit?: number;
  important?: boolean;
  highlight?: boolean;
}

/** The body of send-read-news: the item read. */
export interface ReadNewsRequest {
  id: number;
}

/** The options of every report filter with choices, as `content/filter` returns them. */
export interface ContentFilterOptions {
  periodicities: ContentFilterOption[];
  publicationTypes: ContentFilterOption[];
  commodities: ContentFilterOption[];
  orderBy: ContentFilterOption[];
  originCountries: ContentFilterOption[];
  mediaTypes: ContentFilterOption[];
  priorities: ContentFilterOption[];
  reportTypes: ContentFilterOption[];
  authors: ContentFilterOption[];
}

/** The query of `user/count-sent-news`: with `since` (an ISO instant), only the news published after it count. */
export interface SentNewsCountQuery {
  since?: string;
}

/** The news the user was sent (`user/count-sent-news`). */
export interface SentNewsCount {
  count: number;
  lastSent: Pick<ContentListItem, 'id' | 'title' | 'newsContent' | 'dt_report' | 'dt_publish'>[];
}

/** A content notification (`content/notification`). */
export interface ContentNotification {
  id: number;
  title: string;
  commodity: CommodityRef;
  /** The publication type (its code decides the date shown, its name is the content type). */
  newsContent: NewsContentRef[];
  dt_report: string | null;
  dt_publish: string;
  read: boolean;
}

/** The query of `content-private`: the private-content location whose texts are shown. */
export interface PrivateContentQuery {
  location: ContentLocation;
}

/** The upsell text of a private-content location (`content-private`). */
export interface PrivateContent {
  location: ContentLocation;
  title: string;
  message: string;
  benefits: string[];
}

/** A subscription plan (cache `plans`): its name, description and features in the language asked for (`lang`). */
export interface SubscriptionPlan {
  id: number;
  name: string;
  description: string;
  /** The monthly price in cents of `currency`. */
  monthlyPrice: number;
  /** The ISO 4217 code of the currency the plan is sold in ('BRL'). */
  currency: string;
  publicationTypes: string[];
  commodities: number[];
  features: string[];
}

/** A public market quote (cache `content-private/quotes-public`). */
export interface PublicQuote {
  symbol: string;
  name: string;
  last: number;
  /** The day's change, in percent. */
  change: number;
  unit: string;
  updatedAt: string;
}

/** The answer of cache `content`: the latest public analyses and the public quotes. */
export interface CachedContent {
  analysis: ContentListItem[];
  quotes: PublicQuote[];
}

/** The answer of cache `news/cache/highlights`. */
export interface CachedHighlights {
  latestNews: ContentListItem[];
}

/** A menu item as the cache service spells it (cache `subjects`). */
export interface CachedMenuItem {
  code: number;
  labelPtBr: string;
  labelEnEu: string;
  labelEsEs: string;
  labelEsAr: string;
  labelPtPt: string;
  icon: string;
  active: boolean;
  mne: string;
}

/** The public teaser of an item (cache `content-private/public-detail`). */
export type PublicDetail = Pick<
  ContentListItem,
  'id' | 'commodity' | 'title' | 'summary' | 'dt_report' | 'dt_publish' | 'newsContent'
>;

/** One thing the platform offers, as the landing page presents it. */
export interface LandingFeature {
  title: string;
  text: string;
}

/**
 * The answer of `landing-page` (public, no session): the platform presented to a visitor in the request's language
 * (`lang`), with the subjects it covers (the enabled ones, named in that language).
 */
export interface LandingPage {
  title: string;
  summary: string;
  features: LandingFeature[];
  subjects: CommodityRef[];
}

/** The query of read-document and download-document-watermark: the item and the attachment's number (1, 2, …). */
export interface DocumentQuery {
  id: number;
  attachment: number;
}

/** The answer of document/email-link: where the link went, and until when it works (ISO instant). */
export interface DocumentLinkSent {
  email: string;
  expiresAt: string;
}

/** The query of report/pdf/whatsit: the item (a report) to render as a PDF. */
export interface ReportPdfQuery {
  id: number;
}

/** The query of public/file/download: the token of the e-mailed link. */
export interface PublicDownloadQuery {
  token: string;
}
