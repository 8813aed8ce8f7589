// The wire contract of the publishing desk (under /api/admin/publishing): a publication written, saved, scheduled and
// sent to its readers by e-mail and push. Declared once here; the server's schemas are tied to these types.
import { type ContentAttachment } from '../content/content-item';
import { type ShareCounts } from '../content/share';
import { type NewsImportance, type NewsStatus } from '../kernel/enums';
import { type TablePage } from './table-query';

/** What the publisher writes: everything of a publication but its status. */
export interface PublishingDraft {
  /** The publication type (SPEC report types: analysis, news, report, flash, …). */
  publicationType: string;
  /** The commodities (subject ids) it is about; at least one. */
  commodities: number[];
  tags: string[];
  importance: NewsImportance;
  exclusive: boolean;
  live: boolean;
  highlight: boolean;
  /** The highlight's title (at most 120 characters), required when the publication is a highlight. */
  highlightTitle: string;
  title: string;
  summary: string;
  /** The body as HTML; the server keeps it sanitised as the reader's view shows it. */
  body: string;
  /** Files already in the library, attached as the content's attachments are. */
  attachments: ContentAttachment[];
}

/** A publication on the desk. */
export interface PublishingItem extends PublishingDraft {
  id: number;
  status: NewsStatus;
  /** When a scheduled publication goes out (ISO 8601); null when not scheduled. */
  scheduledAt: string | null;
  /** When it was sent (ISO 8601); null before. */
  sentAt: string | null;
  /** The deliveries (an e-mail or a push to one reader) that failed and are still missing. */
  failures: number;
  /** The deliveries that reached their reader. */
  delivered: number;
  /** The content items it became once sent, one per commodity (their ids open them in the app). */
  contentIds: number[];
  updatedAt: string;
}

/** One row of the desk's list. */
export interface PublishingRow {
  id: number;
  title: string;
  publicationType: string;
  status: NewsStatus;
  commodities: number[];
  scheduledAt: string | null;
  sentAt: string | null;
  failures: number;
  /** How many times readers shared the content items it became, in all and by channel. */
  shares: ShareCounts;
  /** The row's date: when it was sent, else when it is scheduled, else its last change (ISO 8601). */
  date: string;
}

/** A page of the desk's list. */
export type PublishingPage = TablePage<PublishingRow>;

/** The query of the desk's list: the table's own parameters and the filters, as the address carries them. */
export interface PublishingListQuery {
  page?: string;
  pageSize?: string;
  sort?: string;
  dir?: string;
  title?: string;
  type?: string;
  status?: string;
  /** A day (yyyy-mm-dd): rows whose date falls on it. */
  date?: string;
}

/** The id of a publication in a path. */
export interface PublishingIdParams {
  id: number;
}

/** The body of POST admin/publishing/{id}/schedule. */
export interface PublishingScheduleRequest {
  /** When it goes out (ISO 8601, in the future). */
  at: string;
}

/** The columns the desk's list sorts by, and its filters. */
export const PUBLISHING_SORTABLE = ['title', 'type', 'status', 'date'] as const;
export const PUBLISHING_FILTERS = ['title', 'type', 'status', 'date'] as const;
