// Registration routes: auth/register, the confirmation code's resend and its validation.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { parseLocale } from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { bodyField, rateLimitConfig } from '../security/rate-limit';
import { confirmRegistration, register, resendConfirmation } from './registration.service';

const Text = (maxLength: number) => Type.String({ maxLength });

const RegisterBody = Type.Object({
  email: Text(254),
  emailConfirmation: Text(254),
  nome: Text(200),
  userType: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
  document: Text(32),
  phone: Text(32),
  password: Text(256),
  acceptedTerms: Type.Boolean(),
  language: Type.Optional(Text(8)),
});

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });

const ConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512 }),
  code: Type.String({ minLength: 1, maxLength: 16 }),
  device_id: Type.Optional(Type.Union([Text(512), Type.Null()])),
});

/** Registers the registration routes (under /api). */
export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = ctx.options.rateLimit;
  const byToken = (request: FastifyRequest) => (request.params as { token?: string } | undefined)?.token ?? bodyField(request, 'token');

  app.post<{ Body: Static<typeof RegisterBody> }>(
    '/auth/register',
    { schema: { body: RegisterBody }, config: rateLimitConfig(limit, (r) => bodyField(r, 'email')) },
    async (request) => {
      const locale = requestLocale(request);
      const language = request.body.language ? parseLocale(request.body.language) : locale;
      return register(ctx, { ...request.body, language }, locale);
    },
  );

  app.get<{ Params: Static<typeof TokenParams> }>(
    '/auth/send-confirm-email-token/:token',
    { schema: { params: TokenParams }, config: rateLimitConfig(limit, byToken) },
    async (request) => {
      await resendConfirmation(ctx, request.params.token);
      return { sent: true };
    },
  );

  app.post<{ Body: Static<typeof ConfirmBody> }>(
    '/auth/validate/confirm-email-token',
    { schema: { body: ConfirmBody }, config: rateLimitConfig(limit, byToken) },
    async (request) => {
      const { token, code, device_id } = request.body;
      return { confirmed: true, ...(await confirmRegistration(ctx, { token, code, deviceId: device_id || undefined })) };
    },
  );
}
