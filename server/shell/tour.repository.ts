// The guided tour's account setting on the database (users.skip_tour).
import { eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { users } from '../db/tables';

/** Keeps whether a user skips the tour; the value stored, if the user exists. */
export async function saveSkipTour(
  db: Database,
  userId: number,
  skipTour: boolean,
  now: Date,
): Promise<boolean | undefined> {
  const [row] = await db
    .update(users)
    .set({ skipTour, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ skipTour: users.skipTour });
  return row?.skipTour;
}
