// The search routes (under /api, signed in): elastic/search (a page of results under the report filters) and
// elastic/suggest (the top titles while typing). Rights as the lists (search/service.ts): a locked item comes back
// locked, without its body, and is matched and highlighted on its title and summary only.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { SEARCH_RULES, type SearchPage, type SearchQuery, type SearchSuggestion, type SuggestQuery } from '../../core';
import { type AppContext } from '../context';
import { requireReader } from '../content/guard';
import { ListQuery, MAX_PAGE_SIZE } from '../content/queries';
import { type AssertSame, Int, Text } from '../wire';
import { search, suggest } from './service';

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

/** Registers the search routes (under /api). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SearchQuery; Reply: SearchPage }>(
    '/elastic/search',
    { schema: { querystring: SearchSchema } },
    async (request): Promise<SearchPage> => search(ctx, await requireReader(ctx, request), request.query),
  );

  app.get<{ Querystring: SuggestQuery; Reply: SearchSuggestion[] }>(
    '/elastic/suggest',
    { schema: { querystring: SuggestSchema } },
    async (request): Promise<SearchSuggestion[]> => suggest(ctx, await requireReader(ctx, request), request.query.q),
  );
}
