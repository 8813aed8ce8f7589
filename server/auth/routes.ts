// Authentication routes: sign-in (and the alternative s4 sign-in), two-factor validation and resend, logout, and the
// user-info check of a signed-in user.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type EmptyAnswer,
  type LogoutRequest,
  type SentAnswer,
  type SignInAnswer,
  type SignInRequest,
  type TwoFactorAnswer,
  type TwoFactorRequest,
  type TwoFactorResendParams,
  type UserInfo,
} from '../../core';
import { type AppContext } from '../context';
import { bearerToken } from '../security/tokens';
import { logout, resendTwoFactor, signIn, userInfo, validateTwoFactor } from './service';
import { requireSession } from '../session/guard';
import { type AssertSame, Text } from '../wire';

const OptionalText = Type.Optional(Type.Union([Text(512), Type.Null()]));

export const SignInBody = Type.Object({
  email: Text(254, { minLength: 1 }),
  password: Text(256, { minLength: 1 }),
  device_id: OptionalText,
  remember: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});
export type SignInBodyIsCore = AssertSame<Static<typeof SignInBody>, SignInRequest>;

const ValidateTwoFactorBody = Type.Object({
  token: Text(512, { minLength: 1 }),
  code: Text(16, { minLength: 1 }),
  device_id: OptionalText,
  remember: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});
export type ValidateTwoFactorBodyIsCore = AssertSame<Static<typeof ValidateTwoFactorBody>, TwoFactorRequest>;

const ResendParams = Type.Object({ token: Text(512, { minLength: 1 }) });
export type ResendParamsIsCore = AssertSame<Static<typeof ResendParams>, TwoFactorResendParams>;

const LogoutBody = Type.Object({
  email: OptionalText,
  token: OptionalText,
  acceptor_token: OptionalText,
  refresh_token: OptionalText,
  device_id: OptionalText,
});
export type LogoutBodyIsCore = AssertSame<Static<typeof LogoutBody>, LogoutRequest>;

/** Where a request comes from, as the login fields report it. */
function clientOf(
  request: FastifyRequest,
  deviceId: string | null | undefined,
  remember: boolean | null | undefined,
  s4 = false,
) {
  return {
    deviceId: deviceId || undefined,
    remember: remember === true,
    s4,
    requestIp: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** Registers the auth routes (under /api). */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SignInRequest; Reply: SignInAnswer }>(
    '/auth/new-signin',
    { schema: { body: SignInBody } },
    async (request) => {
      const { email, password, device_id, remember } = request.body;
      return [await signIn(ctx, { email, password, ...clientOf(request, device_id, remember) })];
    },
  );

  // The alternative sign-in of the s4 system's accounts: the same credentials and two-factor rule; the session is an s4 one.
  app.post<{ Body: SignInRequest; Reply: SignInAnswer }>(
    '/signin/s4',
    { schema: { body: SignInBody } },
    async (request) => {
      const { email, password, device_id, remember } = request.body;
      return [await signIn(ctx, { email, password, ...clientOf(request, device_id, remember, true) })];
    },
  );

  app.post<{ Body: TwoFactorRequest; Reply: TwoFactorAnswer }>(
    '/auth/validate-two-factor-auth-token',
    { schema: { body: ValidateTwoFactorBody } },
    async (request) => {
      const { token, code, device_id, remember } = request.body;
      return [await validateTwoFactor(ctx, { token, code, ...clientOf(request, device_id, remember) })];
    },
  );

  app.get<{ Params: TwoFactorResendParams; Reply: SentAnswer }>(
    '/auth/resend/two-factor-auth-token/:token',
    { schema: { params: ResendParams } },
    async (request) => {
      await resendTwoFactor(ctx, request.params.token);
      return { sent: true };
    },
  );

  app.post<{ Body: LogoutRequest; Reply: EmptyAnswer }>(
    '/auth/system/logout',
    {
      schema: { body: LogoutBody },
      // A logout without a body (bearer only) is fine too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { token, acceptor_token, refresh_token } = request.body;
      await logout(ctx, [bearerToken(request), token, acceptor_token, refresh_token]);
      return {};
    },
  );

  app.get<{ Reply: UserInfo }>('/check/info', async (request): Promise<UserInfo> => {
    const { user } = await requireSession(ctx, request, { allowDisabled: true });
    return userInfo(ctx, user);
  });
}
