// The back office's users routes (under /api, the admin's rule): the list (sorted, filtered and paged on the server),
// a user's record, and its register form (create with a first password, and change).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ADMIN_LIST_QUERIES,
  ADMIN_ROLES,
  type AdminRecordParams,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserFields,
  type AdminUserRow,
  ErrorCode,
  LOCALES,
  type TablePage,
} from '../../core';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { requestLocale } from '../messages';
import { type AssertSame, Int, literals, Text } from '../wire';
import { requireRole } from './guard';
import { PROFILES } from './lists.service';
import { RecordParams } from './record-params';
import { tableQueryOf } from './table-query';
import { createUser, updateUser, userDetail, usersPage } from './users.service';

const UserFieldsSchema = Type.Object({
  email: Text(200),
  name: Text(200),
  personType: Type.Union([literals(['individual', 'company'] as const), Type.Null()]),
  document: Text(40),
  phone: Text(40),
  country: Text(10),
  groups: Type.Array(Text(200), { maxItems: 50 }),
  language: literals(LOCALES),
  profile: Type.Union(PROFILES.map((profile) => Type.Literal(profile))),
  signature: Text(200),
  enabledSubjects: Type.Array(Int(1, 999_999_999), { maxItems: 200 }),
  hasQuotesRights: Type.Boolean(),
  roles: Type.Array(literals(ADMIN_ROLES), { maxItems: 3 }),
  disabled: Type.Boolean(),
});
export type UserFieldsIsCore = AssertSame<Static<typeof UserFieldsSchema>, AdminUserFields>;
const UserCreateSchema = Type.Composite([UserFieldsSchema, Type.Object({ password: Text(200) })]);
export type UserCreateIsCore = AssertSame<Static<typeof UserCreateSchema>, AdminUserCreate>;

/** Registers the users routes. */
export function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: TablePage<AdminUserRow> }>('/admin/users', async (request) => {
    await requireRole(ctx, request, 'admin');
    return usersPage(ctx, tableQueryOf(request, ADMIN_LIST_QUERIES.users));
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminUserDetail }>(
    '/admin/users/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'admin');
      const detail = await userDetail(ctx, request.params.id);
      if (!detail) throw businessError(ErrorCode.USER_NOT_FOUND);
      return detail;
    },
  );

  app.post<{ Body: AdminUserCreate; Reply: AdminUserDetail }>(
    '/admin/users',
    { schema: { body: UserCreateSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'admin');
      const created = await createUser(ctx, actor, request.body, requestLocale(request));
      reply.status(201);
      return created;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminUserFields; Reply: AdminUserDetail }>(
    '/admin/users/:id',
    { schema: { params: RecordParams, body: UserFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'admin');
      return updateUser(ctx, actor, request.params.id, request.body, requestLocale(request));
    },
  );
}
