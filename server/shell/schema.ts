// The shell module's tables: each account's layout (SPEC §3, Layout preferences saved to the server) and its history,
// and the diagnostic entries the app sends from its support tools (POST logger/applogger).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type LayoutConfig } from '../../core';
import { timestamptz, users } from '../db/schema';

/** The account's current layout, written whole; `updated_at` is the server's time of the last write (the newest wins). */
export const layoutConfigs = pgTable('layout_configs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<LayoutConfig>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** The versions of an account's layout, the newest kept; writes close together update one version. */
export const layoutVersions = pgTable(
  'layout_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    config: jsonb('config').$type<LayoutConfig>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('layout_versions_user_idx').on(t.userId, t.id)],
);

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
