// The shell module's tables: each account's layout (SPEC §3, Layout preferences saved to the server) and its history.
import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
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
