// The shared tables (schema module core): subjects, users and rights, devices, quick sign-in credentials, sessions,
// two-factor challenges, push devices, mails and pushes.
// drizzle-orm, PostgreSQL dialect (PGlite and PostgreSQL alike).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type PlatformRoute, type QuickSignInMethod, type SessionEndReason } from '../../core';

/** A timestamp with time zone, read as a Date: every table's time columns. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Subjects and commodities of the main menu (SPEC §3, Subject or menu item). */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  namePtBr: text('name_pt_br').notNull(),
  nameEnEu: text('name_en_eu').notNull(),
  nameEsEs: text('name_es_es').notNull(),
  nameEsAr: text('name_es_ar').notNull(),
  namePtPt: text('name_pt_pt').notNull(),
  icone: text('icone').notNull(),
  mne: text('mne').notNull(),
  habilitado: boolean('habilitado').notNull().default(true),
  originCode: integer('origin_code').notNull().default(250),
  platformWdmaRoute: jsonb('platform_wdma_route').$type<PlatformRoute[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Platform users of every profile and admin role. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userCode: text('user_code').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  profile: smallint('profile').notNull(),
  signature: text('signature').notNull().default(''),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
  hasQuotesRights: boolean('has_quotes_rights').notNull().default(false),
  language: text('language').notNull().default('PtBr'),
  theme: text('theme').notNull().default('light'),
  viewstyle: text('viewstyle').notNull().default('cards'),
  zoom: integer('zoom').notNull().default(100),
  zoomDetail: integer('zoom_detail').notNull().default(100),
  formatAlignDetail: text('format_align_detail').notNull().default('center'),
  skipTour: boolean('skip_tour').notNull().default(false),
  favoriteContent: jsonb('favorite_content')
    .$type<{ commodity: number; content: { id: number }[] }[]>()
    .notNull()
    .default([]),
  agency: jsonb('agency').$type<string[]>().notNull().default([]),
  demoEndsAt: timestamptz('demo_ends_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Each user's rights: one row per subject, enabled or not. */
export const userRights = pgTable(
  'user_rights',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);

/** Devices a user confirmed with a two-factor code; the device id is stored as a SHA-256 hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (t) => [uniqueIndex('trusted_devices_user_device_idx').on(t.userId, t.deviceIdHash)],
);

/**
 * Quick sign-in (biometry or PIN) of a user's device in the native shell: one row per user and device, the device id
 * stored as its SHA-256 hash. The device's secret is kept only as its SHA-256 hash (null: none issued, or revoked) and
 * the PIN only as a salted scrypt hash; `declined` records that the user chose not to use biometry on the device.
 */
export const biometricCredentials = pgTable(
  'biometric_credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash').notNull(),
    secretHash: text('secret_hash'),
    /** How the secret is unlocked on the device: 'biometry' or 'pin' (null while none is issued). */
    method: text('method').$type<QuickSignInMethod>(),
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row since the last right one. */
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    declined: boolean('declined').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('biometric_credentials_user_device_idx').on(t.userId, t.deviceIdHash),
    uniqueIndex('biometric_credentials_secret_idx').on(t.secretHash),
  ],
);

/** Sign-in sessions; every token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash'),
    tokenHash: text('token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    acceptorTokenHash: text('acceptor_token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    /** Opened through the alternative (s4) sign-in. */
    s4: boolean('s4').notNull().default(false),
    requestIp: text('request_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The user agent the acceptor token was last issued for (acceptor/newtoken). */
    acceptorUserAgent: text('acceptor_user_agent').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** The absolute end of the session (the refresh token's lifetime). */
    expiresAt: timestamptz('expires_at').notNull(),
    /** The end of the current access token; a refresh rotates it (null: the session's end). */
    accessExpiresAt: timestamptz('access_expires_at'),
    endedAt: timestamptz('ended_at'),
    /** Why the session ended: logout, replaced (concurrent access), idle, expired, disabled, password, deleted, reused (a replayed refresh token), revoked (its device ended in my account). */
    endedReason: text('ended_reason').$type<SessionEndReason>(),
    /** Seconds the user spent in the app during this session (client/update/time-spent). */
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens a rotation replaced (hashes), with their session: a retired token presented again is a replay, and
 * ends the session (the token family) it came from.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamptz('retired_at').notNull(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Two-factor challenges of sign-ins from unknown devices; token and code are stored hashed. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    /** The sign-in that started it was the alternative (s4) one. */
    s4: boolean('s4').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** Devices registered for push notifications (client-device/register signed in, public-device/register anonymous). */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: text('device_id').notNull().unique(),
    /** The signed-in owner; null for a device registered anonymously. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Platform code (SPEC §3): android 0, ios 1, other 2. */
    platform: smallint('platform').notNull(),
    /** Device type code (SPEC §3): mobile 0, desktop 1; null for a device registered before it was sent. */
    deviceType: smallint('device_type'),
    /** The push project the platform's notifications go through (the app's configuration), when it named one. */
    pushProjectId: text('push_project_id'),
    pushToken: text('push_token'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('push_devices_user_idx').on(t.userId)],
);

/** Mails captured when no SMTP server is configured (the dev mailbox). */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [index('mails_sent_at_idx').on(t.sentAt)],
);

/**
 * Pushes captured by the reference server (the dev push outbox): one row per notification sent to a device, with what
 * a push gateway would have been given.
 */
export const pushes = pgTable(
  'pushes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The device's owner when it was sent. */
    userId: integer('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    /** Platform code (SPEC §3): android 0, ios 1, other 2. */
    platform: smallint('platform').notNull(),
    /** The push project it went through (the device's registration), when the device named one. */
    pushProjectId: text('push_project_id'),
    pushToken: text('push_token').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The message's data (SPEC §3, Push notification: userdata.custom). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [index('pushes_sent_at_idx').on(t.sentAt), index('pushes_device_idx').on(t.deviceId)],
);

/**
 * The counters of the rate limits (server/security/rate-limit.ts) when they are kept in the database, so that every
 * server instance on one PostgreSQL shares them: one row per key (limit, address, hashed subject) with its count and
 * the end of its window; rows past their window are deleted now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** A user row. */
export type UserRow = typeof users.$inferSelect;
/** A subject row. */
export type SubjectRow = typeof subjects.$inferSelect;
/** A session row. */
export type SessionRow = typeof sessions.$inferSelect;
/** A two-factor challenge row. */
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;
/** A quick sign-in credential row. */
export type BiometricCredentialRow = typeof biometricCredentials.$inferSelect;
/** A push device row. */
export type PushDeviceRow = typeof pushDevices.$inferSelect;
/** A stored mail row. */
export type MailRow = typeof mails.$inferSelect;
/** A stored push row. */
export type PushRow = typeof pushes.$inferSelect;
