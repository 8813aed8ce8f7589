// Consulting (SPEC §1, §7 reportData/consulting): the private reports and services the consultancy delivers to a
// client under the client's plan (a monthly supply-and-demand balance, a hedge recommendation, a cost-of-production
// study, an on-demand study), each with its documents. The plan's service option `consulting` opens it; a user whose
// plan does not include it is refused (403, insufficient rights) and shown the plans instead. These rules load with the
// consulting page only (nothing else imports this module).
import { type ServiceOption } from '../services/options';
import { ApiError } from '../kernel/errors/api-error';
import { type CommodityRef } from './content-item';

/** The kinds of consulting service, in the order the page groups them. */
export const CONSULTING_KINDS = ['supply-demand', 'hedge', 'cost-of-production', 'on-demand'] as const;
/** A kind of consulting service. */
export type ConsultingKind = (typeof CONSULTING_KINDS)[number];

/** Where a deliverable stands: delivered (its documents attached), being prepared, or booked for a later day. */
export const CONSULTING_STATUSES = ['in-progress', 'scheduled', 'delivered'] as const;
/** A deliverable's status. */
export type ConsultingStatus = (typeof CONSULTING_STATUSES)[number];

/** The page size of reportData/consulting (default) and the largest one asked. */
export const CONSULTING_PAGE_SIZE = 50;
export const CONSULTING_MAX_PAGE_SIZE = 100;

/** A document of a deliverable: an attachment of a content item, read and downloaded through the document calls. */
export interface ConsultingDocument {
  /** The content item the document is an attachment of (read-document, download-document-watermark). */
  id: number;
  /** The attachment's number in that item (1-based). */
  attachment: number;
  /** The file's name. */
  name: string;
  /** The document's title (its item's title, in the reader's language). */
  title: string;
}

/** One deliverable of the client's consulting. */
export interface ConsultingItem {
  id: number;
  title: string;
  commodity: CommodityRef;
  kind: ConsultingKind;
  summary: string;
  /** The day it was delivered, or is due (YYYY-MM-DD). */
  date: string;
  analyst: string;
  status: ConsultingStatus;
  documents: ConsultingDocument[];
}

/** The query of reportData/consulting: one commodity, one kind, a page (from 1) of `pageSize`. */
export interface ConsultingQuery {
  commodity?: number;
  kind?: ConsultingKind;
  page?: number;
  pageSize?: number;
}

/** The answer of reportData/consulting: a page of the deliverables, and the commodities all of them cover (the filter's choices). */
export interface ConsultingPage {
  items: ConsultingItem[];
  total: number;
  page: number;
  pageSize: number;
  commodities: CommodityRef[];
}

/** Whether a text names a consulting kind. */
export function isConsultingKind(value: unknown): value is ConsultingKind {
  return (CONSULTING_KINDS as readonly unknown[]).includes(value);
}

/** Whether a plan's service options open consulting (a free user has none; neither has a demo: consulting is contracted). */
export function mayUseConsulting(options: readonly ServiceOption[]): boolean {
  return options.includes('consulting');
}

/** Whether a deliverable's documents may be opened: only a delivered one has them. */
export function hasDocuments(item: Pick<ConsultingItem, 'status' | 'documents'>): boolean {
  return item.status === 'delivered' && item.documents.length > 0;
}

const STATUS_RANK: Readonly<Record<ConsultingStatus, number>> = { 'in-progress': 0, scheduled: 1, delivered: 2 };

/**
 * The order of a service's deliverables: the work under way first, then the booked ones from the nearest day, then the
 * delivered ones from the latest; equal ones by id.
 */
export function compareConsulting(a: ConsultingItem, b: ConsultingItem): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  const byDate = a.status === 'delivered' ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date);
  return byDate !== 0 ? byDate : a.id - b.id;
}

/** One service's deliverables. */
export interface ConsultingGroup {
  kind: ConsultingKind;
  items: ConsultingItem[];
}

/** The deliverables grouped by service, in the services' order (a service without deliverables is left out), each ordered by compareConsulting. */
export function groupConsulting(items: readonly ConsultingItem[]): ConsultingGroup[] {
  return CONSULTING_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => item.kind === kind).sort(compareConsulting),
  })).filter((group) => group.items.length > 0);
}

/** The status of a deliverable dated `day` on `today` (both YYYY-MM-DD): a past day is delivered unless still in progress. */
export function consultingStatusOn(day: string, today: string, inProgress: boolean): ConsultingStatus {
  if (day > today) return 'scheduled';
  return inProgress ? 'in-progress' : 'delivered';
}

/** How many pages `total` deliverables take. */
export function consultingPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Whether a failed call of reportData/consulting is the plan's refusal (403): the page then shows the plans instead. */
export function isConsultingRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
