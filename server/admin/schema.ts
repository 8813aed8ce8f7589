// The admin module's tables: the back office's change logs of users, subjects and tags, the tags and the content that
// carries them, and each subject's icon size (a subject's other fields live in the core module's subjects table).
import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type AuditChange } from '../../core';
import { subjects, timestamptz, users } from '../db/schema';

/**
 * The change log of one kind of record (`<kind>_audit`): each change made in the back office, who made it, when, and
 * the changed fields before and after. Each entry goes with its record (`<kind>_id`, deleted with it), so a deleted
 * account leaves nothing of its data behind.
 */
function auditTable<Kind extends string>(kind: Kind, record: () => AnyPgColumn) {
  return pgTable(
    `${kind}_audit`,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      recordId: integer(`${kind}_id`).notNull().references(record, { onDelete: 'cascade' }),
      /** The staff member's e-mail as it was then (the entry outlives a change of it). */
      actorEmail: text('actor_email').notNull(),
      action: text('action').notNull(),
      changes: jsonb('changes').$type<AuditChange[]>().notNull(),
      at: timestamptz('at').notNull(),
    },
    (t) => [index(`${kind}_audit_${kind}_idx`).on(t.recordId, t.id)],
  );
}

/** Each change of a user made in the back office (never its password or the password's hash). */
export const userAudit = auditTable('user', () => users.id);

/** Each change of a subject made in the back office. */
export const subjectAudit = auditTable('subject', () => subjects.id);

/** Tags: a name per locale and a category. */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  namePtBr: text('name_pt_br').notNull(),
  nameEnEu: text('name_en_eu').notNull(),
  nameEsEs: text('name_es_es').notNull(),
  nameEsAr: text('name_es_ar').notNull(),
  namePtPt: text('name_pt_pt').notNull(),
  category: text('category').notNull(),
});

/** The content items that carry each tag (no foreign key to content: the content outlives a reseed). */
export const contentTags = pgTable(
  'content_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.contentId] }), index('content_tags_content_idx').on(t.contentId)],
);

/** Each change of a tag made in the back office. */
export const tagAudit = auditTable('tag', () => tags.id);

/** A subject's icon size (SPEC §5), when the back office set one; the default otherwise. */
export const subjectIconSizes = pgTable('subject_icon_sizes', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => subjects.id, { onDelete: 'cascade' }),
  iconSize: text('icon_size').notNull(),
});

/** A stored audit entry (of a user, a subject or a tag). */
export type AuditRow = typeof userAudit.$inferSelect;
/** A stored tag. */
export type TagRow = typeof tags.$inferSelect;
