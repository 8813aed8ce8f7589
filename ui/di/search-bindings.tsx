import { type Container } from 'inversify';
import {
  ClockPort,
  SearchApiPort,
  SearchUseCase,
  SessionRepository,
  TransportFailurePort,
  type ClockPort as Clock,
  type SearchApiPort as SearchApi,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { ReportFiltersStore } from '../content/report-filters.store';
import { HeaderSuggestions } from '../search/header-suggestions';
import { SearchFilters } from '../search/search-filters';
import { SearchResultsPage } from '../search/search-page';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { SearchFiltersPanel } from './search-filters-panel';
import { HttpClientsToken } from './tokens';

/**
 * Binds the search area (its HTTP port, use case and the report filters it combines with). This module loads with the
 * suggestions or the results page, so nothing of it weighs on the first pages; binding twice does nothing.
 */
export function bindSearch(container: Container): void {
  if (container.isBound(SearchApiPort)) return;
  container.bind(SearchApiPort).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<SearchApi>(async () => {
        try {
          return new (await import('../../adapters/http/http-search-api')).HttpSearchApi((await clients()).api);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
  );
  container
    .bind(SearchUseCase)
    .toResolvedValue((api: SearchApi, clock: Clock) => new SearchUseCase(api, clock), [SearchApiPort, ClockPort]);
  container.bind(SearchFilters).toResolvedValue((store: ReportFiltersStore) => store, [ReportFiltersStore]);
}

/** The suggestions of the header's box, with the area bound first. */
export function headerSuggestions(container: Container) {
  bindSearch(container);
  return HeaderSuggestions;
}

/** The results page, with the area bound first and the lists' report filters in it. */
export function searchRoute(container: Container) {
  bindSearch(container);
  return function SearchRoute() {
    return <SearchResultsPage filtersPanel={<SearchFiltersPanel />} />;
  };
}
