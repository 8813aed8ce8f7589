import {
  type SearchApiPort,
  type SearchPage,
  type SearchQuery,
  type SearchSuggestion,
  type SuggestQuery,
} from '../../core';
import { type ApiClient } from './api-client';
import { SearchPageDto, SearchSuggestionDto } from './search/search.dto';

/** SearchApiPort over the HTTP API (elastic/search, elastic/suggest). */
export class HttpSearchApi implements SearchApiPort {
  constructor(private readonly api: ApiClient) {}

  search(query: SearchQuery): Promise<SearchPage> {
    return this.api.get('elastic/search', { params: { ...query }, response: SearchPageDto });
  }

  suggest(query: SuggestQuery): Promise<SearchSuggestion[]> {
    return this.api.get('elastic/suggest', { params: { ...query }, response: [SearchSuggestionDto] });
  }
}
