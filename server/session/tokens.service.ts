// Token refresh: a live session's refresh token buys a new access token (and a new refresh token).
import { type RefreshedTokens } from '../../core';
import { type AppContext } from '../context';
import { unauthorized } from '../errors';
import { endFamilyOfRetiredRefreshToken, lookupByRefreshToken, rotateTokens } from './repository';
import { findUserById } from '../account/users.repository';
import { endedSessionError } from './guard';

/**
 * Rotates the session's tokens: the old refresh token stops working. 401 when the refresh token is unknown,
 * already used, or its session ended (ConcurrentAccessError when a sign-in elsewhere replaced it). A refresh token
 * already used once is a replay: it ends its session, so the tokens the first use obtained stop working too.
 */
export async function refreshAccessToken(ctx: AppContext, refreshToken: string): Promise<RefreshedTokens> {
  const now = ctx.now();
  const found = await lookupByRefreshToken(ctx.db, refreshToken, now, ctx.options);
  if (found.kind === 'unknown') {
    await endFamilyOfRetiredRefreshToken(ctx.db, refreshToken, now);
    throw unauthorized();
  }
  if (found.kind === 'ended') throw endedSessionError(found.reason);
  const user = await findUserById(ctx.db, found.session.userId);
  if (!user || user.disabled) throw endedSessionError('disabled');
  const rotated = await rotateTokens(ctx.db, found.session, now, ctx.options.accessTokenTtlMs);
  if (!rotated) throw unauthorized();
  return {
    token: rotated.token,
    refresh_token: rotated.refreshToken,
    expiresIn: Math.round((rotated.accessExpiresAt.getTime() - now.getTime()) / 1000),
  };
}
