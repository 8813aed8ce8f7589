// Password and access routes: forgot, reset and change password; lost access and new client requests.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LostAccessRequest,
  type NewClientRequest,
  type PasswordChanged,
  type PasswordReset,
  type ResetPasswordRequest,
  type SentAnswer,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { changePassword, forgotPassword, resetPassword } from './passwords.service';
import { requireSession } from '../session/guard';
import { requestLostAccess, requestNewClient } from './team-requests.service';
import { type AssertSame, Text } from '../wire';

const ForgotBody = Type.Object({ email: Text(254) });
export type ForgotBodyIsCore = AssertSame<Static<typeof ForgotBody>, ForgotPasswordRequest>;
const ResetBody = Type.Object({ token: Text(512, { minLength: 1 }), password: Text(256), confirmPassword: Text(256) });
export type ResetBodyIsCore = AssertSame<Static<typeof ResetBody>, ResetPasswordRequest>;
const ChangeBody = Type.Object({ currentPassword: Text(256), password: Text(256), confirmPassword: Text(256) });
export type ChangeBodyIsCore = AssertSame<Static<typeof ChangeBody>, ChangePasswordRequest>;
const LostAccessBody = Type.Object({ email: Text(254), phone: Text(32), message: Text(4000, { multiline: true }) });
export type LostAccessBodyIsCore = AssertSame<Static<typeof LostAccessBody>, LostAccessRequest>;
const NewClientBody = Type.Object({ email: Text(254), phone: Text(32), nome: Text(200) });
export type NewClientBodyIsCore = AssertSame<Static<typeof NewClientBody>, NewClientRequest>;

/** Registers the password and access routes (under /api). */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ForgotPasswordRequest; Reply: SentAnswer }>(
    '/forgot-password/client',
    { schema: { body: ForgotBody } },
    async (request) => {
      await forgotPassword(ctx, request.body.email, requestLocale(request));
      return { sent: true };
    },
  );

  app.post<{ Body: ResetPasswordRequest; Reply: PasswordReset }>(
    '/reset-password/client',
    { schema: { body: ResetBody } },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      await resetPassword(ctx, { token, password, confirmation: confirmPassword }, requestLocale(request));
      return { reset: true };
    },
  );

  app.post<{ Body: ChangePasswordRequest; Reply: PasswordChanged }>(
    '/change-password/client',
    { schema: { body: ChangeBody } },
    async (request) => {
      const { user, session } = await requireSession(ctx, request);
      const { currentPassword, password, confirmPassword } = request.body;
      await changePassword(
        ctx,
        { user, sessionId: session.id },
        { currentPassword, password, confirmation: confirmPassword },
        requestLocale(request),
      );
      return { changed: true };
    },
  );

  app.post<{ Body: LostAccessRequest; Reply: SentAnswer }>(
    '/lost-access/client',
    { schema: { body: LostAccessBody } },
    async (request) => {
      await requestLostAccess(ctx, request.body, requestLocale(request));
      return { sent: true };
    },
  );

  app.post<{ Body: NewClientRequest; Reply: SentAnswer }>(
    '/authenticate/new-client',
    { schema: { body: NewClientBody } },
    async (request) => {
      await requestNewClient(ctx, request.body, requestLocale(request));
      return { sent: true };
    },
  );
}
