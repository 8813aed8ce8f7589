import { type Container } from 'inversify';
import { lazy } from 'react';
import { bindOnce } from '../di/binding';
import { bindSearch } from '../di/search-bindings';
import { LocaleStore } from '../kit/i18n/locale.store';
import { type loadHeaderSuggestions, loadReportFiltersPanel, type loadSearchResults } from '../modules';

// The search area's entries: the header's suggestions and the results page, each with the area bound first. This
// module loads when the header's box is first focused or the results page is first opened, beside the search area's
// parts (the routes load the two side by side).

/** The content's report filters, loaded when the results page's filters are first opened. */
const ReportFiltersPanel = lazy(async () => ({ default: await loadReportFiltersPanel() }));

/** The suggestions of the header's box, with the area bound and its texts loaded first. */
export async function headerSuggestions(
  container: Container,
  HeaderSuggestions: Awaited<ReturnType<typeof loadHeaderSuggestions>>,
) {
  bindOnce(container, bindSearch);
  await container.get(LocaleStore).load(['search']);
  return HeaderSuggestions;
}

/** The results page, with the area bound first and the lists' report filters beside it. */
export function searchRoute(
  container: Container,
  { SearchResultsPage, SearchFiltersPanel }: Awaited<ReturnType<typeof loadSearchResults>>,
) {
  bindOnce(container, bindSearch);
  return function SearchRoute() {
    return <SearchResultsPage filtersPanel={<SearchFiltersPanel ReportFiltersPanel={ReportFiltersPanel} />} />;
  };
}
