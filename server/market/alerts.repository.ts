// The watch lists and price alerts on the database: a user's list and alerts, an alert stored under the user's limit,
// the active alerts and their owners, and the firing of an alert (one conditional update, active → fired).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { users } from '../db/schema';
import { type UserRow } from '../db/tables';
import { inTransaction } from '../db/transaction';
import { marketAlerts, marketWatchlists } from './schema';

/** A stored alert. */
export type AlertRow = typeof marketAlerts.$inferSelect;

/** The user's watch list as stored (empty when never saved). */
export async function storedWatchlist(db: Database, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ instruments: marketWatchlists.instruments })
    .from(marketWatchlists)
    .where(eq(marketWatchlists.userId, userId));
  return row?.instruments ?? [];
}

/** Replaces the user's watch list. */
export async function saveWatchlist(db: Database, userId: number, instruments: string[], now: Date): Promise<void> {
  await db
    .insert(marketWatchlists)
    .values({ userId, instruments, updatedAt: now })
    .onConflictDoUpdate({ target: marketWatchlists.userId, set: { instruments, updatedAt: now } });
}

/** The user's alerts, newest first. */
export function alertsOf(db: Database, userId: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(marketAlerts)
    .where(eq(marketAlerts.userId, userId))
    .orderBy(desc(marketAlerts.createdAt), desc(marketAlerts.id));
}

/**
 * Stores a new alert unless the user already has `max` of them; under a lock of the user's alerts, so two requests at
 * once cannot pass the limit together. Undefined when the limit is reached.
 */
export function insertAlert(
  db: Database,
  userId: number,
  alert: { instrument: string; kind: AlertRow['kind']; level: number },
  max: number,
  now: Date,
): Promise<AlertRow | undefined> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(250261, ${userId})`);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(marketAlerts)
      .where(eq(marketAlerts.userId, userId));
    if ((counted?.count ?? 0) >= max) return undefined;
    const [row] = await tx
      .insert(marketAlerts)
      .values({ userId, instrumentId: alert.instrument, kind: alert.kind, level: alert.level, createdAt: now })
      .returning();
    return row;
  });
}

/** Deletes one of the user's alerts; false when the user has no alert with that id. */
export async function deleteAlert(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(marketAlerts)
    .where(and(eq(marketAlerts.id, id), eq(marketAlerts.userId, userId)))
    .returning({ id: marketAlerts.id });
  return deleted.length > 0;
}

/** Every active alert. */
export function activeAlerts(db: Database): Promise<AlertRow[]> {
  return db.select().from(marketAlerts).where(eq(marketAlerts.state, 'active'));
}

/** The users with these ids. */
export function usersWithIds(db: Database, ids: number[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Fires an alert still active, with the value that crossed its level; false when another instance fired it first. */
export async function fireAlert(db: Database, id: number, value: number, at: Date): Promise<boolean> {
  const [won] = await db
    .update(marketAlerts)
    .set({ state: 'fired', firedAt: at, firedValue: value })
    .where(and(eq(marketAlerts.id, id), eq(marketAlerts.state, 'active')))
    .returning({ id: marketAlerts.id });
  return won !== undefined;
}
