// The registrations for the live sessions on the database: the seats taken, the lock of a session, a user's seat.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { liveSessionRegistrations } from './schema';

/** The seats taken of some sessions, and those the user holds. */
export async function seatsOf(
  db: Database,
  sessionIds: readonly string[],
  userId: number,
): Promise<{ taken: Map<string, number>; mine: Set<string> }> {
  if (sessionIds.length === 0) return { taken: new Map(), mine: new Set() };
  const rows = await db
    .select({
      sessionId: liveSessionRegistrations.sessionId,
      taken: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${liveSessionRegistrations.userId} = ${userId})`,
    })
    .from(liveSessionRegistrations)
    .where(inArray(liveSessionRegistrations.sessionId, [...sessionIds]))
    .groupBy(liveSessionRegistrations.sessionId);
  return {
    taken: new Map(rows.map((row) => [row.sessionId, Number(row.taken)])),
    mine: new Set(rows.filter((row) => row.mine).map((row) => row.sessionId)),
  };
}

/** Locks a session's registrations to the end of the transaction `tx`. */
export async function lockSession(tx: Database, sessionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live-session:${sessionId}`}))`);
}

/** Whether a user holds a seat of a session. */
export async function holdsSeat(db: Database, sessionId: string, userId: number): Promise<boolean> {
  const [held] = await db
    .select({ userId: liveSessionRegistrations.userId })
    .from(liveSessionRegistrations)
    .where(and(eq(liveSessionRegistrations.sessionId, sessionId), eq(liveSessionRegistrations.userId, userId)));
  return held !== undefined;
}

/** How many seats of a session are taken. */
export async function seatsTaken(db: Database, sessionId: string): Promise<number> {
  const [counted] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(liveSessionRegistrations)
    .where(eq(liveSessionRegistrations.sessionId, sessionId));
  return Number(counted?.taken ?? 0);
}

/** Gives a user a seat of a session. */
export async function insertRegistration(db: Database, sessionId: string, userId: number, now: Date): Promise<void> {
  await db.insert(liveSessionRegistrations).values({ sessionId, userId, registeredAt: now });
}

/** Gives back a user's seat of a session (none held: nothing). */
export async function deleteRegistration(db: Database, sessionId: string, userId: number): Promise<void> {
  await db
    .delete(liveSessionRegistrations)
    .where(and(eq(liveSessionRegistrations.sessionId, sessionId), eq(liveSessionRegistrations.userId, userId)));
}
