// The search module's tables: per content item and language, what a search matches, kept by triggers on the content.
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contentItems } from '../content/schema';
import { timestamptz } from '../db/schema';

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What every reader may be matched on, one row per item and language of the content (`pt`, `en`, `es`; an item
 * without a language's texts has them in Portuguese, as readers see it): `head` holds the title (weight A) and the
 * summary (B), analysed by the language's configuration (celeiro_pt, celeiro_en, celeiro_es: its stemmer after
 * unaccent); `title` is the title in plain lower-case letters without accents, for suggestions by trigrams. The row
 * repeats what the reader's rights and the search's order read of the item (subject, publication type, exclusive,
 * free, date), so ranking every match of a common word reads these narrow rows alone.
 * Written by triggers (migration 0000 of this module) when an item's body is written (every writer of content writes
 * it right after the item: the seed, the publishing desk) and when the item's texts, kind or date change.
 *
 * Both tables are partitioned by language (migration 0000; drizzle does not describe partitions): a search reads
 * one language's rows only, kept apart in their own heap and indexes, a third of the whole.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    subjectId: integer('subject_id').notNull(),
    publicationType: text('publication_type').notNull(),
    exclusive: boolean('exclusive').notNull(),
    free: boolean('free').notNull(),
    dtSort: timestamptz('dt_sort').notNull(),
    head: tsvector('head').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.language] }),
    index('search_documents_head_idx').using('gin', t.head),
    index('search_documents_sort_idx').on(t.dtSort),
    index('search_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * What a reader who may open an item is matched on as well: `whole` is the head with the body (weight D). Apart from
 * the head, as it is several times its size: a search reads it to find the items matched by their body alone.
 */
export const searchBodies = pgTable(
  'search_bodies',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    whole: tsvector('whole').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.language] }), index('search_bodies_whole_idx').using('gin', t.whole)],
);
