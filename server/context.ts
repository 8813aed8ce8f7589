// What every route module receives: the database, the clock, the mailer and the options.
import { type Database } from './db/database';
import { type Mailer } from './mail/mailer';
import { type ResolvedOptions } from './options';

/** The shared services of one server instance (no per-user state lives here). */
export interface AppContext {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  options: ResolvedOptions;
}
