import { type Container } from 'inversify';
import { bindOnce } from '../di/binding';
import { bindSearch } from '../di/search-bindings';
import { LocaleStore } from '../kit/i18n/locale.store';
import { HeaderSuggestions } from '../search/header-suggestions';
import { SearchResultsPage } from '../search/search-page';
import { SearchFiltersPanel } from './search-filters-panel';

// The search area's entries: the header's suggestions and the results page, each with the area bound first. This
// module loads when the header's box is first focused or the results page is first opened.

/** The suggestions of the header's box, with the area bound and its texts loaded first. */
export async function headerSuggestions(container: Container) {
  bindOnce(container, bindSearch);
  await container.get(LocaleStore).load(['search']);
  return HeaderSuggestions;
}

/** The results page, with the area bound first and the lists' report filters beside it. */
export function searchRoute(container: Container) {
  bindOnce(container, bindSearch);
  return function SearchRoute() {
    return <SearchResultsPage filtersPanel={<SearchFiltersPanel />} />;
  };
}
