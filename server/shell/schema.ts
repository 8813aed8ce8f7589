// The shell module: the diagnostic entries the app sends from its support tools (POST logger/applogger).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/schema';

/** One diagnostic entry of the app, as it arrived, with when the server received it. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    deviceId: text('device_id').notNull(),
    sessionId: text('session_id'),
    userAgent: text('user_agent').notNull(),
    locale: text('locale').notNull(),
    route: text('route').notNull(),
    appVersion: text('app_version').notNull(),
    /** When the app made the entry (its own clock, ISO-8601). */
    loggedAt: text('logged_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [index('app_logs_device_idx').on(t.deviceId), index('app_logs_received_idx').on(t.receivedAt)],
);

/** A stored diagnostic entry. */
export type AppLogRow = typeof appLogs.$inferSelect;
