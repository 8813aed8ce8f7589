// Sign-in sessions: opaque tokens handed to the client, stored only as SHA-256 hashes; their lifetimes and ends.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { type SessionEndReason } from '../../core';
import { type Database } from '../db/database';
import { retiredRefreshTokens, sessions, type SessionRow } from '../db/tables';
import { newToken, sha256 } from '../security/tokens';

/** A session lasts this long without "remember me"… */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** …and this long with it (the absolute timeout: the refresh token's lifetime). */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-seen is refreshed at most this often. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Why a session ended (the core's list). */
export type EndReason = SessionEndReason;

/** The idle timeouts: a session unused for longer ends (SPEC-silent; see docs/configuration.md). */
export interface IdlePolicy {
  idleTimeoutMs: number;
  rememberedIdleTimeoutMs: number;
}

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
  /** Opened through the alternative (s4) sign-in. */
  s4?: boolean | undefined;
  requestIp: string;
  userAgent: string;
  now: Date;
  /** Lifetime of the access token; without it the access token lives as long as the session. */
  accessTtlMs?: number | undefined;
  /** Fixed tokens (test and provider states only); fresh random ones otherwise. */
  tokens?: Partial<SessionTokens> | undefined;
  expiresAt?: Date | undefined;
}

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
/** The access token's end: `ttl` from now, never past the session's end. */
const accessEnd = (now: Date, ttl: number | undefined, expiresAt: Date) =>
  ttl === undefined ? null : new Date(Math.min(now.getTime() + ttl, expiresAt.getTime()));

/** Opens a session and returns its row with the clear tokens. */
export async function insertSession(
  db: Database,
  input: NewSession,
): Promise<{ session: SessionRow; tokens: SessionTokens }> {
  const tokens: SessionTokens = {
    token: input.tokens?.token ?? newToken(),
    refreshToken: input.tokens?.refreshToken ?? newToken(),
    acceptorToken: input.tokens?.acceptorToken ?? newToken(),
  };
  const expiresAt = input.expiresAt ?? addMs(input.now, input.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS);
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
      s4: input.s4 ?? false,
      requestIp: input.requestIp,
      userAgent: input.userAgent.slice(0, 512),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt,
      accessExpiresAt: accessEnd(input.now, input.accessTtlMs, expiresAt),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { session, tokens };
}

/** What a token says about its session. */
export type SessionLookup =
  | { kind: 'live'; session: SessionRow }
  /** The session lives on, but this access token is past its end: refresh it. */
  | { kind: 'access-expired'; session: SessionRow }
  | { kind: 'ended'; session: SessionRow; reason: EndReason }
  | { kind: 'unknown' };

/** Why an open session is over now (past its absolute end or its idle timeout), or null. */
export function overReason(session: SessionRow, now: Date, policy: IdlePolicy): EndReason | null {
  const idleLimit = session.remember ? policy.rememberedIdleTimeoutMs : policy.idleTimeoutMs;
  return session.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : now.getTime() - session.lastSeenAt.getTime() > idleLimit
      ? 'idle'
      : null;
}

/** Whether an open session is past its absolute end or its idle timeout; ends it (with the reason) when so. */
async function closeIfOver(
  db: Database,
  session: SessionRow,
  now: Date,
  policy: IdlePolicy,
): Promise<EndReason | null> {
  if (session.endedAt) return session.endedReason ?? 'logout';
  const reason = overReason(session, now, policy);
  if (reason)
    await db
      .update(sessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(eq(sessions.id, session.id), isNull(sessions.endedAt)));
  return reason;
}

/** The session with this access token hash, as stored (no check, no write). */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return session;
}

/** Refreshes a live session's last-seen time when it is older than the touch interval; returns whether it was due. */
export async function touchSession(db: Database, session: SessionRow, now: Date): Promise<boolean> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return false;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))));
  return true;
}

/** Looks a session up by one of its token hashes and tells its state; ends it on the spot when it is over. */
async function lookup(db: Database, column: SQL, now: Date, policy: IdlePolicy): Promise<SessionLookup> {
  const [session] = await db.select().from(sessions).where(column).limit(1);
  if (!session) return { kind: 'unknown' };
  const reason = await closeIfOver(db, session, now, policy);
  return reason ? { kind: 'ended', session, reason } : { kind: 'live', session };
}

/** The state of the session of an access token; a live one has its last-seen refreshed. */
export async function lookupSession(
  db: Database,
  token: string,
  now: Date,
  policy: IdlePolicy,
): Promise<SessionLookup> {
  const found = await lookup(db, eq(sessions.tokenHash, sha256(token)), now, policy);
  if (found.kind !== 'live') return found;
  const { session } = found;
  if (session.accessExpiresAt && session.accessExpiresAt.getTime() <= now.getTime())
    return { kind: 'access-expired', session };
  await touchSession(db, session, now);
  return found;
}

/** The state of the session of a refresh token. */
export function lookupByRefreshToken(
  db: Database,
  refreshToken: string,
  now: Date,
  policy: IdlePolicy,
): Promise<SessionLookup> {
  return lookup(db, eq(sessions.refreshTokenHash, sha256(refreshToken)), now, policy);
}

/** The state of the session of an acceptor token. */
export function lookupByAcceptorToken(
  db: Database,
  acceptorToken: string,
  now: Date,
  policy: IdlePolicy,
): Promise<SessionLookup> {
  return lookup(db, eq(sessions.acceptorTokenHash, sha256(acceptorToken)), now, policy);
}

/**
 * Rotates a live session's access and refresh tokens (the old refresh token stops working and is kept as retired,
 * so that a replay of it is recognised); returns the new clear tokens, or undefined when another refresh with the
 * same token won the race.
 */
export async function rotateTokens(
  db: Database,
  session: SessionRow,
  now: Date,
  accessTtlMs: number,
): Promise<{ token: string; refreshToken: string; accessExpiresAt: Date } | undefined> {
  const token = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = accessEnd(now, accessTtlMs, session.expiresAt) ?? session.expiresAt;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ tokenHash: sha256(token), refreshTokenHash: sha256(refreshToken), accessExpiresAt, lastSeenAt: now })
      .where(
        and(
          eq(sessions.id, session.id),
          eq(sessions.refreshTokenHash, session.refreshTokenHash),
          isNull(sessions.endedAt),
        ),
      )
      .returning({ id: sessions.id });
    if (rows.length === 0) return undefined;
    await tx
      .insert(retiredRefreshTokens)
      .values({ tokenHash: session.refreshTokenHash, sessionId: session.id, retiredAt: now })
      .onConflictDoNothing();
    return { token, refreshToken, accessExpiresAt };
  });
}

/**
 * Ends the session a retired refresh token belonged to (a replay: whoever holds the current tokens of that family,
 * the owner or a thief, must sign in again); returns whether the token was a retired one.
 */
export async function endFamilyOfRetiredRefreshToken(db: Database, refreshToken: string, now: Date): Promise<boolean> {
  const [retired] = await db
    .select({ sessionId: retiredRefreshTokens.sessionId })
    .from(retiredRefreshTokens)
    .where(eq(retiredRefreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (!retired) return false;
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: 'reused' })
    .where(and(eq(sessions.id, retired.sessionId), isNull(sessions.endedAt)));
  return true;
}

/** Issues a new acceptor token for a live session, recording the user agent it is for; returns it in clear. */
export async function renewAcceptorToken(
  db: Database,
  sessionId: string,
  userAgent: string,
  now: Date,
): Promise<string> {
  const acceptorToken = newToken();
  await db
    .update(sessions)
    .set({ acceptorTokenHash: sha256(acceptorToken), acceptorUserAgent: userAgent.slice(0, 512), lastSeenAt: now })
    .where(eq(sessions.id, sessionId));
  return acceptorToken;
}

/**
 * Retires acceptor tokens (the quotes module left): each open session holding one gets a new, never-shown acceptor
 * token, so the old one no longer checks; the session itself goes on. Returns the ids of the sessions concerned.
 */
export async function retireAcceptorTokens(db: Database, acceptorTokens: readonly string[]): Promise<string[]> {
  const hashes = [...new Set(acceptorTokens.filter((t) => t.length > 0))].map(sha256);
  if (hashes.length === 0) return [];
  const retired: string[] = [];
  // The column is unique: each token names one session at most, which gets a fresh random hash of its own.
  for (const hash of hashes) {
    const [row] = await db
      .update(sessions)
      .set({ acceptorTokenHash: sha256(newToken()) })
      .where(and(isNull(sessions.endedAt), eq(sessions.acceptorTokenHash, hash)))
      .returning({ id: sessions.id });
    if (row) retired.push(row.id);
  }
  return retired;
}

/**
 * Retires the acceptor tokens of a user's other open sessions (the quotes module opened on this one: one station per
 * user); returns the ids of those sessions.
 */
export async function retireOtherAcceptorTokens(db: Database, userId: number, sessionId: string): Promise<string[]> {
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.endedAt)));
  for (const { id } of others)
    await db
      .update(sessions)
      .set({ acceptorTokenHash: sha256(newToken()) })
      .where(eq(sessions.id, id));
  return others.map((o) => o.id);
}

/** Ends every open session matching any of these tokens (access, refresh or acceptor); returns how many. */
export async function endSessionsByTokens(
  db: Database,
  tokens: readonly string[],
  now: Date,
  reason: EndReason = 'logout',
): Promise<number> {
  const hashes = [...new Set(tokens.filter((t) => t.length > 0))].map(sha256);
  if (hashes.length === 0) return 0;
  const matches = hashes.flatMap((hash) => [
    eq(sessions.tokenHash, hash),
    eq(sessions.refreshTokenHash, hash),
    eq(sessions.acceptorTokenHash, hash),
  ]);
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(isNull(sessions.endedAt), or(...matches)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every open session of a user (disabled or deleted account: all of them; a password change: all but
 * the session that changed it); returns how many ended.
 */
export async function endSessionsOfUser(
  db: Database,
  userId: number,
  now: Date,
  options: { exceptSessionId?: string | undefined; reason?: EndReason } = {},
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endedReason: options.reason ?? 'logout' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Keeps at most `max` live sessions for a user: the session a sign-in just opened (`keep`), then the newest; the
 * oldest ones beyond it end as replaced (concurrent access); returns how many ended. Sessions already over their
 * absolute or idle limit do not count.
 */
export async function enforceSessionLimit(
  db: Database,
  userId: number,
  now: Date,
  max: number,
  policy: IdlePolicy,
  keep: string,
): Promise<number> {
  const open = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  const live = open.filter(
    (s) =>
      now.getTime() - s.lastSeenAt.getTime() <= (s.remember ? policy.rememberedIdleTimeoutMs : policy.idleTimeoutMs),
  );
  // Sessions opened in the same millisecond tie on their creation: the one just opened goes first whatever its id.
  const kept = [...live.filter((s) => s.id === keep), ...live.filter((s) => s.id !== keep)];
  const excess = kept.slice(Math.max(0, max));
  let ended = 0;
  for (const session of excess) {
    const rows = await db
      .update(sessions)
      .set({ endedAt: now, endedReason: 'replaced' })
      .where(and(eq(sessions.id, session.id), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    ended += rows.length;
  }
  return ended;
}

/** Adds seconds the user spent in the app to a session's total (client/update/time-spent). */
export async function addTimeSpent(db: Database, sessionId: string, seconds: number): Promise<void> {
  await db
    .update(sessions)
    .set({ timeSpentSeconds: sql`${sessions.timeSpentSeconds} + ${seconds}` })
    .where(eq(sessions.id, sessionId));
}
