// The query of an admin list (SPEC §2 paginator: page size 10, options 10, 25 and 50): the page, its size,
// the sorted column and direction, and the filter fields. One reading of it serves the address bar (a list can be
// shared and survives a reload) and the server (which refuses nothing: a bad value falls back to its default).
import { PAGINATOR } from '../kernel/constants';

/** The direction of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** What an admin list shows: which page, how many rows, the order and the filters. */
export interface TableQuery {
  /** The page, from 1. */
  page: number;
  /** Rows per page: one of PAGINATOR.pageSizeOptions. */
  pageSize: number;
  /** The sorted column's id, or null for the list's own order. */
  sort: string | null;
  dir: SortDirection;
  /** The filter fields with a value (a text, or a date as yyyy-mm-dd), by field name. */
  filters: Readonly<Record<string, string>>;
}

/** One page of an admin list, as every admin list call answers it. */
export interface TablePage<Row> {
  items: Row[];
  /** Every row the filters match, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** The query parameters the table itself uses; every other parameter is a filter. */
const OWN_PARAMETERS = new Set(['page', 'pageSize', 'sort', 'dir']);
/** The most pages a list goes to (with the largest page size, 10,000 rows deep). */
export const TABLE_MAX_PAGE = 200;
/** The longest filter value kept. */
export const TABLE_FILTER_MAX_LENGTH = 100;

/** A list's first page, in its own order, unfiltered. */
export const DEFAULT_TABLE_QUERY: TableQuery = {
  page: 1,
  pageSize: PAGINATOR.defaultPageSize,
  sort: null,
  dir: 'asc',
  filters: {},
};

function positive(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/**
 * Reads a list's query from query parameters. Only the given sortable columns and filter fields are kept; a page,
 * size or direction that is not one of the allowed values falls back to its default; blank filters are dropped.
 */
export function parseTableQuery(
  params: URLSearchParams,
  allowed: { sortable: readonly string[]; filters: readonly string[] },
): TableQuery {
  const size = Number(params.get('pageSize'));
  const sort = params.get('sort');
  const filters: Record<string, string> = {};
  for (const name of allowed.filters) {
    if (OWN_PARAMETERS.has(name)) continue;
    const value = params.get(name)?.trim().slice(0, TABLE_FILTER_MAX_LENGTH);
    if (value) filters[name] = value;
  }
  return {
    page: positive(params.get('page'), TABLE_MAX_PAGE) ?? 1,
    pageSize: (PAGINATOR.pageSizeOptions as readonly number[]).includes(size) ? size : PAGINATOR.defaultPageSize,
    sort: sort !== null && allowed.sortable.includes(sort) ? sort : null,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

/** The query parameters of a list's query, leaving out what is at its default (so a plain list has a plain address). */
export function tableQueryParams(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query.filters)) if (value !== '') params.set(name, value);
  if (query.sort !== null) {
    params.set('sort', query.sort);
    if (query.dir === 'desc') params.set('dir', 'desc');
  }
  if (query.pageSize !== PAGINATOR.defaultPageSize) params.set('pageSize', String(query.pageSize));
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}

/** The number of pages of a list (at least 1, so an empty list still has its page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
