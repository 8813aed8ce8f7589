// The routes of the lists that serve the back office's forms (under /api): the dropdown lists, the user filter and
// the acronym lookup (SPEC §7), each behind the rule of the forms it serves.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ACRONYM_RULE,
  type AcronymMatch,
  type AcronymQuery,
  DROPDOWN_RULES,
  DROPDOWNS,
  type DropdownOption,
  USER_FILTER_RULE,
  type UserOption,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { type AssertSame, Text } from '../wire';
import { requireRole } from './guard';
import { dropdownOptions, findAcronym, usersToFilter } from './lists.service';

const AcronymQuerySchema = Type.Object({ key: Text(20, { minLength: 1 }) });
export type AcronymQueryIsCore = AssertSame<Static<typeof AcronymQuerySchema>, AcronymQuery>;

/** Registers the dropdown lists, the user filter and the acronym lookup. */
export function adminListsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const name of DROPDOWNS)
    app.get<{ Reply: DropdownOption[] }>(`/dropdown/${name}`, async (request) => {
      await requireRole(ctx, request, DROPDOWN_RULES[name]);
      return dropdownOptions(ctx, name, requestLocale(request));
    });

  app.get<{ Reply: UserOption[] }>('/filter/user-all', async (request) => {
    await requireRole(ctx, request, USER_FILTER_RULE);
    return usersToFilter(ctx);
  });

  app.get<{ Querystring: AcronymQuery; Reply: AcronymMatch }>(
    '/acronym/find/key',
    { schema: { querystring: AcronymQuerySchema } },
    async (request) => {
      await requireRole(ctx, request, ACRONYM_RULE);
      return findAcronym(ctx, request.query.key);
    },
  );
}
