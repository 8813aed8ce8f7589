// The back office's tags on the database: the list page (filtered by name in any language and category, with the
// count of the content that carries each), one tag, the content it marks, and the writes of a tag and its content.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import { type AdminTag, type Locale, type TablePage, type TableQuery } from '../../core';
import { type Database } from '../db/database';
import { contentItems, contentTags, tags } from '../db/tables';
import { containing, orderOf, page } from './table.repository';

/** A tag as stored. */
export type TagRow = typeof tags.$inferSelect;

/** A tag's stored fields, its id aside. */
export type TagValues = Omit<typeof tags.$inferInsert, 'id'>;

const tagCount = sql<number>`(select count(*)::int from ${contentTags} where ${contentTags.tagId} = ${tags.id})`;

/** The column of a tag's name in each language. */
export const NAME_COLUMN = {
  PtBr: tags.namePtBr,
  EnEu: tags.nameEnEu,
  EsEs: tags.nameEsEs,
  EsAr: tags.nameEsAr,
  PtPt: tags.namePtPt,
} as const satisfies Record<Locale, PgColumn>;

/** A tag's names in every language. */
export function tagNames(row: TagRow) {
  return {
    namePtBr: row.namePtBr,
    nameEnEu: row.nameEnEu,
    nameEsEs: row.nameEsEs,
    nameEsAr: row.nameEsAr,
    namePtPt: row.namePtPt,
  };
}

/** One page of the tags, filtered by name (in any language) and category (contains), by Portuguese name unless sorted. */
export function tagsPage(db: Database, query: TableQuery): Promise<TablePage<AdminTag>> {
  const { name, category } = query.filters;
  const where = and(
    name ? or(...Object.values(NAME_COLUMN).map((column) => ilike(column, containing(name)))) : undefined,
    category ? ilike(tags.category, containing(category)) : undefined,
  );
  const order = orderOf(
    query,
    { id: tags.id, name: tags.namePtBr, category: tags.category, contentCount: tagCount },
    [asc(tags.namePtBr), asc(tags.id)],
    tags.id,
  );
  return page(
    query,
    async (limit, offset) =>
      (
        await db
          .select({ tag: tags, contentCount: tagCount })
          .from(tags)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(({ tag, contentCount }) => ({
        id: tag.id,
        ...tagNames(tag),
        category: tag.category,
        contentCount: Number(contentCount),
      })),
    async () => (await db.select({ n: count() }).from(tags).where(where))[0]?.n ?? 0,
  );
}

/** One tag, if any. */
export async function findTag(db: Database, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row;
}

/** The content a tag marks, newest first: id, Portuguese title and subject. */
export function taggedContent(db: Database, id: number) {
  return db
    .select({ id: contentItems.id, title: contentItems.titlePt, subjectId: contentItems.subjectId })
    .from(contentTags)
    .innerJoin(contentItems, eq(contentItems.id, contentTags.contentId))
    .where(eq(contentTags.tagId, id))
    .orderBy(desc(contentItems.dtSort), asc(contentItems.id));
}

/** The ids of the content a tag marks. */
export async function taggedContentIds(db: Database, id: number): Promise<number[]> {
  const carried = await db.select({ id: contentTags.contentId }).from(contentTags).where(eq(contentTags.tagId, id));
  return carried.map((item) => item.id);
}

/** How many of these content ids name an item. */
export async function countContent(db: Database, ids: readonly number[]): Promise<number> {
  const known = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(inArray(contentItems.id, [...ids]));
  return known.length;
}

/** Inserts a tag; its id. */
export async function insertTag(db: Database, values: TagValues): Promise<number> {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  return row!.id;
}

/** Changes a tag's fields and takes it off every item (the items it marks are written again after). */
export async function updateTag(db: Database, id: number, values: TagValues): Promise<void> {
  await db.update(tags).set(values).where(eq(tags.id, id));
  await db.delete(contentTags).where(eq(contentTags.tagId, id));
}

/** Marks these items with a tag. */
export async function tagContent(db: Database, tagId: number, contentIds: readonly number[]): Promise<void> {
  if (contentIds.length > 0) await db.insert(contentTags).values(contentIds.map((contentId) => ({ tagId, contentId })));
}
