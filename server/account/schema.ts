// The accounts module: account profiles beside `users`, e-mail confirmation of registrations, password resets,
// demo and data-deletion requests, and notification preferences per commodity.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type DataExportStatus } from '../../core';
import { timestamptz, users } from '../db/schema';

/** The account data `users` does not hold (a 1:1 side table): person type, CPF or CNPJ, phone, country, groups. */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'individual' (CPF) or 'company' (CNPJ); null for accounts created before self-registration. */
    personType: text('person_type'),
    /** The CPF or CNPJ without its mask (upper case for the alphanumeric CNPJ). */
    document: text('document'),
    /** Phone digits, without the mask. */
    phone: text('phone'),
    country: text('country').notNull().default('BR'),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    /** Blocks every notification, whatever the per-commodity choices say. */
    notificationsBlocked: boolean('notifications_blocked').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('account_profiles_document_idx').on(t.document)],
);

/**
 * Self-registrations waiting for their e-mail confirmation code. The token (handed to the browser) and the
 * six-digit code (mailed) are stored hashed; the account is created only when the code is confirmed.
 */
export const pendingRegistrations = pgTable('pending_registrations', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  personType: text('person_type').notNull(),
  document: text('document').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  /** Wrong codes typed so far; never reset by a resend, so the cap holds for the registration's whole life. */
  attempts: integer('attempts').notNull().default(0),
  resends: integer('resends').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
});

/** Password-reset links: the token is mailed and stored hashed; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Demo trials granted: one per account and one per CPF/CNPJ. A row outlives its account (the user id becomes null)
 * so that a document that had a demo does not get another through a new account; it keeps only a hash of the document.
 */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the bare CPF/CNPJ of the account when the demo was granted (null without one). */
    documentHash: text('document_hash'),
    requestedAt: timestamptz('requested_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
  },
  (t) => [index('demo_requests_user_idx').on(t.userId), index('demo_requests_document_idx').on(t.documentHash)],
);

/** Data-deletion requests of accounts with an active contract (registered, the account blocked, the team told). */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamptz('requested_at').notNull(),
  },
  (t) => [uniqueIndex('deletion_requests_user_idx').on(t.userId)],
);

/** Notification choices per commodity: by e-mail and in the app. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    byEmail: boolean('by_email').notNull(),
    byApp: boolean('by_app').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);

/**
 * Copies of one's data (LGPD Art. 18, II and V): asked for in my account, built by the server within a minute (state
 * pending, then ready or failed) and e-mailed as a link. The link's token is stored only as its SHA-256, works once and
 * for 24 hours; the archive is kept only until it is downloaded or its link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, ready or failed. */
    status: text('status').$type<DataExportStatus>().notNull(),
    /** The language of the mail, the PDF and the refusal page. */
    language: text('language').notNull(),
    /** The cookie choice the request was sent with ('true', 'false'; null: none), recorded among the consents. */
    cookiesAccepted: text('cookies_accepted'),
    requestedAt: timestamptz('requested_at').notNull(),
    /** When a build started (a build that started long ago and is still pending was cut short and runs again). */
    startedAt: timestamptz('started_at'),
    readyAt: timestamptz('ready_at'),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    /** The archive (a ZIP of the JSON and the PDF), base64; emptied once used or expired. */
    archive: text('archive'),
    fileName: text('file_name'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId),
    index('data_exports_status_idx').on(t.status),
    // One copy being built per account at a time: a request while one is pending answers that one.
    uniqueIndex('data_exports_one_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

/** A data-export row. */
export type DataExportRow = typeof dataExports.$inferSelect;
/** An account profile row. */
export type AccountProfileRow = typeof accountProfiles.$inferSelect;
/** A pending registration row. */
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
