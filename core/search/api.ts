// The search calls' shapes (elastic/search, elastic/suggest): the query, a page of results and the suggestions.
import { type ContentListQuery } from '../content/api';
import { type CommodityRef, type ContentListItem } from '../content/content-item';
import { type HighlightRange } from './query';

/** The query of elastic/search: the text and the report filters of the lists (ordered by relevance and recency). */
export interface SearchQuery extends Omit<ContentListQuery, 'orderBy'> {
  q: string;
}

/** What matched in a result's title and summary (never in a body the reader may not open). */
export interface SearchHighlights {
  title: HighlightRange[];
  summary: HighlightRange[];
}

/** A result: the item as a list entry (locked when the reader may not open it) and its highlights. */
export interface SearchResultItem extends ContentListItem {
  highlights: SearchHighlights;
}

/** A page of results, best first. */
export interface SearchPage {
  items: SearchResultItem[];
  /** How many items match, counted up to SEARCH_RULES.maxResults. */
  total: number;
  /** More items match than `total` counts (only the first SEARCH_RULES.maxResults are shown). */
  capped: boolean;
  page: number;
  pageSize: number;
}

/** The query of elastic/suggest: the text as typed (its last word a prefix). */
export interface SuggestQuery {
  q: string;
}

/** A suggestion: the title of an item that matches what is typed, with the matched words. */
export interface SearchSuggestion {
  id: number;
  title: string;
  highlights: HighlightRange[];
  commodity: CommodityRef;
  locked: boolean;
}
