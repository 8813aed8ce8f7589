// The publishing module's tables: the desk's publications and their deliveries (one e-mail or push to one reader).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { type ContentAttachment } from '../../core';
import { timestamptz, users } from '../db/schema';

/**
 * The publications written on the desk, with their status (SPEC §3 News status). Once sent, a publication becomes one
 * content item per commodity (`content_ids`), which lists, details, the notification centre and the ticker show as any
 * other; `sending_since` marks when a sending began, so a sending cut short by a stopped server is taken up again.
 */
export const publishingItems = pgTable(
  'publishing_items',
  {
    id: serial('id').primaryKey(),
    status: smallint('status').notNull(),
    publicationType: text('publication_type').notNull(),
    commodities: jsonb('commodities').$type<number[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    importance: smallint('importance').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    live: boolean('live').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    highlightTitle: text('highlight_title').notNull().default(''),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** The body as sanitised on save. */
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<ContentAttachment[]>().notNull().default([]),
    scheduledAt: timestamptz('scheduled_at'),
    sendingSince: timestamptz('sending_since'),
    sentAt: timestamptz('sent_at'),
    contentIds: jsonb('content_ids').$type<number[]>().notNull().default([]),
    failures: integer('failures').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('publishing_items_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 3`),
    index('publishing_items_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One delivery of a publication to one reader by one channel ('email' or 'push'), claimed before it is sent: the key
 * (item, user, channel) is unique, so a retry, a resume or a second server never sends it twice. State 'claimed'
 * while it is sent, then 'sent' or 'failed' (a failed one is claimed again by a resume).
 */
export const publishingDeliveries = pgTable(
  'publishing_deliveries',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => publishingItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    state: text('state').notNull(),
    /** The content item the delivery opens. */
    contentId: integer('content_id').notNull(),
    attempts: integer('attempts').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId, t.channel] }),
    index('publishing_deliveries_state_idx').on(t.itemId, t.state),
  ],
);

/** A publication row. */
export type PublishingItemRow = typeof publishingItems.$inferSelect;

/**
 * One share of a content item by a reader (issue 17, part 3): the item, who shared it (kept empty once the account is
 * deleted, so the count stays), the channel ('system', 'whatsapp', 'email', 'copy' or 'pdf') and when. The desk counts
 * each publication's shares over the content items it became, by channel.
 */
export const itemShares = pgTable(
  'item_shares',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('item_shares_content_idx').on(t.contentId, t.channel)],
);
