// Two-factor challenges: an opaque token and a six-digit code, both stored hashed; single use, limited attempts.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { twoFactorChallenges, type ChallengeRow } from '../db/tables';
import { newEmailedCode, newToken, sha256 } from '../security/tokens';

/** A challenge's code is valid this long after it is (re)sent. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** After this many wrong codes the challenge is dead. */
export const MAX_CHALLENGE_ATTEMPTS = 5;

/** The stored hash of a challenge's code, bound to the challenge. */
export function challengeCodeHash(challengeId: string, code: string): string {
  return sha256(`${challengeId}:${code}`);
}

/** What a new challenge records. */
export interface NewChallenge {
  userId: number;
  remember: boolean;
  /** Started by the alternative (s4) sign-in. */
  s4?: boolean | undefined;
  now: Date;
  /** Fixed token and code (test and provider states only); fresh random ones otherwise. */
  token?: string | undefined;
  code?: string | undefined;
  expiresAt?: Date | undefined;
  attempts?: number | undefined;
}

/** Creates a challenge; returns its row with the clear token and code. */
export async function insertChallenge(
  db: Database,
  input: NewChallenge,
): Promise<{ challenge: ChallengeRow; token: string; code: string }> {
  const id = randomUUID();
  const token = input.token ?? newToken();
  const code = input.code ?? newEmailedCode();
  const [challenge] = await db
    .insert(twoFactorChallenges)
    .values({
      id,
      userId: input.userId,
      tokenHash: sha256(token),
      codeHash: challengeCodeHash(id, code),
      remember: input.remember,
      s4: input.s4 ?? false,
      attempts: input.attempts ?? 0,
      createdAt: input.now,
      expiresAt: input.expiresAt ?? new Date(input.now.getTime() + CHALLENGE_TTL_MS),
    })
    .returning();
  if (!challenge) throw new Error('challenge insert returned no row');
  return { challenge, token, code };
}

/** The challenge of a token, whatever its state. */
export async function findChallenge(db: Database, token: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

const answerable = (id: string) =>
  and(
    eq(twoFactorChallenges.id, id),
    isNull(twoFactorChallenges.usedAt),
    lt(twoFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
  );

/**
 * Counts one attempt atomically before the code is compared, so parallel guesses can never exceed the limit;
 * returns the current code hash, or undefined when the challenge is used, dead or expired.
 */
export async function claimAttempt(db: Database, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(and(answerable(id), gt(twoFactorChallenges.expiresAt, now)))
    .returning({ codeHash: twoFactorChallenges.codeHash });
  return row?.codeHash;
}

/** Marks a challenge used atomically; returns false when another request used it first. */
export async function markChallengeUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0;
}

/** Replaces a live-or-expired (but unused, not dead) challenge's code and restarts its expiry; returns the new code. */
export async function renewChallengeCode(db: Database, id: string, now: Date): Promise<string | undefined> {
  const code = newEmailedCode();
  const rows = await db
    .update(twoFactorChallenges)
    .set({ codeHash: challengeCodeHash(id, code), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .where(answerable(id))
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0 ? code : undefined;
}
