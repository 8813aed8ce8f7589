// The admin module's tables: the back office's audit log of user changes, the tags and the content that carries
// them, and each subject's icon size (a subject's other fields live in the core module's subjects table).
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type AuditChange } from '../../core';
import { subjects, timestamptz, users } from '../db/schema';

/** Each change of a user made in the back office: who, when, and the changed fields before and after. */
export const userAudit = pgTable(
  'user_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member's e-mail as it was then (the entry outlives a change of it). */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('user_audit_user_idx').on(t.userId, t.id)],
);

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

/** A subject's icon size (SPEC §5), when the back office set one; the default otherwise. */
export const subjectIconSizes = pgTable('subject_icon_sizes', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => subjects.id, { onDelete: 'cascade' }),
  iconSize: text('icon_size').notNull(),
});

/** A stored audit entry. */
export type UserAuditRow = typeof userAudit.$inferSelect;
/** A stored tag. */
export type TagRow = typeof tags.$inferSelect;
