// Demo trials granted: one per account and one per CPF/CNPJ (the document kept only as a hash).
import { and, eq, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { Profile } from '../../core';
import { type Database } from '../db/database';
import { demoRequests, userRights, users } from '../db/tables';
import { sha256 } from '../security/tokens';

/** The hash a demo keeps of the account's bare CPF/CNPJ (null without one). */
export function demoDocumentHash(document: string | null | undefined): string | null {
  return document ? sha256(document) : null;
}

/** Whether a demo was ever granted to this account or to this document. */
export async function hadDemo(db: Database, userId: number, documentHash: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: demoRequests.id })
    .from(demoRequests)
    .where(or(eq(demoRequests.userId, userId), documentHash ? eq(demoRequests.documentHash, documentHash) : undefined))
    .limit(1);
  return row !== undefined;
}

/** What a granted demo records. */
export interface DemoGrant {
  userId: number;
  documentHash: string | null;
  signature: string;
  now: Date;
  endsAt: Date;
}

/**
 * Makes a Free user a Demo with every commodity and records the grant, in one transaction; false (nothing changed)
 * when the user is no longer Free (a demo granted meanwhile by a parallel request) or already had a demo.
 */
export async function grantDemo(db: Database, grant: DemoGrant): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ profile: Profile.DEMO, signature: grant.signature, demoEndsAt: grant.endsAt, updatedAt: grant.now })
        .where(and(eq(users.id, grant.userId), eq(users.profile, Profile.FREE)))
        .returning({ id: users.id });
      if (!changed) return false;
      // One grant at a time per document, so two accounts cannot race past the check below.
      if (grant.documentHash) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${grant.documentHash}))`);
      if (await hadDemo(tx, grant.userId, grant.documentHash)) tx.rollback();
      await tx.update(userRights).set({ enabled: true }).where(eq(userRights.userId, grant.userId));
      await tx
        .insert(demoRequests)
        .values({
          userId: grant.userId,
          documentHash: grant.documentHash,
          requestedAt: grant.now,
          endsAt: grant.endsAt,
        });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
}

/** Records a demo granted outside the request flow (the seeded Demo accounts), so that it counts as the account's one demo. */
export async function recordDemo(db: Database, userId: number, requestedAt: Date, endsAt: Date): Promise<void> {
  await db.insert(demoRequests).values({ userId, documentHash: null, requestedAt, endsAt });
}
