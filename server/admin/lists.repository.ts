// The lists that serve the back office's forms, on the database: subjects by key, tags by name, tag categories,
// plan names, every user, and the subject an acronym names.
import { asc, sql } from 'drizzle-orm';
import { type Locale, type UserOption } from '../../core';
import { type Database } from '../db/database';
import { subjects, type SubjectRow, tags, users } from '../db/tables';
import { contentPlans } from '../content/schema';
import { NAME_COLUMN, type TagRow } from './tags.repository';

/** Every subject, by key (mne). */
export function subjectsByKey(db: Database): Promise<SubjectRow[]> {
  return db.select().from(subjects).orderBy(asc(subjects.mne));
}

/** Every tag, by its name in a language. */
export function tagsByName(db: Database, locale: Locale): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(asc(NAME_COLUMN[locale]), asc(tags.id));
}

/** The tags' categories, each once, in order. */
export function tagCategories(db: Database): Promise<{ category: string }[]> {
  return db.selectDistinct({ category: tags.category }).from(tags).orderBy(asc(tags.category));
}

/** The plans' names, in the plans' order. */
export function planNames(db: Database): Promise<{ name: string }[]> {
  return db
    .select({ name: contentPlans.name })
    .from(contentPlans)
    .orderBy(asc(contentPlans.sortOrder), asc(contentPlans.id));
}

/** Every user by name: id, name and e-mail. */
export function userOptions(db: Database): Promise<UserOption[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
}

/** The subject whose key (mne) is `key`, case aside. */
export async function subjectWithKey(db: Database, key: string): Promise<{ id: number; nome: string } | undefined> {
  const [row] = await db
    .select({ id: subjects.id, nome: subjects.nome })
    .from(subjects)
    .where(sql`upper(${subjects.mne}) = upper(${key})`);
  return row;
}
