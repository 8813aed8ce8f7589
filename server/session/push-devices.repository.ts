// Devices registered for push notifications, signed in or anonymously.
import { and, eq, isNull, or } from 'drizzle-orm';
import { type DeviceRegistration } from '../../core';
import { type Database } from '../db/database';
import { pushDevices, type PushDeviceRow } from '../db/tables';

const changes = (registration: DeviceRegistration, now: Date) => ({
  platform: registration.platform,
  deviceType: registration.deviceType,
  pushProjectId: registration.pushProjectId ?? null,
  pushToken: registration.pushToken ?? null,
  updatedAt: now,
});

/**
 * Registers a signed-in user's device: a new one, an anonymous one (the user becomes its owner) or one of the user's
 * own (platform and push token updated). A device another account owns is left as it is: undefined. A device moves
 * to another account only after its owner removes it (or the owner's account is deleted).
 */
export async function registerAccountDevice(
  db: Database,
  registration: DeviceRegistration,
  userId: number,
  now: Date,
): Promise<PushDeviceRow | undefined> {
  const values = changes(registration, now);
  const [row] = await db
    .insert(pushDevices)
    .values({ deviceId: registration.deviceId, userId, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: pushDevices.deviceId,
      set: { ...values, userId },
      setWhere: or(isNull(pushDevices.userId), eq(pushDevices.userId, userId)),
    })
    .returning();
  return row;
}

/**
 * Registers a device without a signed-in user: a new one, or an anonymous one (platform and push token updated).
 * A device an account owns is never changed by an anonymous registration: undefined.
 */
export async function registerAnonymousDevice(
  db: Database,
  registration: DeviceRegistration,
  now: Date,
): Promise<PushDeviceRow | undefined> {
  const values = changes(registration, now);
  const [row] = await db
    .insert(pushDevices)
    .values({ deviceId: registration.deviceId, userId: null, createdAt: now, ...values })
    .onConflictDoUpdate({ target: pushDevices.deviceId, set: values, setWhere: isNull(pushDevices.userId) })
    .returning();
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
