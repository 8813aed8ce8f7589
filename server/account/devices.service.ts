// The signed-in devices of an account (my account's device list, and the devices of the copy of one's data): a device
// is the device id a browser or the native shell sends (stored hashed by the trusted devices, the sessions and the push
// devices); a session opened without one is a device of its own. Ending a device ends its open sessions, forgets it as
// trusted (its next sign-in asks for a two-factor code again), revokes its quick sign-in and removes its push device.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type DeviceEnded, ErrorCode, orderDevices, type SignedInDevice } from '../../core';
import { browserOf, operatingSystemOf } from '../auth/user-agent';
import { type AppContext } from '../context';
import {
  biometricCredentials,
  pushDevices,
  type PushDeviceRow,
  sessions,
  type SessionRow,
  trustedDevices,
} from '../db/tables';
import { businessError } from '../errors';
import { sha256 } from '../security/tokens';
import { overReason } from '../session/repository';

type TrustedRow = typeof trustedDevices.$inferSelect;

/** Everything stored about one device of an account. */
export interface DeviceRecord {
  /** The device id's hash, or `session:<id>` for a session without a device id. */
  key: string;
  /** The opaque id the app names it by. */
  id: string;
  trusted: TrustedRow | undefined;
  push: PushDeviceRow | undefined;
  /** Its sessions, newest first (ended ones too). */
  sessions: SessionRow[];
  /** Its sessions still open. */
  live: SessionRow[];
  lastUsedAt: Date;
}

/** The key of a session's device. */
const sessionKey = (session: Pick<SessionRow, 'id' | 'deviceIdHash'>) =>
  session.deviceIdHash ?? `session:${session.id}`;

/** The opaque id of a device of a user (stable, and telling nothing of the device id). */
const publicId = (userId: number, key: string) => sha256(`device:${userId}:${key}`).slice(0, 32);

/** The id the device list gives a user's device, from the device id the device sends. */
export const deviceListId = (userId: number, deviceId: string): string => publicId(userId, sha256(deviceId));

/** Every device of a user, with its sessions (ended ones too), trust and push registration; the latest used first. */
export async function deviceRecords(ctx: AppContext, userId: number): Promise<DeviceRecord[]> {
  const now = ctx.now();
  const [trusted, sessionRows, pushRows] = await Promise.all([
    ctx.db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId)),
    ctx.db.select().from(sessions).where(eq(sessions.userId, userId)),
    ctx.db.select().from(pushDevices).where(eq(pushDevices.userId, userId)),
  ]);
  const records = new Map<string, DeviceRecord>();
  const recordOf = (key: string, at: Date) => {
    let record = records.get(key);
    if (!record) {
      record = {
        key,
        id: publicId(userId, key),
        trusted: undefined,
        push: undefined,
        sessions: [],
        live: [],
        lastUsedAt: at,
      };
      records.set(key, record);
    }
    if (at > record.lastUsedAt) record.lastUsedAt = at;
    return record;
  };
  for (const row of trusted) recordOf(row.deviceIdHash, row.lastUsedAt).trusted = row;
  for (const row of pushRows) recordOf(sha256(row.deviceId), row.updatedAt).push = row;
  for (const row of sessionRows.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())) {
    const record = recordOf(sessionKey(row), row.lastSeenAt);
    record.sessions.push(row);
    if (!row.endedAt && !overReason(row, now, ctx.options)) record.live.push(row);
  }
  return [...records.values()].sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/** The devices signed in to the account (an open session, or confirmed with a two-factor code), for GET user/devices. */
export async function signedInDevices(ctx: AppContext, current: SessionRow): Promise<SignedInDevice[]> {
  const records = await deviceRecords(ctx, current.userId);
  const currentKey = sessionKey(current);
  const devices = records
    .filter((record) => record.live.length > 0 || record.trusted || record.key === currentKey)
    .map((record) => {
      const latest = record.sessions[0];
      const userAgent = latest?.userAgent ?? '';
      return {
        id: record.id,
        current: record.key === currentKey,
        browser: browserOf(userAgent),
        system: operatingSystemOf(userAgent),
        ip: latest?.requestIp ?? '',
        userAgent,
        confirmedAt: record.trusted ? record.trusted.createdAt.toISOString() : null,
        lastUsedAt: record.lastUsedAt.toISOString(),
        sessions: record.live.length,
      };
    });
  return orderDevices(devices);
}

/** Ends a device of the account by its id: 400 with 5005 (device not found) when the account has no such device. */
export async function endDevice(ctx: AppContext, current: SessionRow, id: string): Promise<DeviceEnded> {
  const now = ctx.now();
  const record = (await deviceRecords(ctx, current.userId)).find((each) => each.id === id);
  if (!record) throw businessError(ErrorCode.DEVICE_NOT_FOUND);
  const ended = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ endedAt: now, endedReason: 'revoked' })
      .where(
        and(
          eq(sessions.userId, current.userId),
          isNull(sessions.endedAt),
          record.key.startsWith('session:')
            ? eq(sessions.id, record.key.slice('session:'.length))
            : eq(sessions.deviceIdHash, record.key),
        ),
      )
      .returning({ id: sessions.id });
    if (!record.key.startsWith('session:')) {
      await tx
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, current.userId), eq(trustedDevices.deviceIdHash, record.key)));
      await tx
        .update(biometricCredentials)
        .set({ secretHash: null, pinHash: null, method: null, updatedAt: now })
        .where(and(eq(biometricCredentials.userId, current.userId), eq(biometricCredentials.deviceIdHash, record.key)));
    }
    if (record.push) await tx.delete(pushDevices).where(inArray(pushDevices.id, [record.push.id]));
    return rows.length;
  });
  return { ended: true, current: record.key === sessionKey(current), sessions: ended };
}
