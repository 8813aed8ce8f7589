// One transaction for several writes of a service: the repositories' functions take its handle as their database.
import { type Database } from './database';

/** Runs `work` in one transaction of `db`: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
