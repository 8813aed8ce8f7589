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
  type EndReason,
  lookupByAcceptorToken,
  lookupByRefreshToken,
  renewAcceptorToken,
  retireAcceptorTokens,
  retireOtherAcceptorTokens,
} from './repository';
import { findUserById } from '../account/users.repository';
import { SERVER_CATALOGUES } from '../messages';

/** An acceptor failure (HTTP 401, errorType AcceptorError, which the app passes to the caller unchanged). */
export function acceptorError(reason?: EndReason): ApiError {
  const key = reason === 'replaced' ? 'anotherStation' : 'sessionExpired';
  return new ApiError(401, ACCEPTOR_ERROR, ErrorCode.UNAUTHORIZED, (locale: Locale) =>
    otherMessage(key, SERVER_CATALOGUES[locale]),
  );
}

/**
 * Opens the quotes module on a signed-in session for a user agent: a new acceptor token for it, and the tokens of the
 * user's other sessions retired (one station per user: the live prices move here). Returns the token and the ids of
 * every session whose token changed.
 */
export async function newAcceptorToken(
  ctx: AppContext,
  session: { id: string; userId: number },
  userAgent: string,
): Promise<AcceptorToken & { changed: string[] }> {
  const acptoken = await renewAcceptorToken(ctx.db, session.id, userAgent, ctx.now());
  const others = await retireOtherAcceptorTokens(ctx.db, session.userId, session.id);
  return { acptoken, changed: [session.id, ...others] };
}

/**
 * Issues a new acceptor token from the session's refresh token (the refresh token itself is kept); like a new token,
 * it retires the user's other sessions' tokens, so that no two stations hold the live prices at once.
 */
export async function refreshAcceptorToken(
  ctx: AppContext,
  refreshToken: string,
): Promise<AcceptorToken & { changed: string[] }> {
  const found = await lookupByRefreshToken(ctx.db, refreshToken, ctx.now(), ctx.options);
  if (found.kind === 'unknown') throw acceptorError();
  if (found.kind === 'ended') throw acceptorError(found.reason);
  return newAcceptorToken(ctx, found.session, found.session.acceptorUserAgent);
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

/**
 * The keep-alive logout of the quotes module, sent as its page goes away: the module's acceptor token (`token`, or
 * `acptoken`) no longer checks, and the app session goes on (a reload opens the module again with a new token).
 * Idempotent: an unknown or already retired token is fine. Returns the sessions whose token was retired.
 */
export function acceptorLogout(ctx: AppContext, tokens: readonly (string | null | undefined)[]): Promise<string[]> {
  return retireAcceptorTokens(
    ctx.db,
    tokens.filter((t): t is string => typeof t === 'string'),
  );
}

/**
 * Whether an acceptor token is the live station of this session (the quotes module open there): null when it is,
 * otherwise the AcceptorError to answer (a token retired by another tab or station, or a session ended elsewhere).
 */
export async function stationRefusal(
  ctx: AppContext,
  acceptorToken: string | undefined,
  sessionId: string,
): Promise<ApiError | null> {
  if (!acceptorToken) return acceptorError();
  const found = await lookupByAcceptorToken(ctx.db, acceptorToken, ctx.now(), ctx.options);
  if (found.kind === 'ended') return acceptorError(found.reason);
  // Retired by the module opened again (another tab or station) or left: the live prices went elsewhere.
  if (found.kind !== 'live' || found.session.id !== sessionId) return acceptorError('replaced');
  return null;
}
