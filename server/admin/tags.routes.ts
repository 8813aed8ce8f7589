// The back office's tags routes (under /api, the editor's rule): the list (sorted, filtered and paged on the server),
// a tag's record, and its register form (create and change).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ADMIN_LIST_QUERIES,
  type AdminRecordParams,
  type AdminTag,
  type AdminTagDetail,
  type AdminTagFields,
  ErrorCode,
  type TablePage,
} from '../../core';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { requestLocale } from '../messages';
import { type AssertSame, Int, Text } from '../wire';
import { requireRole } from './guard';
import { RecordParams } from './record-params';
import { tableQueryOf } from './table-query';
import { createTag, tagDetail, tagsPage, updateTag } from './tags.service';

const TagFieldsSchema = Type.Object({
  namePtBr: Text(200),
  nameEnEu: Text(200),
  nameEsEs: Text(200),
  nameEsAr: Text(200),
  namePtPt: Text(200),
  category: Text(200),
  contentIds: Type.Array(Int(1), { maxItems: 500 }),
});
export type TagFieldsIsCore = AssertSame<Static<typeof TagFieldsSchema>, AdminTagFields>;

/** Registers the tags routes. */
export function adminTagsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: TablePage<AdminTag> }>('/admin/tags', async (request) => {
    await requireRole(ctx, request, 'editor');
    return tagsPage(ctx, tableQueryOf(request, ADMIN_LIST_QUERIES.tags));
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminTagDetail }>(
    '/admin/tags/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'editor');
      const tag = await tagDetail(ctx, request.params.id);
      if (!tag) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      return tag;
    },
  );

  app.post<{ Body: AdminTagFields; Reply: AdminTagDetail }>(
    '/admin/tags',
    { schema: { body: TagFieldsSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      const created = await createTag(ctx, actor, request.body, requestLocale(request));
      reply.status(201);
      return created;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminTagFields; Reply: AdminTagDetail }>(
    '/admin/tags/:id',
    { schema: { params: RecordParams, body: TagFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      return updateTag(ctx, actor, request.params.id, request.body, requestLocale(request));
    },
  );
}
