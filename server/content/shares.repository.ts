// The shares of content items on the database (the publishing desk counts them by channel).
import { eq, sql } from 'drizzle-orm';
import { itemShares } from '../admin/publishing.schema';
import { type Database } from '../db/database';

/** Records one share of an item by a user on a channel. */
export async function insertShare(
  db: Database,
  share: { contentId: number; userId: number; channel: string; createdAt: Date },
): Promise<void> {
  await db.insert(itemShares).values(share);
}

/** How many times an item was shared, on every channel. */
export async function countShares(db: Database, contentId: number): Promise<number> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(itemShares)
    .where(eq(itemShares.contentId, contentId));
  return counted?.count ?? 0;
}
