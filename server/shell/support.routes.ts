// The help dialog's calls: the attendance team (attendance/client for a signed-in client, attendance/public for
// anyone) and the app's diagnostic entries (logger/applogger, stored in app_logs and answered 204).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { APP_LOG_LEVELS, APP_LOG_LIMITS, type AppLogEntry, type AttendanceContact, LOCALES } from '../../core';
import { type AppContext } from '../context';
import { requireSession } from '../session/guard';
import { type AssertSame, literals, Text } from '../wire';
import { clientContacts, publicContacts } from './attendance';
import { recordAppLog } from './support.service';

/** An ISO-8601 instant in UTC, as the app writes it (Date.prototype.toISOString). */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';

export const AppLogBody = Type.Object({
  level: literals(APP_LOG_LEVELS),
  message: Text(APP_LOG_LIMITS.message, { minLength: 1 }),
  deviceId: Text(APP_LOG_LIMITS.deviceId, { minLength: 1 }),
  sessionId: Type.Union([Text(APP_LOG_LIMITS.sessionId, { minLength: 1 }), Type.Null()]),
  userAgent: Text(APP_LOG_LIMITS.userAgent),
  locale: literals(LOCALES),
  route: Type.String({
    minLength: 1,
    maxLength: APP_LOG_LIMITS.route,
    pattern: '^/[^\\u0000-\\u001F\\u007F-\\u009F]*$',
  }),
  appVersion: Text(APP_LOG_LIMITS.appVersion, { minLength: 1 }),
  timestamp: Type.String({ maxLength: 30, pattern: ISO_INSTANT }),
});
export type AppLogBodyIsCore = AssertSame<Static<typeof AppLogBody>, AppLogEntry>;

/** Registers the attendance and app-logger routes (under /api). */
export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: AttendanceContact[] }>('/attendance/public', async () => publicContacts(ctx.options.brand));

  app.get<{ Reply: AttendanceContact[] }>('/attendance/client', async (request) => {
    await requireSession(ctx, request);
    return clientContacts(ctx.options.brand);
  });

  app.post<{ Body: AppLogEntry }>('/logger/applogger', { schema: { body: AppLogBody } }, async (request, reply) => {
    await recordAppLog(ctx, request.body);
    return reply.code(204).send();
  });
}
