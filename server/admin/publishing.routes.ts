// The publishing desk's routes (under /api/admin/publishing), every one behind the publisher rule (SPEC §6: publisher,
// editor or admin; 401 without a session, 403 for any other user, checked before the request's body is read):
// the list (a table page, sorted and filtered by title, type, status and date), one publication, create, update, keep
// as a draft, schedule, send now and resume. A draft's fields (each attachment's name and address too) are checked by
// the core's rules, with field messages in the request's language; a move the workflow does not allow is a 400 naming
// the status.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ErrorCode,
  issueText,
  parseIsoInstant,
  parseTableQuery,
  PUBLISHING_FILTERS,
  PUBLISHING_LIMITS,
  PUBLISHING_SORTABLE,
  type PublishingDraft,
  type PublishingIdParams,
  type PublishingItem,
  type PublishingListQuery,
  type PublishingPage,
  type PublishingScheduleRequest,
} from '../../core';
import { type AppContext } from '../context';
import { businessError, validationError } from '../errors';
import { requestLocale, SERVER_CATALOGUES } from '../messages';
import { type AssertSame, Int, Text } from '../wire';
import { requireRole } from './guard';
import { sendPublication } from './publishing';
import {
  checkDraft,
  createPublication,
  findPublication,
  listPublications,
  PublishingRefused,
  schedulePublication,
  unschedulePublication,
  updatePublication,
} from './publishing.service';

const ListQuerySchema = Type.Object({
  page: Type.Optional(Text(10)),
  pageSize: Type.Optional(Text(10)),
  sort: Type.Optional(Text(20)),
  dir: Type.Optional(Text(10)),
  title: Type.Optional(Text(200)),
  type: Type.Optional(Text(40)),
  status: Type.Optional(Text(10)),
  date: Type.Optional(Text(10)),
});
export type PublishingListQueryIsCore = AssertSame<Static<typeof ListQuerySchema>, PublishingListQuery>;

const IdParams = Type.Object({ id: Int(1) });
export type PublishingIdParamsIsCore = AssertSame<Static<typeof IdParams>, PublishingIdParams>;

/** An attachment's shape; its name and address are the core's rules' (checked after, with their own field messages). */
const AttachmentSchema = Type.Object({
  name: Text(1000),
  url: Text(2000),
  mimeType: Text(100),
  size: Int(0),
});

/** The most attachments a request may carry: a bound on its size, above the core's limit that refuses with a message. */
const ATTACHMENTS_BOUND = 5 * PUBLISHING_LIMITS.attachments;

/** The draft's shape; its lengths are the core's rules' (checked after, with their own field messages). */
const DraftSchema = Type.Object({
  publicationType: Text(40),
  commodities: Type.Array(Int(1), { maxItems: PUBLISHING_LIMITS.commodities }),
  tags: Type.Array(Text(PUBLISHING_LIMITS.tag), { maxItems: PUBLISHING_LIMITS.tags }),
  importance: Type.Union([Type.Literal(0), Type.Literal(1)]),
  exclusive: Type.Boolean(),
  live: Type.Boolean(),
  highlight: Type.Boolean(),
  highlightTitle: Text(1000),
  title: Text(1000),
  summary: Text(5000, { multiline: true }),
  body: Text(PUBLISHING_LIMITS.body, { multiline: true }),
  attachments: Type.Array(AttachmentSchema, { maxItems: ATTACHMENTS_BOUND }),
});
export type PublishingDraftIsCore = AssertSame<Static<typeof DraftSchema>, PublishingDraft>;

const ScheduleSchema = Type.Object({
  at: Type.String({
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?Z$',
  }),
});
export type PublishingScheduleIsCore = AssertSame<Static<typeof ScheduleSchema>, PublishingScheduleRequest>;

/** A body of up to 200,000 characters, in UTF-8. */
const DRAFT_BODY_LIMIT = 1024 * 1024;

/** The field a workflow refusal names. */
const REFUSAL_FIELD = {
  'publishing.notEditable': 'status',
  'publishing.notAllowed': 'status',
  'publishing.scheduleInPast': 'at',
  'publishing.scheduleInvalid': 'at',
} as const;

/** Registers the desk's routes. */
export function publishingRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (desk) => {
    // Before anything is read of the request: only a publisher, an editor or an admin goes further.
    desk.addHook('onRequest', async (request) => {
      await requireRole(ctx, request, 'publisher');
    });
    desk.setErrorHandler((error, request, _reply) => {
      if (error instanceof PublishingRefused) {
        const locale = requestLocale(request);
        throw validationError('invalidRequest', [
          {
            field: REFUSAL_FIELD[error.reason],
            message: issueText({ message: error.reason }, SERVER_CATALOGUES[locale]),
          },
        ]);
      }
      throw error;
    });

    /** The publication after an action, or 400 with the not-found code. */
    const answer = async (id: number): Promise<PublishingItem> => {
      const item = await findPublication(ctx, id);
      if (!item) throw businessError(ErrorCode.REPORT_NOT_FOUND);
      return item;
    };
    const found = (done: boolean): void => {
      if (!done) throw businessError(ErrorCode.REPORT_NOT_FOUND);
    };

    desk.get<{ Querystring: PublishingListQuery; Reply: PublishingPage }>(
      '/admin/publishing',
      { schema: { querystring: ListQuerySchema } },
      async (request) => {
        const params = new URLSearchParams(
          Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
        return listPublications(
          ctx,
          parseTableQuery(params, { sortable: PUBLISHING_SORTABLE, filters: PUBLISHING_FILTERS }),
        );
      },
    );

    desk.get<{ Params: PublishingIdParams; Reply: PublishingItem }>(
      '/admin/publishing/:id',
      { schema: { params: IdParams } },
      async (request) => answer(request.params.id),
    );

    desk.post<{ Body: PublishingDraft; Reply: PublishingItem }>(
      '/admin/publishing',
      { schema: { body: DraftSchema }, bodyLimit: DRAFT_BODY_LIMIT },
      async (request) => {
        const { user } = await requireRole(ctx, request, 'publisher');
        await checkDraft(ctx, request.body, requestLocale(request));
        return answer(await createPublication(ctx, user, request.body));
      },
    );

    desk.post<{ Params: PublishingIdParams; Body: PublishingDraft; Reply: PublishingItem }>(
      '/admin/publishing/:id',
      { schema: { params: IdParams, body: DraftSchema }, bodyLimit: DRAFT_BODY_LIMIT },
      async (request) => {
        await checkDraft(ctx, request.body, requestLocale(request));
        found(await updatePublication(ctx, request.params.id, request.body));
        return answer(request.params.id);
      },
    );

    desk.post<{ Params: PublishingIdParams; Reply: PublishingItem }>(
      '/admin/publishing/:id/save',
      { schema: { params: IdParams } },
      async (request) => {
        found(await unschedulePublication(ctx, request.params.id));
        return answer(request.params.id);
      },
    );

    desk.post<{ Params: PublishingIdParams; Body: PublishingScheduleRequest; Reply: PublishingItem }>(
      '/admin/publishing/:id/schedule',
      { schema: { params: IdParams, body: ScheduleSchema } },
      async (request) => {
        // The pattern lets a 31st through in any month: a day the month does not have is refused, not rolled over.
        const at = parseIsoInstant(request.body.at);
        if (at === null) throw new PublishingRefused('publishing.scheduleInvalid');
        found(await schedulePublication(ctx, request.params.id, new Date(at)));
        return answer(request.params.id);
      },
    );

    desk.post<{ Params: PublishingIdParams; Reply: PublishingItem }>(
      '/admin/publishing/:id/send-now',
      { schema: { params: IdParams } },
      async (request) => {
        found(await sendPublication(ctx, request.params.id, 'sendNow'));
        return answer(request.params.id);
      },
    );

    desk.post<{ Params: PublishingIdParams; Reply: PublishingItem }>(
      '/admin/publishing/:id/resume',
      { schema: { params: IdParams } },
      async (request) => {
        found(await sendPublication(ctx, request.params.id, 'resume'));
        return answer(request.params.id);
      },
    );
  });
}
