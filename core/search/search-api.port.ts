import { type SearchPage, type SearchQuery, type SearchSuggestion, type SuggestQuery } from './api';

/** The search calls of the API. */
export interface SearchApiPort {
  /** A page of the items that match, best first, under the report filters. */
  search(query: SearchQuery): Promise<SearchPage>;
  /** The titles (at most five) of the items that match what is typed. */
  suggest(query: SuggestQuery): Promise<SearchSuggestion[]>;
}
/** Injection token of the SearchApiPort. */
export const SearchApiPort = Symbol('SearchApiPort');
