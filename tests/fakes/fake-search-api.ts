import {
  ApiError,
  parseSearch,
  SEARCH_RULES,
  type ContentListItem,
  type HighlightRange,
  type SearchApiPort,
  type SearchPage,
  type SearchQuery,
  type SearchResultItem,
  type SearchSuggestion,
  type SearchTerm,
  type SuggestQuery,
} from '../../core';
import { contentItem } from './content-library';

/** An item the fake searches: its entry (locked or open for the reader) and its body. */
export interface SearchableItem {
  entry: ContentListItem;
  body: string;
}

/** A text without accents and case, as the search compares words. */
const plain = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text with where each starts. */
function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: plain(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Whether a word of the text is the query's word (a word being typed: starts with it; otherwise: the same up to a final "s"). */
const sameWord = (word: string, wanted: string, prefix: boolean): boolean =>
  prefix ? word.startsWith(wanted) : word === wanted || word === `${wanted}s` || `${word}s` === wanted;

/** The ranges of a text its terms match. */
function rangesIn(text: string, terms: readonly SearchTerm[]): HighlightRange[] {
  const words = wordsOf(text);
  const ranges: HighlightRange[] = [];
  for (const term of terms)
    words.forEach((_, index) => {
      const run = term.words.every((wanted, n) => {
        const word = words[index + n];
        return word !== undefined && sameWord(word.word, plain(wanted), term.prefix && n === term.words.length - 1);
      });
      if (run) ranges.push({ start: words[index]!.start, end: words[index + term.words.length - 1]!.end });
    });
  return ranges.sort((a, b) => a.start - b.start);
}

/** Whether every term matches somewhere in the texts. */
const matches = (texts: readonly string[], terms: readonly SearchTerm[]): boolean =>
  terms.every((term) => texts.some((text) => rangesIn(text, [term]).length > 0));

/**
 * The search as the server answers it, on a few items: words compared without accents and case (a final "s" aside,
 * for the stems), phrases, the last word a prefix while typing, and the rights (a locked item matches on its title
 * and summary only, never on its body). Newest first among matches. `offline` makes every call fail; `held` keeps
 * the suggestions' answers until `release`.
 */
export class FakeSearchApi implements SearchApiPort {
  items: SearchableItem[] = [];
  offline = false;
  readonly searches: SearchQuery[] = [];
  readonly suggestions: SuggestQuery[] = [];
  held = false;
  private waiting: (() => void)[] = [];

  /** Adds an item. */
  add(id: number, fields: Partial<ContentListItem>, body = ''): this {
    this.items.push({ entry: contentItem(id, fields), body });
    return this;
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    this.searches.push(query);
    if (this.offline) throw new ApiError(undefined, undefined);
    const parsed = parseSearch(query.q);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? SEARCH_RULES.pageSize;
    const found = parsed ? this.found(parsed.terms, query) : [];
    const shown = found.slice(0, SEARCH_RULES.maxResults);
    return {
      items: shown.slice((page - 1) * pageSize, page * pageSize),
      total: shown.length,
      capped: found.length > shown.length,
      page,
      pageSize,
    };
  }

  async suggest(query: SuggestQuery): Promise<SearchSuggestion[]> {
    this.suggestions.push(query);
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.offline) throw new ApiError(undefined, undefined);
    const parsed = parseSearch(query.q, 'typing');
    if (!parsed) return [];
    return this.found(parsed.terms, {})
      .slice(0, SEARCH_RULES.suggestions)
      .map((item) => ({
        id: item.id,
        title: item.title,
        highlights: item.highlights.title,
        commodity: item.commodity,
        locked: item.locked,
      }));
  }

  /** Lets the suggestions held so far answer, the oldest first. */
  async release(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) {
      resolve();
      await Promise.resolve();
    }
  }

  /** Lets one held answer (by its order) go. */
  releaseOne(index: number): void {
    const [resolve] = this.waiting.splice(index, 1);
    resolve?.();
  }

  private found(terms: readonly SearchTerm[], filters: Partial<SearchQuery>): SearchResultItem[] {
    return this.items
      .filter(({ entry }) => !filters.commodity || entry.commodity.id === filters.commodity)
      .filter(({ entry }) => !filters.publicationType || entry.newsContent[0]?.code === filters.publicationType)
      .filter(({ entry, body }) =>
        matches(entry.locked ? [entry.title, entry.summary] : [entry.title, entry.summary, body], terms),
      )
      .sort((a, b) => b.entry.dt_publish.localeCompare(a.entry.dt_publish))
      .map(({ entry }) => ({
        ...entry,
        highlights: { title: rangesIn(entry.title, terms), summary: rangesIn(entry.summary, terms) },
      }));
  }
}
