// The services each plan includes, on the database: its service options and its monthly questions to the analyst.
import { eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { servicePlans } from './schema';

/** The services of the plan with this name, if one is stored. */
export async function findServicePlan(
  db: Database,
  plan: string,
): Promise<typeof servicePlans.$inferSelect | undefined> {
  const [row] = await db.select().from(servicePlans).where(eq(servicePlans.plan, plan)).limit(1);
  return row;
}
