// Registration routes: auth/register, the confirmation code's resend and its validation.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type ConfirmationTokenParams,
  type ConfirmEmailRequest,
  type EmailConfirmed,
  LOCALES,
  type PendingRegistration,
  type RegisterRequest,
  type SentAnswer,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { confirmRegistration, register, resendConfirmation } from './registration.service';
import { type AssertSame, literals, Text } from '../wire';

export const RegisterBody = Type.Object({
  email: Text(254),
  emailConfirmation: Text(254),
  nome: Text(200),
  userType: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
  document: Text(32),
  phone: Text(32),
  password: Text(256),
  acceptedTerms: Type.Boolean(),
  language: Type.Optional(literals(LOCALES)),
});
export type RegisterBodyIsCore = AssertSame<Static<typeof RegisterBody>, RegisterRequest>;

const TokenParams = Type.Object({ token: Text(512, { minLength: 1 }) });
export type TokenParamsIsCore = AssertSame<Static<typeof TokenParams>, ConfirmationTokenParams>;

const ConfirmBody = Type.Object({
  token: Text(512, { minLength: 1 }),
  code: Text(16, { minLength: 1 }),
  device_id: Type.Optional(Type.Union([Text(512), Type.Null()])),
});
export type ConfirmBodyIsCore = AssertSame<Static<typeof ConfirmBody>, ConfirmEmailRequest>;

/** Registers the registration routes (under /api). */
export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RegisterRequest; Reply: PendingRegistration }>(
    '/auth/register',
    { schema: { body: RegisterBody } },
    async (request) => {
      const locale = requestLocale(request);
      return register(ctx, { ...request.body, language: request.body.language ?? locale }, locale);
    },
  );

  app.get<{ Params: ConfirmationTokenParams; Reply: SentAnswer }>(
    '/auth/send-confirm-email-token/:token',
    { schema: { params: TokenParams } },
    async (request) => {
      await resendConfirmation(ctx, request.params.token);
      return { sent: true };
    },
  );

  app.post<{ Body: ConfirmEmailRequest; Reply: EmailConfirmed }>(
    '/auth/validate/confirm-email-token',
    { schema: { body: ConfirmBody } },
    async (request) => {
      const { token, code, device_id } = request.body;
      return {
        confirmed: true,
        ...(await confirmRegistration(ctx, { token, code, deviceId: device_id || undefined })),
      };
    },
  );
}
