// Registrations waiting for their e-mail confirmation code: token and code stored hashed; single use, capped attempts.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CONFIRMATION_TOKEN_VALIDITY_MS } from '../../core';
import { type Database } from '../db/database';
import { pendingRegistrations, type PendingRegistrationRow } from '../db/tables';
import { newEmailedCode, newToken, safeEqual, sha256 } from '../security/tokens';
import { normalizeEmail } from './users.repository';

/**
 * Wrong codes a registration accepts in its whole life (resends do not reset the count). With a six-digit
 * code, anyone guessing has at most 5 chances in 1,000,000 before the registration is dead and must start
 * again; the route's rate limit slows guessing across registrations too.
 */
export const MAX_CONFIRMATION_ATTEMPTS = 5;
/** How many times the code of one registration can be sent again. */
export const MAX_CONFIRMATION_RESENDS = 5;

/** The stored hash of a confirmation code, bound to its registration. */
function codeHash(registrationId: string, code: string): string {
  return sha256(`${registrationId}:${code}`);
}

/** What a registration records (the password already hashed). */
export type NewRegistration = Pick<
  PendingRegistrationRow,
  'email' | 'name' | 'personType' | 'document' | 'phone' | 'passwordHash' | 'language'
> & {
  now: Date;
  /** Fixed token and code (tests and provider states only); random ones otherwise. */
  token?: string | undefined;
  code?: string | undefined;
  expiresAt?: Date | undefined;
};

/** Records a registration (replacing an unconfirmed one of the same e-mail); returns the clear token and code. */
export async function savePendingRegistration(
  db: Database,
  input: NewRegistration,
): Promise<{ token: string; code: string }> {
  const id = randomUUID();
  const token = input.token ?? newToken();
  const code = input.code ?? newEmailedCode();
  const email = normalizeEmail(input.email);
  const row = {
    id,
    email,
    name: input.name,
    personType: input.personType,
    document: input.document,
    phone: input.phone,
    passwordHash: input.passwordHash,
    language: input.language,
    tokenHash: sha256(token),
    codeHash: codeHash(id, code),
    attempts: 0,
    resends: 0,
    createdAt: input.now,
    expiresAt: input.expiresAt ?? new Date(input.now.getTime() + CONFIRMATION_TOKEN_VALIDITY_MS),
    confirmedAt: null,
  };
  await db.transaction(async (tx) => {
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    await tx.insert(pendingRegistrations).values(row);
  });
  return { token, code };
}

/** The registration of a token, whatever its state. */
export async function findPendingRegistration(
  db: Database,
  token: string,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

const answerable = (id: string) =>
  and(
    eq(pendingRegistrations.id, id),
    isNull(pendingRegistrations.confirmedAt),
    lt(pendingRegistrations.attempts, MAX_CONFIRMATION_ATTEMPTS),
  );

/**
 * Counts one attempt atomically before the code is compared (parallel guesses cannot exceed the cap);
 * returns the code hash, or undefined when the registration is confirmed, dead or expired.
 */
export async function claimConfirmationAttempt(db: Database, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(and(answerable(id), gt(pendingRegistrations.expiresAt, now)))
    .returning({ codeHash: pendingRegistrations.codeHash });
  return row?.codeHash;
}

/** Whether a typed code matches the stored hash of a registration. */
export function confirmationCodeMatches(registrationId: string, code: string, storedHash: string): boolean {
  return safeEqual(codeHash(registrationId, code), storedHash);
}

/** Marks a registration confirmed atomically; false when another request confirmed it first. */
export async function markRegistrationConfirmed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(pendingRegistrations)
    .set({ confirmedAt: now })
    .where(and(eq(pendingRegistrations.id, id), isNull(pendingRegistrations.confirmedAt)))
    .returning({ id: pendingRegistrations.id });
  return rows.length > 0;
}

/** A fresh code for an unconfirmed, not dead registration with resends left; restarts the 2-hour validity. */
export async function renewConfirmationCode(db: Database, id: string, now: Date): Promise<string | undefined> {
  const code = newEmailedCode();
  const rows = await db
    .update(pendingRegistrations)
    .set({
      codeHash: codeHash(id, code),
      resends: sql`${pendingRegistrations.resends} + 1`,
      expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_VALIDITY_MS),
    })
    .where(and(answerable(id), lt(pendingRegistrations.resends, MAX_CONFIRMATION_RESENDS)))
    .returning({ id: pendingRegistrations.id });
  return rows.length > 0 ? code : undefined;
}
