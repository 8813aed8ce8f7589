// Password-reset tokens: mailed once, stored hashed, single use, valid for an hour.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Database } from '../db/database';
import { passwordResetTokens } from '../db/tables';
import { newToken, sha256 } from '../security/tokens';

/** How long a reset link stays valid. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Creates a reset token for a user; returns it in clear (it goes only into the mail). */
export async function insertResetToken(
  db: Database,
  userId: number,
  now: Date,
  fixed: { token?: string; expiresAt?: Date } = {},
): Promise<string> {
  const token = fixed.token ?? newToken();
  await db.insert(passwordResetTokens).values({
    id: randomUUID(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: fixed.expiresAt ?? new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** What a reset token turned out to be. */
export type ResetTokenCheck = { kind: 'valid'; userId: number } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Uses a reset token atomically (a second use finds it used): valid once before it expires; an unused but
 * late token is 'expired'; an unknown or used one 'invalid'.
 */
export async function consumeResetToken(db: Database, token: string, now: Date): Promise<ResetTokenCheck> {
  const hash = sha256(token);
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (used) return { kind: 'valid', userId: used.userId };
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hash)).limit(1);
  return row && !row.usedAt ? { kind: 'expired' } : { kind: 'invalid' };
}

/** Whether a reset token could be used now (checked before the new password is validated, without using it). */
export async function checkResetToken(db: Database, token: string, now: Date): Promise<ResetTokenCheck> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.usedAt) return { kind: 'invalid' };
  return row.expiresAt.getTime() > now.getTime() ? { kind: 'valid', userId: row.userId } : { kind: 'expired' };
}

/** Voids every unused reset token of a user (after a successful reset or change). */
export async function voidResetTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
