// Sign-in sessions: opaque tokens handed to the client, stored only as SHA-256 hashes.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { type Database } from '../db/database';
import { sessions, type SessionRow } from '../db/schema';
import { newToken, sha256 } from '../security/tokens';

/** A session lasts this long without "remember me"… */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** …and this long with it. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-seen is refreshed at most this often. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The clear tokens of a session, known only to the client (and to the caller at creation). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  acceptorToken: string;
}

/** What a new session records. */
export interface NewSession {
  userId: number;
  deviceId?: string | undefined;
  remember: boolean;
  requestIp: string;
  userAgent: string;
  now: Date;
  /** Fixed tokens (test and provider states only); fresh random ones otherwise. */
  tokens?: Partial<SessionTokens> | undefined;
  expiresAt?: Date | undefined;
}

/** Opens a session and returns its row with the clear tokens. */
export async function insertSession(db: Database, input: NewSession): Promise<{ session: SessionRow; tokens: SessionTokens }> {
  const tokens: SessionTokens = {
    token: input.tokens?.token ?? newToken(),
    refreshToken: input.tokens?.refreshToken ?? newToken(),
    acceptorToken: input.tokens?.acceptorToken ?? newToken(),
  };
  const ttl = input.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      userId: input.userId,
      deviceIdHash: input.deviceId ? sha256(input.deviceId) : null,
      tokenHash: sha256(tokens.token),
      refreshTokenHash: sha256(tokens.refreshToken),
      acceptorTokenHash: sha256(tokens.acceptorToken),
      remember: input.remember,
      requestIp: input.requestIp,
      userAgent: input.userAgent.slice(0, 512),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: input.expiresAt ?? new Date(input.now.getTime() + ttl),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { session, tokens };
}

/** The live (not ended, not expired) session of an access token, its last-seen refreshed. */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<SessionRow | undefined> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (session && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))));
  }
  return session;
}

/** Ends every open session matching any of these tokens (access, refresh or acceptor); returns how many. */
export async function endSessionsByTokens(db: Database, tokens: readonly string[], now: Date): Promise<number> {
  const hashes = [...new Set(tokens.filter((t) => t.length > 0))].map(sha256);
  if (hashes.length === 0) return 0;
  const matches = hashes.flatMap((hash) => [eq(sessions.tokenHash, hash), eq(sessions.refreshTokenHash, hash), eq(sessions.acceptorTokenHash, hash)]);
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(isNull(sessions.endedAt), or(...matches)))
    .returning({ id: sessions.id });
  return ended.length;
}
