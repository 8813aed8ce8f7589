// The search routes (under /api, signed in): elastic/search (a page of results under the report filters) and
// elastic/suggest (the top titles while typing). Rights as the lists: a locked item comes back locked, without its
// body, and is matched and highlighted on its title and summary only.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  fullTextQuery,
  type HighlightRange,
  parseSearch,
  rangesFromMarkers,
  SEARCH_RULES,
  type SearchPage,
  type SearchQuery,
  type SearchSuggestion,
  type SuggestQuery,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, Text } from '../wire';
import { findItems } from '../content/repository';
import { ListQuery, MAX_PAGE_SIZE, entries } from '../content/routes';
import { readerOf, subjectsOf, type Reader } from '../content/service';
import { headlines, MARK_CLOSE, MARK_OPEN, searchPage, similarTitles, suggestedItems } from './repository';

/** The typed text: one line, as long as a query may be with room for blanks the core trims. */
const QueryText = Text(SEARCH_RULES.maxLength * 2, { minLength: 1 });

const { orderBy: _order, pageSize: _size, ...listFields } = ListQuery.properties;
export const SearchSchema = Type.Object({
  ...listFields,
  q: QueryText,
  pageSize: Type.Optional(Int(1, MAX_PAGE_SIZE)),
});
export type SearchSchemaIsCore = AssertSame<Static<typeof SearchSchema>, SearchQuery>;
export const SuggestSchema = Type.Object({ q: QueryText });
export type SuggestSchemaIsCore = AssertSame<Static<typeof SuggestSchema>, SuggestQuery>;

/** The reader of a signed-in request. */
async function reader(ctx: AppContext, request: FastifyRequest): Promise<Reader> {
  const { user, generations } = await requireSession(ctx, request);
  return readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
}

/** The ranges a headline marks in a text, none when it cannot be read back onto the text. */
const ranges = (marked: string | undefined, text: string): HighlightRange[] =>
  (marked !== undefined && rangesFromMarkers(marked, text, MARK_OPEN, MARK_CLOSE)) || [];

/** Registers the search routes (under /api). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SearchQuery; Reply: SearchPage }>(
    '/elastic/search',
    { schema: { querystring: SearchSchema } },
    async (request): Promise<SearchPage> => {
      const who = await reader(ctx, request);
      const { q, commodity = 0, page = 1, pageSize = SEARCH_RULES.pageSize, ...filters } = request.query;
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
    },
  );

  app.get<{ Querystring: SuggestQuery; Reply: SearchSuggestion[] }>(
    '/elastic/suggest',
    { schema: { querystring: SuggestSchema } },
    async (request): Promise<SearchSuggestion[]> => {
      const who = await reader(ctx, request);
      const parsed = parseSearch(request.query.q, 'typing');
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
    },
  );
}
