// The back office's subjects routes (under /api, the editor's rule): the list (sorted, filtered and paged on the
// server), a subject's record, and its register form (create and change).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ADMIN_LIST_QUERIES,
  type AdminRecordParams,
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminSubjectFields,
  ErrorCode,
  type TablePage,
} from '../../core';
import { type AppContext } from '../context';
import { businessError } from '../errors';
import { requestLocale } from '../messages';
import { type AssertSame, Int, Text } from '../wire';
import { requireRole } from './guard';
import { RecordParams } from './record-params';
import { createSubject, subjectDetail, subjectsPage, updateSubject } from './subjects.service';
import { tableQueryOf } from './table-query';

const PlatformRouteSchema = Type.Object({ country: Text(2), routeName: Text(80) });

const SubjectFieldsSchema = Type.Object({
  nome: Text(200),
  namePtBr: Text(200),
  nameEnEu: Text(200),
  nameEsEs: Text(200),
  nameEsAr: Text(200),
  namePtPt: Text(200),
  icone: Text(60),
  iconSize: Text(10),
  habilitado: Type.Boolean(),
  originCode: Int(0, 999_999_999),
  mne: Text(8),
  platformWdmaRoute: Type.Array(PlatformRouteSchema, { maxItems: 30 }),
});
export type SubjectFieldsIsCore = AssertSame<Static<typeof SubjectFieldsSchema>, AdminSubjectFields>;
const SubjectSchema = Type.Composite([Type.Object({ id: Int(1, 999_999_999) }), SubjectFieldsSchema]);
export type SubjectIsCore = AssertSame<Static<typeof SubjectSchema>, AdminSubject>;

/** Registers the subjects routes. */
export function adminSubjectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: TablePage<AdminSubject> }>('/admin/subjects', async (request) => {
    await requireRole(ctx, request, 'editor');
    return subjectsPage(ctx, tableQueryOf(request, ADMIN_LIST_QUERIES.subjects));
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminSubjectDetail }>(
    '/admin/subjects/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'editor');
      const subject = await subjectDetail(ctx, request.params.id);
      if (!subject) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      return subject;
    },
  );

  app.post<{ Body: AdminSubject; Reply: AdminSubjectDetail }>(
    '/admin/subjects',
    { schema: { body: SubjectSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      const created = await createSubject(ctx, actor, request.body, requestLocale(request));
      reply.status(201);
      return created;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminSubjectFields; Reply: AdminSubjectDetail }>(
    '/admin/subjects/:id',
    { schema: { params: RecordParams, body: SubjectFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      return updateSubject(ctx, actor, request.params.id, request.body, requestLocale(request));
    },
  );
}
