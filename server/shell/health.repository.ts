// The database's answer to the readiness probe.
import { sql } from 'drizzle-orm';
import { type Database } from '../db/database';

/** Asks the database the smallest query there is (`select 1`). */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
