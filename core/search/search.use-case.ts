import { type ClockPort } from '../kernel/clock.port';
import { EMPTY_REPORT_FILTERS, listQuery, parseReportFilters, type ReportFilters } from '../content/report-filters';
import { type SearchPage, type SearchQuery } from './api';
import { parseSearch, SEARCH_RULES } from './query';
import { type SearchApiPort } from './search-api.port';

/** What the results page asks: the text, the page and the report filters. */
export interface SearchRequest {
  text: string;
  page: number;
  filters: ReportFilters;
}

/** The outcome of a search: too short to search (nothing asked of the server), or a page of results. */
export type SearchOutcome = { kind: 'too-short' } | { kind: 'results'; text: string; page: SearchPage };

/** The elastic/search query of a request: the list query of the filters (no order: results go by relevance) and the text. */
export function searchQuery(request: SearchRequest, clock: ClockPort): SearchQuery | null {
  const parsed = parseSearch(request.text);
  if (!parsed) return null;
  const { orderBy: _order, ...list } = listQuery(
    request.filters,
    { commodity: 0, page: request.page, pageSize: SEARCH_RULES.pageSize },
    clock,
  );
  return { ...list, q: parsed.text };
}

/** Searches every publication type under the report filters; a text too short is not sent. */
export class SearchUseCase {
  constructor(
    private readonly api: SearchApiPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: SearchRequest): Promise<SearchOutcome> {
    const query = searchQuery(request, this.clock);
    if (!query) return { kind: 'too-short' };
    return { kind: 'results', text: query.q, page: await this.api.search(query) };
  }
}

/** The report filters that the address carries, each by its own name (the order is not one of them). */
const addressFilters = () =>
  Object.keys(EMPTY_REPORT_FILTERS).filter((key) => key !== 'orderBy') as (keyof ReportFilters)[];
/** The filters the address writes as numbers. */
const NUMERIC: readonly (keyof ReportFilters)[] = ['commodity', 'priority', 'reportType', 'author', 'dateFilter'];

/** The results page's address parameters: the text as `q`, then each filter that is on. */
export function searchAddressParams(text: string, filters: ReportFilters, page = 1): [string, string][] {
  const params: [string, string][] = [['q', text]];
  for (const key of addressFilters()) {
    const value = filters[key];
    if (value !== null && value !== false) params.push([key, String(value)]);
  }
  if (page > 1) params.push(['page', String(page)]);
  return params;
}

/** The text, filters and page an address holds; anything malformed is left off (as stored filters are read). */
export function searchFromAddress(get: (name: string) => string | null): SearchRequest {
  const stored: Record<string, unknown> = {};
  for (const key of addressFilters()) {
    const value = get(key);
    if (value === null) continue;
    if (NUMERIC.includes(key)) stored[key] = /^\d{1,9}$/.test(value) ? Number(value) : null;
    else if (typeof EMPTY_REPORT_FILTERS[key] === 'boolean') stored[key] = value === 'true';
    else stored[key] = value;
  }
  const page = Number(get('page'));
  return {
    text: normalise(get('q')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    filters: parseReportFilters(JSON.stringify(stored)),
  };
}

const normalise = (value: string | null): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_RULES.maxLength);
