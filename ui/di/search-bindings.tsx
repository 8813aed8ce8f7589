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
import { HeaderSuggestions } from '../search/header-suggestions';
import { LocaleStore } from '../kit/i18n/locale.store';
import { SearchFilters } from '../search/search-filters';
import { SearchResultsPage } from '../search/search-page';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { SearchFiltersPanel } from './search-filters-panel';
import { HttpClientsToken } from './tokens';

/**
 * Binds the search area (its HTTP port and use case). This module loads with the suggestions or the results page, so
 * nothing of it weighs on the first pages; binding twice does nothing.
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
}

/** The suggestions of the header's box, with the area bound and its texts loaded first. */
export async function headerSuggestions(container: Container) {
  bindSearch(container);
  await container.get(LocaleStore).load(['search']);
  return HeaderSuggestions;
}

/**
 * The results page, with the area bound first and the report filters it combines with: the lists' filters store,
 * taken through the lists' own first module (so nothing here changes how the lists' modules are split into chunks).
 */
export async function searchRoute(container: Container) {
  bindSearch(container);
  const { ReportFiltersStore } = await import('../content/list-prefetch');
  if (!container.isBound(SearchFilters))
    container.bind(SearchFilters).toResolvedValue((store: SearchFilters) => store, [ReportFiltersStore]);
  return function SearchRoute() {
    return <SearchResultsPage filtersPanel={<SearchFiltersPanel />} />;
  };
}
