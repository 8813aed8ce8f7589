// Session accounting of a signed-in user: the time spent in the app.
import { type Static, Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { sessions } from '../db/schema';
import { requireSession } from '../services/session-guard';

/** The longest stretch one report may add: a day. */
const MAX_REPORTED_SECONDS = 86_400;

const TimeSpentBody = Type.Object({ time: Type.Integer({ minimum: 0, maximum: MAX_REPORTED_SECONDS }) });

/** Registers client/update/time-spent (under /api). */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Static<typeof TimeSpentBody> }>('/client/update/time-spent', { schema: { body: TimeSpentBody } }, async (request) => {
    const { session } = await requireSession(ctx, request);
    await ctx.db
      .update(sessions)
      .set({ timeSpentSeconds: sql`${sessions.timeSpentSeconds} + ${request.body.time}` })
      .where(eq(sessions.id, session.id));
    return {};
  });
}
