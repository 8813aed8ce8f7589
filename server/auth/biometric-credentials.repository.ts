// Quick sign-in credentials of users' devices: the device id and the secret stored as SHA-256 hashes, the PIN as a
// salted scrypt hash, the wrong PINs counted atomically, and the devices where the user declined biometry.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { MAX_PIN_ATTEMPTS, type QuickSignInMethod } from '../../core';
import { type Database } from '../db/database';
import { biometricCredentials, type BiometricCredentialRow } from '../db/tables';
import { sha256 } from '../security/tokens';

/** A secret to store for a user's device. */
export interface NewBiometricSecret {
  userId: number;
  deviceId: string;
  secret: string;
  method: QuickSignInMethod;
  /** The PIN's hash (server/security/passwords.ts) when the method is a PIN. */
  pinHash?: string | null | undefined;
  now: Date;
}

/**
 * Stores the secret of a user's device, replacing the device's previous secret and PIN, and clears the device's
 * wrong PINs and its declined mark.
 */
export async function storeBiometricSecret(db: Database, input: NewBiometricSecret): Promise<void> {
  const values = {
    secretHash: sha256(input.secret),
    method: input.method,
    pinHash: input.pinHash ?? null,
    failedPinAttempts: 0,
    declined: false,
    updatedAt: input.now,
  };
  await db
    .insert(biometricCredentials)
    .values({ userId: input.userId, deviceIdHash: sha256(input.deviceId), createdAt: input.now, ...values })
    .onConflictDoUpdate({ target: [biometricCredentials.userId, biometricCredentials.deviceIdHash], set: values });
}

/** The live credential of a secret on a device; undefined for an unknown or revoked secret, or another device. */
export async function findBiometricCredential(
  db: Database,
  deviceId: string,
  secret: string,
): Promise<BiometricCredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(biometricCredentials)
    .where(
      and(eq(biometricCredentials.secretHash, sha256(secret)), eq(biometricCredentials.deviceIdHash, sha256(deviceId))),
    )
    .limit(1);
  return row;
}

/**
 * Counts one PIN attempt atomically before the PIN is compared, so parallel guesses never exceed the limit; returns
 * the PIN's hash and the attempts counted so far, or undefined when the secret is gone or its attempts are used up.
 */
export async function claimPinAttempt(
  db: Database,
  credential: Pick<BiometricCredentialRow, 'id' | 'secretHash'>,
  now: Date,
): Promise<{ pinHash: string | null; attempts: number } | undefined> {
  if (!credential.secretHash) return undefined;
  const [row] = await db
    .update(biometricCredentials)
    .set({ failedPinAttempts: sql`${biometricCredentials.failedPinAttempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(biometricCredentials.id, credential.id),
        eq(biometricCredentials.secretHash, credential.secretHash),
        lt(biometricCredentials.failedPinAttempts, MAX_PIN_ATTEMPTS),
      ),
    )
    .returning({ pinHash: biometricCredentials.pinHash, attempts: biometricCredentials.failedPinAttempts });
  return row;
}

/** Clears the wrong PINs of a credential (after a right one). */
export async function clearPinAttempts(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(biometricCredentials)
    .set({ failedPinAttempts: 0, updatedAt: now })
    .where(eq(biometricCredentials.id, id));
}

const revoked = (now: Date) => ({ secretHash: null, pinHash: null, method: null, updatedAt: now });

/** Revokes a credential's secret and PIN (after too many wrong PINs). */
export async function revokeBiometricCredential(db: Database, id: number, now: Date): Promise<void> {
  await db.update(biometricCredentials).set(revoked(now)).where(eq(biometricCredentials.id, id));
}

/** Revokes the secret of a user's device; returns false when the device had none. */
export async function revokeDeviceSecret(db: Database, userId: number, deviceId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(biometricCredentials)
    .set(revoked(now))
    .where(
      and(
        eq(biometricCredentials.userId, userId),
        eq(biometricCredentials.deviceIdHash, sha256(deviceId)),
        isNotNull(biometricCredentials.secretHash),
      ),
    )
    .returning({ id: biometricCredentials.id });
  return rows.length > 0;
}

/**
 * Revokes the quick sign-in of every device of a user (a new password, a disabled account): each device signs in with
 * the password again, and can turn it on anew.
 */
export async function revokeUserSecrets(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(biometricCredentials)
    .set(revoked(now))
    .where(and(eq(biometricCredentials.userId, userId), isNotNull(biometricCredentials.secretHash)));
}

/** Records that the user declined biometry on a device (idempotent). */
export async function declineBiometry(db: Database, userId: number, deviceId: string, now: Date): Promise<void> {
  await db
    .insert(biometricCredentials)
    .values({ userId, deviceIdHash: sha256(deviceId), declined: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [biometricCredentials.userId, biometricCredentials.deviceIdHash],
      set: { declined: true, updatedAt: now },
    });
}

/** Whether the user declined biometry on a device. */
export async function isBiometryDeclined(db: Database, userId: number, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ declined: biometricCredentials.declined })
    .from(biometricCredentials)
    .where(and(eq(biometricCredentials.userId, userId), eq(biometricCredentials.deviceIdHash, sha256(deviceId))))
    .limit(1);
  return row?.declined === true;
}
