// The market module's tables: the instruments (with source, unit, currency and method) and their daily bars.
// Days are plain dates (not instants), so the template's date shift (server/db/template.ts) leaves them alone: the
// seeded series are a function of the day (core/market/series.ts), whenever the database was made.
import { doublePrecision, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz, users } from '../db/schema';

/** The instruments of the quotes module. */
export const marketInstruments = pgTable('market_instruments', {
  id: text('id').primaryKey(),
  market: text('market').notNull(),
  /** The commodity (SPEC §3 id) whose rights open it; 0 for exchange rates. */
  commodity: integer('commodity').notNull(),
  namePt: text('name_pt').notNull(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  place: text('place').notNull(),
  source: text('source').notNull(),
  unit: text('unit').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  session: text('session').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One closed (or, for today, planned) day of an instrument. */
export const marketDaily = pgTable(
  'market_daily',
  {
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => marketInstruments.id),
    day: date('day', { mode: 'string' }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: integer('volume'),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.day] })],
);

/** Each user's watch list: the instrument ids in the user's order (at most WATCHLIST_MAX). */
export const marketWatchlists = pgTable('market_watchlists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instruments: jsonb('instruments').$type<string[]>().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * The users' price alerts. `state` is stored as active or fired (a fired one never fires again); suspended is read
 * from the user's rights when shown or evaluated, so a right given back resumes the alert.
 */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => marketInstruments.id),
    kind: text('kind').$type<'above' | 'below' | 'move'>().notNull(),
    level: doublePrecision('level').notNull(),
    state: text('state').$type<'active' | 'fired'>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull(),
    firedAt: timestamptz('fired_at'),
    firedValue: doublePrecision('fired_value'),
  },
  (table) => [index('market_alerts_user').on(table.userId), index('market_alerts_state').on(table.state)],
);
