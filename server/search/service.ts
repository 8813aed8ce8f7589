// The search for a reader (SPEC §7 elastic/search, elastic/suggest): a page of results under the report filters, and
// the top titles while typing. Rights as the lists: a locked item comes back locked, without its body, and is matched
// and highlighted on its title and summary only.
import {
  fullTextQuery,
  type HighlightRange,
  parseSearch,
  rangesFromMarkers,
  SEARCH_RULES,
  type SearchPage,
  type SearchQuery,
  type SearchSuggestion,
} from '../../core';
import { type AppContext } from '../context';
import { entries } from '../content/entries.service';
import { findItems } from '../content/repository';
import { subjectsOf, type Reader } from '../content/service';
import { headlines, MARK_CLOSE, MARK_OPEN, searchPage, similarTitles, suggestedItems } from './repository';

/** The ranges a headline marks in a text, none when it cannot be read back onto the text. */
const ranges = (marked: string | undefined, text: string): HighlightRange[] =>
  (marked !== undefined && rangesFromMarkers(marked, text, MARK_OPEN, MARK_CLOSE)) || [];

/** A page of the items that match a query under the list's filters, their words highlighted. */
export async function search(ctx: AppContext, who: Reader, request: SearchQuery): Promise<SearchPage> {
  const { q, commodity = 0, page = 1, pageSize = SEARCH_RULES.pageSize, ...filters } = request;
  const subjectIds = subjectsOf(who, commodity);
  const parsed = parseSearch(q);
  if (!parsed) return { items: [], total: 0, capped: false, page, pageSize };
  const query = fullTextQuery(parsed);
  const { ids, total, capped } = await searchPage(
    ctx.db,
    { reader: who, query, filters: { ...filters, subjectIds }, limit: pageSize, offset: (page - 1) * pageSize },
    SEARCH_RULES.maxResults,
  );
  const [rows, marked] = await Promise.all([findItems(ctx.db, ids), headlines(ctx.db, who.locale, query, ids)]);
  const items = await entries(ctx, who, rows);
  return {
    items: items.map((item) => ({
      ...item,
      highlights: {
        title: ranges(marked.get(item.id)?.title, item.title),
        summary: ranges(marked.get(item.id)?.summary, item.summary),
      },
    })),
    total,
    capped,
    page,
    pageSize,
  };
}

/** The top titles for a text being typed: by its words, else titles that look like it (a word mistyped). */
export async function suggest(ctx: AppContext, who: Reader, text: string): Promise<SearchSuggestion[]> {
  const parsed = parseSearch(text, 'typing');
  if (!parsed) return [];
  const query = fullTextQuery(parsed);
  const filters = { subjectIds: subjectsOf(who, 0) };
  const limit = SEARCH_RULES.suggestions;
  const found = await suggestedItems(ctx.db, { reader: who, query, filters, limit });
  // Nothing by the words: titles that look like the text (a word mistyped) instead.
  const similar =
    found.length > 0
      ? []
      : await similarTitles(ctx.db, { reader: who, text: parsed.text, filters, limit, except: found });
  const ids = [...found, ...similar];
  const [rows, marked] = await Promise.all([findItems(ctx.db, ids), headlines(ctx.db, who.locale, query, ids)]);
  const items = await entries(ctx, who, rows);
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    highlights: ranges(marked.get(item.id)?.title, item.title),
    commodity: item.commodity,
    locked: item.locked,
  }));
}
