// The content module's tables: content items, authors, subscription plans, read marks and mailed download links.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { type ContentAttachment, type ContentEvent, type PlanTranslations } from '../../core';
import { timestamptz, users } from '../db/schema';
import { type StoredContentImage } from './images';

/** Who writes content. */
export const contentAuthors = pgTable('content_authors', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** What the author does, and a short biography, in Portuguese, English and Spanish. */
  rolePt: text('role_pt').notNull().default(''),
  roleEn: text('role_en').notNull().default(''),
  roleEs: text('role_es').notNull().default(''),
  bioPt: text('bio_pt').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  bioEs: text('bio_es').notNull().default(''),
});

/**
 * The calendar's events (SPEC §3, Event): announcements (1), invites (2) and economic-calendar entries (3), with their
 * commodities, and an importance for the economic calendar. An all-day event starts and ends at midnight of its days in
 * its time zone (the end exclusive). A free event is open to every profile; the others follow the rights of its commodities.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey(),
    disclosureType: smallint('disclosure_type').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en'),
    titleEs: text('title_es'),
    descriptionPt: text('description_pt').notNull().default(''),
    descriptionEn: text('description_en'),
    descriptionEs: text('description_es'),
    eventType: text('event_type').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    price: integer('price'),
    currency: text('currency').notNull().default('BRL'),
    link: text('link'),
    relatedNews: jsonb('related_news').$type<number[]>().notNull().default([]),
    commodities: jsonb('commodities').$type<number[]>().notNull().default([]),
    importance: text('importance'),
    free: boolean('free').notNull().default(false),
  },
  (t) => [index('calendar_events_starts_idx').on(t.startsAt), index('calendar_events_ends_idx').on(t.endsAt)],
);

/**
 * Every content item of every publication type (SPEC §3, News item), with its texts per language (Portuguese
 * always; English and Spanish when offered; the bodies live in content_bodies). `dt_sort` is the date the item
 * shows (report or publish date), which lists order and filter by; its indexes serve both directions. No foreign key to subjects: the content outlives a reseed of the core tables.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey(),
    subjectId: integer('subject_id').notNull(),
    publicationType: text('publication_type').notNull(),
    reportTypeId: integer('report_type_id'),
    periodicity: text('periodicity').notNull(),
    originCountry: text('origin_country').notNull(),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en'),
    titleEs: text('title_es'),
    summaryPt: text('summary_pt').notNull(),
    summaryEn: text('summary_en'),
    summaryEs: text('summary_es'),
    dtReport: timestamptz('dt_report'),
    dtPublish: timestamptz('dt_publish').notNull(),
    dtSort: timestamptz('dt_sort').notNull(),
    importance: smallint('importance').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    live: boolean('live').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    relevant: boolean('relevant').notNull().default(false),
    priority: smallint('priority').notNull().default(2),
    disclosureType: smallint('disclosure_type'),
    hasAttachment: boolean('has_attachment').notNull().default(false),
    hasAudio: boolean('has_audio').notNull().default(false),
    hasVideo: boolean('has_video').notNull().default(false),
    hasPodcast: boolean('has_podcast').notNull().default(false),
    free: boolean('free').notNull().default(false),
    attachments: jsonb('attachments').$type<ContentAttachment[]>().notNull().default([]),
    event: jsonb('event').$type<Omit<ContentEvent, 'relatedNews'> & { relatedNews: number[] }>(),
    /** The item's picture (its address and its description per language), if it has one. */
    image: jsonb('image').$type<StoredContentImage>(),
  },
  (t) => [
    index('content_items_sort_idx').on(t.dtSort, t.id),
    index('content_items_subject_sort_idx').on(t.subjectId, t.dtSort, t.id),
    index('content_items_type_sort_idx').on(t.publicationType, t.dtSort),
    index('content_items_subject_type_sort_idx').on(t.subjectId, t.publicationType, t.dtSort),
    index('content_items_periodicity_sort_idx').on(t.periodicity, t.dtSort),
    index('content_items_country_sort_idx').on(t.originCountry, t.dtSort),
    index('content_items_author_sort_idx').on(t.authorId, t.dtSort),
    index('content_items_report_type_sort_idx').on(t.reportTypeId, t.dtSort),
    index('content_items_priority_sort_idx').on(t.priority, t.dtSort),
    index('content_items_title_idx').on(t.titlePt),
    index('content_items_highlight_idx')
      .on(t.subjectId, t.dtSort)
      .where(sql`${t.highlight}`),
    index('content_items_important_idx')
      .on(t.dtSort)
      .where(sql`${t.importance} = 1`),
    index('content_items_exclusive_idx')
      .on(t.dtSort)
      .where(sql`${t.exclusive}`),
    index('content_items_live_idx')
      .on(t.dtSort)
      .where(sql`${t.live}`),
    index('content_items_relevant_idx')
      .on(t.dtSort)
      .where(sql`${t.relevant}`),
    index('content_items_attachment_idx')
      .on(t.dtSort)
      .where(sql`${t.hasAttachment}`),
    index('content_items_video_idx')
      .on(t.dtSort)
      .where(sql`${t.hasVideo}`),
    index('content_items_audio_idx')
      .on(t.dtSort)
      .where(sql`${t.hasAudio}`),
    index('content_items_podcast_idx')
      .on(t.dtSort)
      .where(sql`${t.hasPodcast}`),
  ],
);

/** The HTML bodies of the items, kept apart so lists read and sort narrow rows. */
export const contentBodies = pgTable('content_bodies', {
  contentId: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  bodyPt: text('body_pt').notNull(),
  bodyEn: text('body_en'),
  bodyEs: text('body_es'),
});

/** Subscription plans; a user's plan is the one named by the user's signature. */
export const contentPlans = pgTable('content_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** The monthly price, in cents of `currency`. */
  monthlyPrice: integer('monthly_price').notNull(),
  /** The ISO 4217 code of the currency the plan is sold in. */
  currency: text('currency').notNull().default('BRL'),
  /** The publication types the plan includes; null means every type. */
  publicationTypes: jsonb('publication_types').$type<string[] | null>(),
  /** The commodities the plan is sold with (shown on the plans page). */
  commodities: jsonb('commodities').$type<number[]>().notNull().default([]),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** The name, description and features in the other languages (name, description and features are PtBr's). */
  translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
  listed: boolean('listed').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The consulting deliverables (reportData/consulting): the reports and services the consultancy delivers to the clients
 * whose plan includes consulting, per commodity (a client sees those of the commodities in its rights). `documents` name
 * attachments of content items, read and downloaded through the document routes with their rights checks. `due` is the
 * day it was delivered or is due; a deliverable due later is scheduled, one `in_progress` is still being prepared.
 */
export const consultingItems = pgTable(
  'consulting_items',
  {
    id: integer('id').primaryKey(),
    subjectId: integer('subject_id').notNull(),
    kind: text('kind').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    summaryPt: text('summary_pt').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryEs: text('summary_es').notNull(),
    analyst: text('analyst').notNull(),
    due: timestamptz('due').notNull(),
    inProgress: boolean('in_progress').notNull().default(false),
    documents: jsonb('documents').$type<{ id: number; attachment: number }[]>().notNull().default([]),
  },
  (t) => [index('consulting_items_subject_due_idx').on(t.subjectId, t.due)],
);

/** Which user read which item, and when (send-read-news). */
export const contentReads = pgTable(
  'content_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/**
 * Download links mailed to a user (public/file/download): the token is stored only as its SHA-256, names one attachment
 * of one item, works once and for 7 days (core/content/documents.ts). The document is stamped for its user.
 */
export const downloadTokens = pgTable(
  'download_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    attachment: smallint('attachment').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('download_tokens_user_idx').on(t.userId)],
);

/**
 * The generations of what the server keeps in memory, in one row (id 1); triggers bump them in the same transaction
 * as the write, and notify the channel cache_generation (server/db/generations.ts):
 * - content: any write to content, bodies, plans, authors, subjects, rights, or a user's profile, plan, trial or state;
 * - sessions: any change to a session but its last-seen time, and any change to a user;
 * - reads: any change to read marks.
 */
export const cacheGeneration = pgTable('cache_generation', {
  id: smallint('id').primaryKey(),
  content: bigint('content', { mode: 'number' }).notNull().default(0),
  sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
  reads: bigint('reads', { mode: 'number' }).notNull().default(0),
});

/** A calendar event row. */
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
/** A new calendar event. */
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;
/** An author row. */
export type ContentAuthorRow = typeof contentAuthors.$inferSelect;
/** A content item row. */
export type ContentItemRow = typeof contentItems.$inferSelect;
/** A new content item. */
export type NewContentItem = typeof contentItems.$inferInsert;
/** An item body row. */
export type ContentBodyRow = typeof contentBodies.$inferSelect;
/** A new item body. */
export type NewContentBody = typeof contentBodies.$inferInsert;
/** A consulting deliverable row. */
export type ConsultingItemRow = typeof consultingItems.$inferSelect;
/** A plan row. */
export type ContentPlanRow = typeof contentPlans.$inferSelect;
