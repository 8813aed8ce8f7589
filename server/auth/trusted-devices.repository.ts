// Devices a user confirmed with a two-factor code (device ids stored as SHA-256 hashes).
import { and, eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { trustedDevices } from '../db/tables';
import { sha256 } from '../security/tokens';

/** Whether the device is trusted for the user; a hit refreshes its last use. */
export async function isTrustedDevice(db: Database, userId: number, deviceId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceIdHash, sha256(deviceId))))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

/** Trusts a device for a user (idempotent). */
export async function trustDevice(db: Database, userId: number, deviceId: string, now: Date): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ userId, deviceIdHash: sha256(deviceId), createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceIdHash], set: { lastUsedAt: now } });
}
