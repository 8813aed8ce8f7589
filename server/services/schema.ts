// The services module's tables: the service options of each plan (with its monthly limit of questions to the
// analyst), the questions asked, and each user's count of questions per month.
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { type ServiceOption } from '../../core';
import { timestamptz, users } from '../db/schema';

/** The service options of a plan (by the plan's name, which a user's signature names) and its monthly questions. */
export const servicePlans = pgTable('service_plans', {
  plan: text('plan').primaryKey(),
  options: jsonb('options').$type<ServiceOption[]>().notNull().default([]),
  /** Questions to the analyst a month; 0 without the ask-the-analyst option. */
  askAnalystLimit: integer('ask_analyst_limit').notNull().default(0),
});

/** The questions a user asked in a month (`period`: YYYY-MM, UTC), counted by one conditional update. */
export const analystQuestionUsage = pgTable(
  'analyst_question_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

/** The questions sent to the analysts. */
export const analystQuestions = pgTable(
  'analyst_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    commodity: integer('commodity').notNull(),
    question: text('question').notNull(),
    askedAt: timestamptz('asked_at').notNull(),
  },
  (table) => [index('analyst_questions_user').on(table.userId, table.askedAt)],
);

/** The places of the freight calculator: cities (by state) and ports. */
export const freightPlaces = pgTable('freight_places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  kind: text('kind').$type<'city' | 'port'>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The freight table: one rate per route (origin, destination) and mode. Rates in thousandths of a real per t·km. */
export const freightRates = pgTable(
  'freight_rates',
  {
    origin: text('origin')
      .notNull()
      .references(() => freightPlaces.id),
    destination: text('destination')
      .notNull()
      .references(() => freightPlaces.id),
    mode: text('mode').notNull(),
    distanceKm: integer('distance_km').notNull(),
    /** R$ per tonne and kilometre, in thousandths of a real (105 = R$ 0,105). */
    rateMillis: integer('rate_millis').notNull(),
    /** R$ per tonne at the terminals, in cents. */
    terminalFeeCents: integer('terminal_fee_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.origin, table.destination, table.mode] })],
);

/** The ship line-up: vessels at the export ports, with the day each is expected. */
export const lineUpVessels = pgTable('line_up_vessels', {
  id: text('id').primaryKey(),
  vessel: text('vessel').notNull(),
  port: text('port').notNull(),
  berth: text('berth').notNull(),
  product: text('product').notNull(),
  tonnage: integer('tonnage').notNull(),
  expectedAt: timestamptz('expected_at').notNull(),
  status: text('status').notNull(),
});

/**
 * The registrations for the open line's and the monthly teleconference's sessions (the sessions themselves follow the
 * clock: server/services/live-sessions.ts). One row per session and user; the seats are counted under a lock per
 * session, so two registrations for the last seat never both pass.
 */
export const liveSessionRegistrations = pgTable(
  'live_session_registrations',
  {
    sessionId: text('session_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamptz('registered_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('live_session_registrations_user').on(table.userId),
  ],
);
