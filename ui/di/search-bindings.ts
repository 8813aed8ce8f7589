import { type Container } from 'inversify';
import {
  ClockPort,
  SearchApiPort,
  SearchUseCase,
  type ClockPort as Clock,
  type SearchApiPort as SearchApi,
} from '../../core';
// The lists' own first module: the results page combines with their report filters, and nothing here changes how the
// lists' modules are split into chunks.
import { ReportFiltersStore } from '../content/list-prefetch';
import { SearchFilters } from '../search/search-filters';
import { bindHttpPort } from './binding';

/**
 * Binds the search area: its HTTP port, its use case, and the report filters the results page combines with (the
 * lists' filters store, kept for the session). This module loads with the suggestions or the results page.
 */
export function bindSearch(container: Container): void {
  bindHttpPort<SearchApi>(
    container,
    SearchApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-search-api')).HttpSearchApi(api),
  );
  container
    .bind(SearchUseCase)
    .toResolvedValue((api: SearchApi, clock: Clock) => new SearchUseCase(api, clock), [SearchApiPort, ClockPort]);
  container.bind(SearchFilters).toResolvedValue((store: SearchFilters) => store, [ReportFiltersStore]);
}
