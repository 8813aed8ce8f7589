// The search module's table: one search document per content item and language, kept by triggers on the content.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contentItems } from '../content/schema';

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the search matches, per item and language of the content (`pt`, `en`, `es`; an item without a language's texts
 * has them in Portuguese, as readers see it): `head` holds the title (weight A) and the summary (B) — all that a
 * reader who may not open the item can be matched on; `whole` holds them and the body (D), for readers who may (its index, one per language, finds the candidates).
 * Each language is analysed by its own configuration (celeiro_pt, celeiro_en, celeiro_es: the language's stemmer
 * after unaccent). `title` is the title in plain lower-case letters without accents, for suggestions by trigrams.
 * Written by triggers (migration 0000 of this module) when an item's body is written (every writer of content writes
 * it right after the item: the seed, the publishing desk) and when its titles or summaries change.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    head: tsvector('head').notNull(),
    whole: tsvector('whole').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.language] }),
    // One index per language and document: a search reads the documents of the reader's language only, results
    // by the whole document, suggestions by the head.
    ...(['pt', 'en', 'es'] as const).flatMap((language) => [
      index(`search_documents_whole_${language}_idx`)
        .using('gin', t.whole)
        .where(sql.raw(`language = '${language}'`)),
      index(`search_documents_head_${language}_idx`)
        .using('gin', t.head)
        .where(sql.raw(`language = '${language}'`)),
    ]),
    index('search_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
