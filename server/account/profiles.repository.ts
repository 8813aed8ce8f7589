// Account profiles (the 1:1 side table of users) and notification preferences per commodity.
import { and, eq, ne } from 'drizzle-orm';
import { type NotificationChoice } from '../../core';
import { type Database } from '../db/database';
import { accountProfiles, notificationPreferences, type AccountProfileRow } from '../db/tables';

/** What a profile records besides the user id. */
export type ProfilePatch = Partial<
  Pick<AccountProfileRow, 'personType' | 'document' | 'phone' | 'country' | 'groups' | 'notificationsBlocked'>
>;

/** The profile of a user, if one was recorded. */
export async function findProfile(db: Database, userId: number): Promise<AccountProfileRow | undefined> {
  const [row] = await db.select().from(accountProfiles).where(eq(accountProfiles.userId, userId)).limit(1);
  return row;
}

/** Creates the user's profile or changes the given fields of it. */
export async function saveProfile(db: Database, userId: number, patch: ProfilePatch, now: Date): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ userId, ...patch, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: { ...patch, updatedAt: now } });
}

/** Whether a CPF or CNPJ (unmasked) belongs to an account already (other than `exceptUserId`). */
export async function isDocumentTaken(db: Database, document: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ userId: accountProfiles.userId })
    .from(accountProfiles)
    .where(
      and(
        eq(accountProfiles.document, document),
        exceptUserId === undefined ? undefined : ne(accountProfiles.userId, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The user's stored notification choices. */
export async function listNotificationChoices(db: Database, userId: number): Promise<NotificationChoice[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return rows.map((row) => ({ commodity: row.subjectId, email: row.byEmail, app: row.byApp }));
}

/** Replaces the user's notification choices and the block-all flag in one transaction. */
export async function saveNotificationChoices(
  db: Database,
  userId: number,
  blockAll: boolean,
  choices: readonly NotificationChoice[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    if (choices.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(choices.map((c) => ({ userId, subjectId: c.commodity, byEmail: c.email, byApp: c.app })));
    }
    await saveProfile(tx, userId, { notificationsBlocked: blockAll }, now);
  });
}
