// What every route module receives: the database, the clock, the mailer, the push sender, the options and the log.
import { type FastifyBaseLogger } from 'fastify';
import { type Database } from './db/database';
import { type Mailer } from './mail/mailer';
import { type ResolvedOptions } from './options';
import { type PushSender } from './push/sender';

/** The shared services of one server instance (no per-user state lives here). */
export interface AppContext {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  push: PushSender;
  options: ResolvedOptions;
  /** The server's log, for what fails outside a request (a notification that could not leave). */
  log: FastifyBaseLogger;
}
