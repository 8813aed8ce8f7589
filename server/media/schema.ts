// The media module's tables: media items of every kind (with their qualities and ordered episodes) and the key that
// signs stream addresses.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type EmbedService } from '../../core';
import { timestamptz } from '../db/schema';

/** A stored variant: its height (0 for audio) and the generated file it plays (server/media/files). */
export interface StoredVariant {
  height: number;
  file: string;
}

/** A stored episode of a course or lecture. */
export interface StoredEpisode {
  id: string;
  order: number;
  titlePt: string;
  titleEn: string;
  titleEs: string;
  duration: number;
  variants: StoredVariant[];
}

/** Media items (SPEC §1: video, audio, podcast, TV casts, courses and lectures). No foreign key to subjects, as content. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    author: text('author').notNull(),
    duration: integer('duration').notNull(),
    free: boolean('free').notNull().default(false),
    exclusive: boolean('exclusive').notNull().default(false),
    dtPublish: timestamptz('dt_publish').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    embed: jsonb('embed').$type<{ service: EmbedService; ref: string } | null>(),
    episodes: jsonb('episodes').$type<StoredEpisode[] | null>(),
  },
  (table) => [index('media_items_publish').on(table.dtPublish), index('media_items_subject').on(table.subjectId)],
);

/** The key that signs stream addresses (one row, made at the first start; every instance reads the same). */
export const mediaKeys = pgTable('media_keys', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
});
