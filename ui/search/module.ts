import { type AreaModule } from '../kit/area-module';

/** The header's suggestions, loaded when the header's box is first focused. */
export const loadHeaderSuggestions = async () => (await import('./header-suggestions')).HeaderSuggestions;

/** The results page and its filters' panel, which ui/app joins with the content's report filters. */
export const loadSearchResults = async () => {
  const [{ SearchResultsPage }, { SearchFiltersPanel }] = await Promise.all([
    import('./search-page'),
    import('./search-filters-panel'),
  ]);
  return { SearchResultsPage, SearchFiltersPanel };
};

/** Search: its texts (its page joins the content's report filters, so its route and the header's suggestions are composed in ui/app). */
export const searchModule: AreaModule = { namespaces: ['search'] };
