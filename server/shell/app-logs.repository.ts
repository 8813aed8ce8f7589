// The app's diagnostic entries on the database (app_logs).
import { type Database } from '../db/database';
import { appLogs } from './schema';

/** An entry as stored. */
export type NewAppLog = Omit<typeof appLogs.$inferInsert, 'id'>;

/** Stores one entry. */
export async function insertAppLog(db: Database, entry: NewAppLog): Promise<void> {
  await db.insert(appLogs).values(entry);
}
