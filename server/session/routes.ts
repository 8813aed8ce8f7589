// The session's own routes: the token refresh, and the time a signed-in user spent in the app.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type EmptyAnswer, type RefreshedTokens, type RefreshTokenRequest, type TimeSpentRequest } from '../../core';
import { type AppContext } from '../context';
import { requireSession } from './guard';
import { recordTimeSpent } from './time-spent.service';
import { refreshAccessToken } from './tokens.service';
import { type AssertSame, Int, Text } from '../wire';

/** The longest stretch one report may add: a day. */
const MAX_REPORTED_SECONDS = 86_400;

const RefreshBody = Type.Object({ refresh_token: Text(512, { minLength: 1 }) });
export type RefreshBodyIsCore = AssertSame<Static<typeof RefreshBody>, RefreshTokenRequest>;
const TimeSpentBody = Type.Object({ time: Int(0, MAX_REPORTED_SECONDS) });
export type TimeSpentBodyIsCore = AssertSame<Static<typeof TimeSpentBody>, TimeSpentRequest>;

/** Registers auth/getAccessTokenFromRefreshToken and client/update/time-spent (under /api). */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RefreshTokenRequest; Reply: RefreshedTokens }>(
    '/auth/getAccessTokenFromRefreshToken',
    { schema: { body: RefreshBody } },
    async (request) => refreshAccessToken(ctx, request.body.refresh_token),
  );

  app.post<{ Body: TimeSpentRequest; Reply: EmptyAnswer }>(
    '/client/update/time-spent',
    { schema: { body: TimeSpentBody } },
    async (request) => {
      const { session } = await requireSession(ctx, request);
      await recordTimeSpent(ctx, session.id, request.body.time);
      return {};
    },
  );
}
