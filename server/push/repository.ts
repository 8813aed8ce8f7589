// Stored pushes (the dev push outbox), and the devices of a user that can receive one.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type Database } from '../db/database';
import { pushDevices, pushes, type PushRow } from '../db/tables';

/** A push as the dev push outbox shows it. */
export interface StoredPush {
  deviceId: string;
  platform: number;
  pushProjectId: string | null;
  pushToken: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  sentAt: string;
}

/** A device that can receive a push: registered to the user, with the push token its platform gave. */
export interface PushTarget {
  deviceId: string;
  platform: number;
  /** The push project its notifications go through, when its registration named one. */
  pushProjectId: string | null;
  pushToken: string;
}

/** Stores a sent push. */
export async function insertPush(db: Database, push: Omit<PushRow, 'id'>): Promise<void> {
  await db.insert(pushes).values(push);
}

/** The user's registered devices that have a push token. */
export async function pushTargetsOf(db: Database, userId: number): Promise<PushTarget[]> {
  const rows = await db
    .select({
      deviceId: pushDevices.deviceId,
      platform: pushDevices.platform,
      pushProjectId: pushDevices.pushProjectId,
      pushToken: pushDevices.pushToken,
    })
    .from(pushDevices)
    .where(and(eq(pushDevices.userId, userId), isNotNull(pushDevices.pushToken)))
    .orderBy(pushDevices.id);
  return rows.flatMap((row) => (row.pushToken ? [{ ...row, pushToken: row.pushToken }] : []));
}

/** Stored pushes, newest first, optionally only those sent to one device. */
export async function listPushes(db: Database, deviceId?: string, limit = 200): Promise<StoredPush[]> {
  const rows = await db
    .select()
    .from(pushes)
    .where(deviceId ? eq(pushes.deviceId, deviceId) : undefined)
    .orderBy(desc(pushes.sentAt), desc(pushes.id))
    .limit(limit);
  return rows.map((row) => ({
    deviceId: row.deviceId,
    platform: row.platform,
    pushProjectId: row.pushProjectId,
    pushToken: row.pushToken,
    title: row.title,
    body: row.body,
    data: row.data,
    sentAt: row.sentAt.toISOString(),
  }));
}
