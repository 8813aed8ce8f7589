// The back office's users on the database: the list page (filtered by name, e-mail and creation day), a user's
// stored record (account, profile, enabled subjects) and activity (devices, push devices, sessions), the lookups the
// form's checks make, and the writes of a user and its rights.
import { and, asc, count, desc, eq, gte, ilike, inArray, sql } from 'drizzle-orm';
import { type AdminUserRow, parseAdminRoles, parseProfile, type TablePage, type TableQuery } from '../../core';
import { type Database } from '../db/database';
import {
  accountProfiles,
  type AccountProfileRow,
  pushDevices,
  sessions,
  subjects,
  trustedDevices,
  userRights,
  users,
  type UserRow,
} from '../db/tables';
import { contentPlans } from '../content/schema';
import { containing, orderOf, page } from './table.repository';

/** The account fields of a user the back office writes. */
export type UserValues = Pick<
  typeof users.$inferInsert,
  'email' | 'name' | 'profile' | 'signature' | 'roles' | 'disabled' | 'hasQuotesRights' | 'language' | 'updatedAt'
>;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  profile: users.profile,
  signature: users.signature,
  roles: users.roles,
  disabled: users.disabled,
  createdAt: users.createdAt,
};

/** One page of the users, filtered by name and e-mail (contains) and creation day (from), by id unless sorted. */
export function usersPage(db: Database, query: TableQuery): Promise<TablePage<AdminUserRow>> {
  const { name, email, since } = query.filters;
  const sinceDate = since && /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00Z`) : undefined;
  const where = and(
    name ? ilike(users.name, containing(name)) : undefined,
    email ? ilike(users.email, containing(email)) : undefined,
    sinceDate && !Number.isNaN(sinceDate.getTime()) ? gte(users.createdAt, sinceDate) : undefined,
  );
  const order = orderOf(
    query,
    {
      id: users.id,
      name: users.name,
      email: users.email,
      profile: users.profile,
      disabled: users.disabled,
      createdAt: users.createdAt,
    },
    [asc(users.id)],
    users.id,
  );
  return page(
    query,
    async (limit, offset) =>
      (
        await db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => ({
        ...row,
        profile: parseProfile(row.profile),
        roles: parseAdminRoles(row.roles),
        createdAt: row.createdAt.toISOString(),
      })),
    async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
  );
}

/** A user's stored record: the account, its profile (if one was recorded) and its enabled subjects in id order. */
export interface StoredUser {
  user: UserRow;
  profile: AccountProfileRow | null;
  enabledSubjects: number[];
}

/** A user's stored record, if the user exists. */
export async function findUserRecord(db: Database, id: number): Promise<StoredUser | undefined> {
  const [found] = await db
    .select()
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .where(eq(users.id, id));
  if (!found) return undefined;
  const enabled = await db
    .select({ id: userRights.subjectId })
    .from(userRights)
    .where(and(eq(userRights.userId, id), eq(userRights.enabled, true)))
    .orderBy(asc(userRights.subjectId));
  return { user: found.users, profile: found.account_profiles, enabledSubjects: enabled.map((right) => right.id) };
}

/** A user's trusted devices, last used first. */
export function trustedDevicesOf(db: Database, id: number) {
  return db.select().from(trustedDevices).where(eq(trustedDevices.userId, id)).orderBy(desc(trustedDevices.lastUsedAt));
}

/** A user's push devices, last seen first: whether each has a push token, never the token. */
export function pushDevicesOf(db: Database, id: number) {
  return db
    .select({
      deviceId: pushDevices.deviceId,
      platform: pushDevices.platform,
      hasPushToken: sql<boolean>`${pushDevices.pushToken} is not null`,
      createdAt: pushDevices.createdAt,
      updatedAt: pushDevices.updatedAt,
    })
    .from(pushDevices)
    .where(eq(pushDevices.userId, id))
    .orderBy(desc(pushDevices.updatedAt));
}

/** A user's 20 newest sessions. */
export function recentSessionsOf(db: Database, id: number) {
  return db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(desc(sessions.createdAt)).limit(20);
}

/** The id of the user with this e-mail (already normalised), if any. */
export async function userIdWithEmail(db: Database, email: string): Promise<number | undefined> {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return other?.id;
}

/** Whether a plan has this name. */
export async function planExists(db: Database, name: string): Promise<boolean> {
  const [plan] = await db.select({ id: contentPlans.id }).from(contentPlans).where(eq(contentPlans.name, name));
  return plan !== undefined;
}

/** How many of these subject ids name a subject. */
export async function countSubjects(db: Database, ids: readonly number[]): Promise<number> {
  const known = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  return known.length;
}

/** Inserts a user; its id. */
export async function insertUser(
  db: Database,
  values: UserValues & Pick<typeof users.$inferInsert, 'userCode' | 'passwordHash' | 'createdAt'>,
): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Changes a user's account fields. */
export async function updateUser(db: Database, id: number, values: UserValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Writes a user's rights: one row per subject, enabled for the listed ones. */
export async function replaceRights(db: Database, userId: number, enabled: readonly number[]): Promise<void> {
  const all = await db.select({ id: subjects.id }).from(subjects);
  const on = new Set(enabled);
  await db.delete(userRights).where(eq(userRights.userId, userId));
  if (all.length > 0)
    await db.insert(userRights).values(all.map(({ id }) => ({ userId, subjectId: id, enabled: on.has(id) })));
}
