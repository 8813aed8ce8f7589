// Acceptor (session token) routes: acceptor/newtoken, refresh-token, check-token and the keep-alive logout.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type AcceptorCheck,
  type AcceptorCheckRequest,
  type AcceptorLogoutRequest,
  type AcceptorNewTokenRequest,
  type AcceptorToken,
  type EmptyAnswer,
  type RefreshTokenRequest,
  TOKEN_EXPIRED_ERROR,
} from '../../core';
import { type AppContext } from '../context';
import { ApiError } from '../errors';
import {
  acceptorError,
  acceptorLogout,
  checkAcceptorToken,
  newAcceptorToken,
  refreshAcceptorToken,
} from './acceptor.service';
import { requireSession } from './guard';
import { type AssertSame, Text } from '../wire';

const OptionalText = Type.Optional(Type.Union([Text(512), Type.Null()]));
const NewTokenBody = Type.Object({ ua: Text(1024) });
export type NewTokenBodyIsCore = AssertSame<Static<typeof NewTokenBody>, AcceptorNewTokenRequest>;
const RefreshBody = Type.Object({ refresh_token: Text(512, { minLength: 1 }) });
export type RefreshBodyIsCore = AssertSame<Static<typeof RefreshBody>, RefreshTokenRequest>;
const CheckBody = Type.Object({ acptoken: Text(512, { minLength: 1 }) });
export type CheckBodyIsCore = AssertSame<Static<typeof CheckBody>, AcceptorCheckRequest>;
const LogoutBody = Type.Object({
  token: OptionalText,
  refresh_token: OptionalText,
  email: OptionalText,
  acptoken: OptionalText,
});
export type LogoutBodyIsCore = AssertSame<Static<typeof LogoutBody>, AcceptorLogoutRequest>;

/** Registers the acceptor routes (under /api); `stationsChanged` hears of sessions whose acceptor token changed. */
export function acceptorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  stationsChanged: (sessionIds: readonly string[]) => void = () => undefined,
): void {
  app.post<{ Body: AcceptorNewTokenRequest; Reply: AcceptorToken }>(
    '/acceptor/newtoken',
    { schema: { body: NewTokenBody } },
    async (request) => {
      // An expired access token keeps its own answer, so the app refreshes it and retries; any other refusal is the acceptor's.
      const signedIn = await requireSession(ctx, request).catch((error: unknown) => {
        throw error instanceof ApiError && error.errorType === TOKEN_EXPIRED_ERROR ? error : acceptorError();
      });
      const issued = await newAcceptorToken(ctx, signedIn.session, request.body.ua);
      stationsChanged(issued.changed);
      return { acptoken: issued.acptoken };
    },
  );

  app.post<{ Body: RefreshTokenRequest; Reply: AcceptorToken }>(
    '/acceptor/refresh-token',
    { schema: { body: RefreshBody } },
    async (request) => {
      const refreshed = await refreshAcceptorToken(ctx, request.body.refresh_token);
      stationsChanged(refreshed.changed);
      return { acptoken: refreshed.acptoken };
    },
  );

  app.post<{ Body: AcceptorCheckRequest; Reply: AcceptorCheck }>(
    '/acceptor/check-token',
    { schema: { body: CheckBody } },
    async (request) => checkAcceptorToken(ctx, request.body.acptoken),
  );

  app.post<{ Body: AcceptorLogoutRequest; Reply: EmptyAnswer }>(
    '/acceptor/logout',
    {
      schema: { body: LogoutBody },
      // Sent with keep-alive while the page goes away: an empty or text body is fine too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      // `token` is the module's acceptor token (SPEC §7: token, refresh_token, email); the app session goes on.
      const { token, acptoken } = request.body;
      stationsChanged(await acceptorLogout(ctx, [token, acptoken]));
      return {};
    },
  );
}
