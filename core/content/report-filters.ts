// The report filters (SPEC §3): their empty state, how they turn into a list query, and how they are kept.
import { DateFilter, MediaBadge } from '../kernel/enums';
import { PAGINATOR } from '../kernel/constants';
import { type ClockPort } from '../kernel/clock.port';
import { type StoragePort } from '../kernel/storage.port';
import { type ContentListQuery } from './api';
import { OrderBy } from './catalogue';
import { quickDateRange } from './date-range';

/** Every report filter; null or false means the filter is off. */
export interface ReportFilters {
  periodicity: string | null;
  publicationType: string | null;
  commodity: number | null;
  orderBy: OrderBy;
  originCountry: string | null;
  highlight: boolean;
  live: boolean;
  important: boolean;
  exclusive: boolean;
  relevant: boolean;
  /** The quick date range chosen (others = the dates below). */
  dateFilter: DateFilter | null;
  dateFrom: string | null;
  dateTo: string | null;
  mediaType: MediaBadge | null;
  priority: number | null;
  reportType: number | null;
  author: number | null;
}

/** No filter on: newest first. */
export const EMPTY_REPORT_FILTERS: Readonly<ReportFilters> = Object.freeze({
  periodicity: null,
  publicationType: null,
  commodity: null,
  orderBy: OrderBy.RECENT,
  originCountry: null,
  highlight: false,
  live: false,
  important: false,
  exclusive: false,
  relevant: false,
  dateFilter: null,
  dateFrom: null,
  dateTo: null,
  mediaType: null,
  priority: null,
  reportType: null,
  author: null,
});

/** Local-storage key of the report filters (SPEC §3, Local storage: filters). */
export const REPORT_FILTERS_KEY = 'filters';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ORDERS: readonly string[] = Object.values(OrderBy);
const MEDIA: readonly string[] = Object.values(MediaBadge);
const DATE_FILTERS: readonly number[] = Object.values(DateFilter);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const date = (value: unknown): string | null => (typeof value === 'string' && ISO_DATE.test(value) ? value : null);

/** Filters read back from storage: anything missing or malformed is off. */
export function parseReportFilters(raw: string | null): ReportFilters {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return {
    periodicity: text(stored.periodicity),
    publicationType: text(stored.publicationType),
    commodity: positive(stored.commodity),
    orderBy: ORDERS.includes(String(stored.orderBy)) ? (stored.orderBy as OrderBy) : OrderBy.RECENT,
    originCountry: text(stored.originCountry),
    highlight: stored.highlight === true,
    live: stored.live === true,
    important: stored.important === true,
    exclusive: stored.exclusive === true,
    relevant: stored.relevant === true,
    dateFilter:
      DATE_FILTERS.includes(Number(stored.dateFilter)) && stored.dateFilter !== null
        ? (Number(stored.dateFilter) as DateFilter)
        : null,
    dateFrom: date(stored.dateFrom),
    dateTo: date(stored.dateTo),
    mediaType: MEDIA.includes(String(stored.mediaType)) ? (stored.mediaType as MediaBadge) : null,
    priority: positive(stored.priority),
    reportType: positive(stored.reportType),
    author: positive(stored.author),
  };
}

/** How many filters are on (the order is not counted; a date range counts once). */
export function activeFilterCount(filters: ReportFilters): number {
  const { orderBy: _order, dateFilter, dateFrom, dateTo, ...rest } = filters;
  const others = Object.values(rest).filter((value) => value !== null && value !== false).length;
  return others + (dateFilter !== null || dateFrom !== null || dateTo !== null ? 1 : 0);
}

/** The filters with a quick date range chosen: its dates filled in from the clock ('others' keeps the dates to pick). */
export function withQuickRange(filters: ReportFilters, range: DateFilter | null, clock: ClockPort): ReportFilters {
  if (range === null) return { ...filters, dateFilter: null, dateFrom: null, dateTo: null };
  const dates = quickDateRange(range, clock);
  return dates
    ? { ...filters, dateFilter: range, dateFrom: dates.from, dateTo: dates.to }
    : { ...filters, dateFilter: range };
}

/** A page size of the paginator's options (10, 25, 50), else the default 10. */
export function pageSizeOf(value: unknown): number {
  const size = Number(value);
  return (PAGINATOR.pageSizeOptions as readonly number[]).includes(size) ? size : PAGINATOR.defaultPageSize;
}

/**
 * The `elastic/listall` query of a page under these filters. The page's commodity wins; on All (0) the
 * commodity filter narrows the list. A quick range is recomputed from the clock, so a stored "one week"
 * still means the last week after a reload.
 */
export function listQuery(
  filters: ReportFilters,
  page: { commodity: number; page: number; pageSize: number },
  clock: ClockPort,
): ContentListQuery {
  const dates =
    filters.dateFilter !== null && filters.dateFilter !== DateFilter.OTHERS
      ? quickDateRange(filters.dateFilter, clock)
      : null;
  const query: ContentListQuery = {
    commodity: page.commodity === 0 && filters.commodity !== null ? filters.commodity : page.commodity,
    page: Math.max(1, Math.trunc(page.page)),
    pageSize: pageSizeOf(page.pageSize),
    orderBy: filters.orderBy,
  };
  const set = <K extends keyof ContentListQuery>(key: K, value: ContentListQuery[K] | null | false) => {
    if (value !== null && value !== false && value !== undefined) query[key] = value;
  };
  set('periodicity', filters.periodicity);
  set('publicationType', filters.publicationType);
  set('originCountry', filters.originCountry);
  set('highlight', filters.highlight);
  set('live', filters.live);
  set('important', filters.important);
  set('exclusive', filters.exclusive);
  set('relevant', filters.relevant);
  set('dateFrom', dates?.from ?? filters.dateFrom);
  set('dateTo', dates?.to ?? filters.dateTo);
  set('mediaType', filters.mediaType);
  set('priority', filters.priority);
  set('reportType', filters.reportType);
  set('author', filters.author);
  return query;
}

/** The report filters kept in local storage, so they survive a reload. */
export class ReportFilterRepository {
  constructor(private readonly storage: StoragePort) {}

  /** The stored filters (none on when nothing is stored). */
  load(): ReportFilters {
    return parseReportFilters(this.storage.getItem(REPORT_FILTERS_KEY));
  }

  /** Keeps the filters. */
  save(filters: ReportFilters): void {
    this.storage.setItem(REPORT_FILTERS_KEY, JSON.stringify(filters));
  }

  /** Forgets the filters (Clear). */
  clear(): ReportFilters {
    this.storage.removeItem(REPORT_FILTERS_KEY);
    return { ...EMPTY_REPORT_FILTERS };
  }
}
