// The live sessions' routes (under /api): a service's schedule, and a user's registration for a session and its
// cancellation, for a plan that includes the service.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  LIVE_SERVICES,
  type LiveSchedule,
  type LiveScheduleQuery,
  type LiveSession,
  type LiveSessionParams,
  type Locale,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { requestLocale } from '../messages';
import { type AssertSame, literals } from '../wire';
import { requireService } from './guard';
import { type ScheduledSession } from './live-sessions';
import {
  cancelRegistration,
  liveSchedule,
  registerForSession,
  serviceOfSession,
  sessionToRegister,
} from './live-sessions.service';

const LiveScheduleSchema = Type.Object({ service: literals(LIVE_SERVICES) });
export type LiveScheduleQueryIsCore = AssertSame<Static<typeof LiveScheduleSchema>, LiveScheduleQuery>;
const LiveSessionParamsSchema = Type.Object({
  id: Type.String({ pattern: '^(ol-\\d{1,4}-\\d{4}-\\d{2}-\\d{2}|tc-\\d{4}-\\d{2})$', maxLength: 40 }),
});
export type LiveSessionParamsAreCore = AssertSame<Static<typeof LiveSessionParamsSchema>, LiveSessionParams>;

/** The session of a registration call, with the user holding the service's option; 400 (5000) for an unknown id. */
async function registration(
  ctx: AppContext,
  request: FastifyRequest<{ Params: LiveSessionParams }>,
): Promise<{ user: UserRow; session: ScheduledSession; locale: Locale }> {
  // The option is checked first, so that a plan without the service learns nothing of the schedule.
  const { user } = await requireService(ctx, request, serviceOfSession(request.params.id));
  const session = sessionToRegister(ctx, request.params.id);
  return { user, session, locale: requestLocale(request) };
}

/** Registers the live sessions' routes. */
export function liveSessionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: LiveScheduleQuery; Reply: LiveSchedule }>(
    '/services/live-sessions',
    { schema: { querystring: LiveScheduleSchema } },
    async (request) => {
      const { service } = request.query;
      const { user } = await requireService(ctx, request, service);
      return liveSchedule(ctx, user, service, requestLocale(request));
    },
  );

  app.post<{ Params: LiveSessionParams; Reply: LiveSession }>(
    '/services/live-sessions/:id/registration',
    { schema: { params: LiveSessionParamsSchema } },
    async (request) => {
      const { user, session, locale } = await registration(ctx, request);
      return registerForSession(ctx, user, session, locale);
    },
  );

  app.delete<{ Params: LiveSessionParams; Reply: LiveSession }>(
    '/services/live-sessions/:id/registration',
    { schema: { params: LiveSessionParamsSchema } },
    async (request) => {
      const { user, session, locale } = await registration(ctx, request);
      return cancelRegistration(ctx, user, session, locale);
    },
  );
}
