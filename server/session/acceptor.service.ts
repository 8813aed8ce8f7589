// Acceptor tokens: the session token the app shows the acceptor (a new one per user agent, refresh, check, logout).
import {
  type AcceptorCheck,
  ACCEPTOR_ERROR,
  type AcceptorToken,
  ErrorCode,
  type Locale,
  otherMessage,
} from '../../core';
import { type AppContext } from '../context';
import { ApiError } from '../errors';
import {
  endSessionsByTokens,
  type EndReason,
  lookupByAcceptorToken,
  lookupByRefreshToken,
  renewAcceptorToken,
} from './repository';
import { findUserById } from '../account/users.repository';

/** An acceptor failure (HTTP 401, errorType AcceptorError, which the app passes to the caller unchanged). */
export function acceptorError(reason?: EndReason): ApiError {
  const key = reason === 'replaced' ? 'anotherStation' : 'sessionExpired';
  return new ApiError(401, ACCEPTOR_ERROR, ErrorCode.UNAUTHORIZED, (locale: Locale) => otherMessage(key, locale));
}

/** Issues a new acceptor token for a signed-in session and the user agent it is for. */
export async function newAcceptorToken(ctx: AppContext, sessionId: string, userAgent: string): Promise<AcceptorToken> {
  return { acptoken: await renewAcceptorToken(ctx.db, sessionId, userAgent, ctx.now()) };
}

/** Issues a new acceptor token from the session's refresh token (the refresh token itself is kept). */
export async function refreshAcceptorToken(ctx: AppContext, refreshToken: string): Promise<AcceptorToken> {
  const found = await lookupByRefreshToken(ctx.db, refreshToken, ctx.now(), ctx.options);
  if (found.kind === 'unknown') throw acceptorError();
  if (found.kind === 'ended') throw acceptorError(found.reason);
  return { acptoken: await renewAcceptorToken(ctx.db, found.session.id, found.session.acceptorUserAgent, ctx.now()) };
}

/** Whether an acceptor token belongs to a live session: its e-mail and end, or 401 AcceptorError. */
export async function checkAcceptorToken(ctx: AppContext, acceptorToken: string): Promise<AcceptorCheck> {
  const found = await lookupByAcceptorToken(ctx.db, acceptorToken, ctx.now(), ctx.options);
  if (found.kind === 'unknown') throw acceptorError();
  if (found.kind === 'ended') throw acceptorError(found.reason);
  const user = await findUserById(ctx.db, found.session.userId);
  if (!user || user.disabled) throw acceptorError('disabled');
  return { valid: true, email: user.email, expiresAt: found.session.expiresAt.toISOString() };
}

/** Ends the session of any of these tokens (idempotent: an unknown token is fine). */
export async function acceptorLogout(ctx: AppContext, tokens: readonly (string | null | undefined)[]): Promise<void> {
  await endSessionsByTokens(
    ctx.db,
    tokens.filter((t): t is string => typeof t === 'string'),
    ctx.now(),
  );
}
