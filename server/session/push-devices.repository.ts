// Devices registered for push notifications, signed in or anonymously.
import { and, eq } from 'drizzle-orm';
import { type DeviceRegistration } from '../../core';
import { type Database } from '../db/database';
import { pushDevices, type PushDeviceRow } from '../db/tables';

/**
 * Registers a device (or updates its platform and push token). A signed-in registration makes the user its
 * owner; an anonymous one keeps whatever owner the device has.
 */
export async function upsertPushDevice(db: Database, registration: DeviceRegistration, userId: number | null, now: Date): Promise<PushDeviceRow> {
  const values = { platform: registration.platform, pushToken: registration.pushToken ?? null, updatedAt: now };
  const [row] = await db
    .insert(pushDevices)
    .values({ deviceId: registration.deviceId, userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: pushDevices.deviceId, set: userId === null ? values : { ...values, userId } })
    .returning();
  if (!row) throw new Error('push device upsert returned no row');
  return row;
}

/** Removes a user's device; returns whether it was theirs. */
export async function removePushDevice(db: Database, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.deviceId, deviceId)))
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}
