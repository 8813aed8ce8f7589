// Users and their rights.
import { and, asc, eq } from 'drizzle-orm';
import { FREE_PLAN, isDemoTrialRunning, Profile, type RightsItem } from '../../core';
import { type Database } from '../db/database';
import { subjects, userRights, users, type UserRow } from '../db/tables';

/** The fields of a new user (the password already hashed). */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Normalises an e-mail for lookups: trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this e-mail, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** The user with this id, if any. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user with one rights row per listed subject; returns the new row. */
export async function insertUser(
  db: Database,
  user: NewUser,
  rights: ReadonlyMap<number, boolean>,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...user, email: normalizeEmail(user.email), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    if (rights.size > 0) {
      await tx
        .insert(userRights)
        .values([...rights].map(([subjectId, enabled]) => ({ userId: row.id, subjectId, enabled })));
    }
    return row;
  });
}

/** The user's rights list in menu order: `{ id, nome, habilitado }` per subject. */
export async function rightsOf(db: Database, userId: number): Promise<RightsItem[]> {
  const rows = await db
    .select({ id: subjects.id, nome: subjects.nome, habilitado: userRights.enabled })
    .from(userRights)
    .innerJoin(subjects, eq(subjects.id, userRights.subjectId))
    .where(eq(userRights.userId, userId))
    .orderBy(asc(subjects.sortOrder), asc(subjects.id));
  return rows;
}

/** Enables or disables a user; returns whether the user exists. */
export async function setUserDisabled(db: Database, email: string, disabled: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabled, updatedAt: now })
    .where(eq(users.email, normalizeEmail(email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets whether a user has rights to one subject. */
export async function setUserRight(db: Database, userId: number, subjectId: number, enabled: boolean): Promise<void> {
  const updated = await db
    .update(userRights)
    .set({ enabled })
    .where(and(eq(userRights.userId, userId), eq(userRights.subjectId, subjectId)))
    .returning({ userId: userRights.userId });
  if (updated.length === 0) await db.insert(userRights).values({ userId, subjectId, enabled });
}

/** Replaces a user's password hash. */
export async function setUserPassword(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Whether a user is a Demo whose trial is over (core's demo-trial rule on the stored end of the trial). */
export function isDemoOver(user: Pick<UserRow, 'profile' | 'demoEndsAt'>, now: Date): boolean {
  return (
    user.profile === Profile.DEMO &&
    user.demoEndsAt !== null &&
    !isDemoTrialRunning(user.demoEndsAt.getTime(), { now: () => now.getTime() })
  );
}

/**
 * A Demo user whose trial is over becomes Free again (signature 'Gratuito', no rights); returns the user as
 * it is now. Called wherever the profile is read for the user (account, signature, demo request).
 */
export async function endDemoIfOver(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  if (!isDemoOver(user, now)) return user;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ profile: Profile.FREE, signature: FREE_PLAN, demoEndsAt: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.profile, Profile.DEMO)))
      .returning();
    if (row) await tx.update(userRights).set({ enabled: false }).where(eq(userRights.userId, user.id));
    return row ?? user;
  });
}

/** Deletes a user and, by cascade, everything that belongs to the account (sessions included). */
export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
