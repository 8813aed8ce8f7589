// Resolves the bearer session of a request, or answers 401 (with why, when the client can act on it).
import { type FastifyRequest } from 'fastify';
import { ErrorCode } from '../../core';
import { type AppContext } from '../context';
import { type SessionRow, type UserRow } from '../db/tables';
import { type ApiError, concurrentAccess, tokenExpired, unauthorized } from '../errors';
import { bearerToken } from '../security/tokens';
import { type EndReason } from './repository';
import { endDemoIfOver } from '../account/users.repository';
import { generationsOf, type Generations } from '../db/generations';
import { sessionCacheOf } from './session-cache';

/** A signed-in request's session and user. */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
  /** The generations read at the start of the request (server/db/generations.ts), for the request's other caches. */
  generations: Generations;
}

/** The 401 of an ended session: the simultaneous-access one, the disabled-user one, or the plain one. */
export function endedSessionError(reason: EndReason): ApiError {
  if (reason === 'replaced') return concurrentAccess();
  if (reason === 'disabled') return unauthorized(ErrorCode.USER_DISABLED);
  return unauthorized();
}

/**
 * The live session and user of the request's bearer token. 401 when the token is missing or unknown, its
 * access token expired (errorType TokenExpired: refresh and retry), or its session ended (ConcurrentAccessError
 * when a sign-in elsewhere replaced it) or the user is disabled. With `allowDisabled`, a disabled user's session
 * (even one ended because the account was disabled) is returned, so check/info can say so.
 */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
  options: { allowDisabled?: boolean } = {},
): Promise<SignedIn> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const generations = await generationsOf(ctx.db).current();
  const cache = sessionCacheOf(ctx.db);
  const found = await cache.lookup(ctx.db, token, ctx.now(), ctx.options, generations.sessions);
  if (found.kind === 'unknown') throw unauthorized();
  if (found.kind === 'access-expired') throw tokenExpired();
  const stored = await cache.user(ctx.db, found.session.userId, generations.sessions);
  if (!stored) throw unauthorized();
  // A demo whose trial is over is Free again from its next request on.
  const user = await endDemoIfOver(ctx.db, stored, ctx.now());
  const disabledAllowed = options.allowDisabled === true && user.disabled;
  if (found.kind === 'ended' && !(disabledAllowed && found.reason === 'disabled'))
    throw endedSessionError(found.reason);
  if (user.disabled && !options.allowDisabled) throw unauthorized(ErrorCode.USER_DISABLED);
  return { session: found.session, user, generations };
}
