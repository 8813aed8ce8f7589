// The guard's reads kept in memory: a token's session row and its user's row, for one sessions generation
// (server/db/generations.ts). Any change to a session (but its last-seen time and time spent) or to a user bumps that
// generation in its own transaction, and every request gets the generations first, so a session ended, rotated or
// deleted, or a user changed, is seen on the very next request, on any instance. Whatever the time alone decides
// (the access token's end, the idle timeout, the absolute end) is still decided on every request; a session that
// looks over is looked up again in the database, which records its end. Unknown tokens are never kept.
import { type Database } from '../db/database';
import { GenerationCache } from '../db/generations';
import { type SessionRow, type UserRow } from '../db/tables';
import { findUserById } from '../account/users.repository';
import { sha256 } from '../security/tokens';
import {
  findSessionByTokenHash,
  type IdlePolicy,
  lookupSession,
  overReason,
  type SessionLookup,
  touchSession,
} from './repository';

/** How many sessions and users one instance keeps at most (the least recently used go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The session and user lookups of one server. */
export class SessionCache {
  private readonly sessions = new GenerationCache<SessionRow>(SESSION_CACHE_MAX_ENTRIES);
  private readonly users = new GenerationCache<UserRow | undefined>(SESSION_CACHE_MAX_ENTRIES);

  set enabled(on: boolean) {
    this.sessions.enabled = on;
    this.users.enabled = on;
  }

  /** What `lookupSession` tells of an access token, from memory when the session is kept and still live. */
  async lookup(db: Database, token: string, now: Date, policy: IdlePolicy, generation: number): Promise<SessionLookup> {
    const hash = sha256(token);
    const kept = this.sessions.peek(generation, hash);
    const session = kept ? await kept : await findSessionByTokenHash(db, hash);
    if (!session) return { kind: 'unknown' };
    // Ended or over: the database decides and records the end.
    if (session.endedAt || overReason(session, now, policy)) return lookupSession(db, token, now, policy);
    if (!kept) this.sessions.set(generation, hash, session);
    if (session.accessExpiresAt && session.accessExpiresAt.getTime() <= now.getTime())
      return { kind: 'access-expired', session };
    if (await touchSession(db, session, now)) this.sessions.set(generation, hash, { ...session, lastSeenAt: now });
    return { kind: 'live', session };
  }

  /** A user by id. */
  user(db: Database, id: number, generation: number): Promise<UserRow | undefined> {
    return this.users.get(generation, String(id), () => findUserById(db, id));
  }
}

const caches = new WeakMap<Database, SessionCache>();

/** The session cache of a database (one per server, on unless the server's options turn it off). */
export function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
