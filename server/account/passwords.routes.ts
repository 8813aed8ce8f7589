// Password and access routes: forgot, reset and change password; lost access and new client requests.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { bodyField, rateLimitConfig } from '../security/rate-limit';
import { changePassword, forgotPassword, resetPassword } from './passwords.service';
import { requireSession } from '../session/guard';
import { requestLostAccess, requestNewClient } from './team-requests.service';

const Text = (maxLength: number) => Type.String({ maxLength });

const ForgotBody = Type.Object({ email: Text(254) });
const ResetBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }), password: Text(256), confirmPassword: Text(256) });
const ChangeBody = Type.Object({ currentPassword: Text(256), password: Text(256), confirmPassword: Text(256) });
const LostAccessBody = Type.Object({ email: Text(254), phone: Text(32), message: Text(4000) });
const NewClientBody = Type.Object({ email: Text(254), phone: Text(32), nome: Text(200) });

/** Registers the password and access routes (under /api). */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = ctx.options.rateLimit;

  app.post<{ Body: Static<typeof ForgotBody> }>(
    '/forgot-password/client',
    { schema: { body: ForgotBody }, config: rateLimitConfig(limit, (r) => bodyField(r, 'email')) },
    async (request) => {
      await forgotPassword(ctx, request.body.email, requestLocale(request));
      return { sent: true };
    },
  );

  app.post<{ Body: Static<typeof ResetBody> }>(
    '/reset-password/client',
    { schema: { body: ResetBody }, config: rateLimitConfig(limit, (r) => bodyField(r, 'token')) },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      await resetPassword(ctx, { token, password, confirmation: confirmPassword }, requestLocale(request));
      return { reset: true };
    },
  );

  app.post<{ Body: Static<typeof ChangeBody> }>('/change-password/client', { schema: { body: ChangeBody } }, async (request) => {
    const { user, session } = await requireSession(ctx, request);
    const { currentPassword, password, confirmPassword } = request.body;
    await changePassword(ctx, { user, sessionId: session.id }, { currentPassword, password, confirmation: confirmPassword }, requestLocale(request));
    return { changed: true };
  });

  app.post<{ Body: Static<typeof LostAccessBody> }>(
    '/lost-access/client',
    { schema: { body: LostAccessBody }, config: rateLimitConfig(limit, (r) => bodyField(r, 'email')) },
    async (request) => {
      await requestLostAccess(ctx, request.body, requestLocale(request));
      return { sent: true };
    },
  );

  app.post<{ Body: Static<typeof NewClientBody> }>(
    '/authenticate/new-client',
    { schema: { body: NewClientBody }, config: rateLimitConfig(limit, (r) => bodyField(r, 'email')) },
    async (request) => {
      await requestNewClient(ctx, request.body, requestLocale(request));
      return { sent: true };
    },
  );
}
