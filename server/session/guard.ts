// Resolves the bearer session of a request, or answers 401 (with why, when the client can act on it).
import { type FastifyRequest } from 'fastify';
import { ErrorCode } from '../../core';
import { type AppContext } from '../context';
import { type SessionRow, type UserRow } from '../db/tables';
import { type ApiError, concurrentAccess, tokenExpired, unauthorized } from '../errors';
import { bearerToken } from '../security/tokens';
import { type EndReason, lookupSession } from './repository';
import { endDemoIfOver, findUserById } from '../account/users.repository';

/** A signed-in request's session and user. */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
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
export async function requireSession(ctx: AppContext, request: FastifyRequest, options: { allowDisabled?: boolean } = {}): Promise<SignedIn> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const found = await lookupSession(ctx.db, token, ctx.now(), ctx.options);
  if (found.kind === 'unknown') throw unauthorized();
  if (found.kind === 'access-expired') throw tokenExpired();
  const stored = await findUserById(ctx.db, found.session.userId);
  if (!stored) throw unauthorized();
  // A demo whose trial is over is Free again from its next request on.
  const user = await endDemoIfOver(ctx.db, stored, ctx.now());
  const disabledAllowed = options.allowDisabled === true && user.disabled;
  if (found.kind === 'ended' && !(disabledAllowed && found.reason === 'disabled')) throw endedSessionError(found.reason);
  if (user.disabled && !options.allowDisabled) throw unauthorized(ErrorCode.USER_DISABLED);
  return { session: found.session, user };
}
