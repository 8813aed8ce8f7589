// Content items: paged, filtered reads (every filter backed by an index), single reads, read marks and plans.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { type ContentListQuery, DEFAULT_TIME_ZONE, NewsImportance, OrderBy } from '../../core';
import { type Database } from '../db/database';
import {
  contentBodies,
  contentItems,
  contentPlans,
  contentReads,
  type ContentItemRow,
  type ContentPlanRow,
} from '../db/tables';

/** The filters of a list, once the commodity is turned into the subjects it covers. */
export type ListFilters = Omit<ContentListQuery, 'commodity' | 'page' | 'pageSize'> & { subjectIds: readonly number[] };

/** Midnight (São Paulo) of an ISO date, plus `days`. */
export const dayStart = (isoDate: string, days = 0): Date =>
  DateTime.fromISO(isoDate, { zone: DEFAULT_TIME_ZONE }).startOf('day').plus({ days }).toJSDate();

const MEDIA_COLUMNS = {
  attachment: contentItems.hasAttachment,
  video: contentItems.hasVideo,
  audio: contentItems.hasAudio,
  podcast: contentItems.hasPodcast,
} as const;

/** The WHERE clause of a list. */
export function listWhere(filters: ListFilters): SQL | undefined {
  const c = contentItems;
  const conditions: (SQL | undefined)[] = [
    filters.subjectIds.length === 1
      ? eq(c.subjectId, filters.subjectIds[0]!)
      : inArray(c.subjectId, [...filters.subjectIds]),
    filters.publicationType ? eq(c.publicationType, filters.publicationType) : undefined,
    filters.periodicity ? eq(c.periodicity, filters.periodicity) : undefined,
    filters.originCountry ? eq(c.originCountry, filters.originCountry) : undefined,
    filters.author ? eq(c.authorId, filters.author) : undefined,
    filters.reportType ? eq(c.reportTypeId, filters.reportType) : undefined,
    filters.priority ? eq(c.priority, filters.priority) : undefined,
    filters.highlight ? eq(c.highlight, true) : undefined,
    filters.live ? eq(c.live, true) : undefined,
    filters.important ? eq(c.importance, NewsImportance.IMPORTANT) : undefined,
    filters.exclusive ? eq(c.exclusive, true) : undefined,
    filters.relevant ? eq(c.relevant, true) : undefined,
    filters.mediaType ? eq(MEDIA_COLUMNS[filters.mediaType as keyof typeof MEDIA_COLUMNS], true) : undefined,
    filters.dateFrom ? gte(c.dtSort, dayStart(filters.dateFrom)) : undefined,
    filters.dateTo ? lt(c.dtSort, dayStart(filters.dateTo, 1)) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** The ORDER BY of a list. */
function listOrder(orderBy: string | undefined): SQL[] {
  const c = contentItems;
  switch (orderBy) {
    case OrderBy.OLDEST:
      return [asc(c.dtSort), asc(c.id)];
    case OrderBy.TITLE:
      return [asc(c.titlePt), desc(c.id)];
    case OrderBy.PRIORITY:
      return [asc(c.priority), desc(c.dtSort), desc(c.id)];
    default:
      return [desc(c.dtSort), desc(c.id)];
  }
}

/** One page of a list and the number of items under the filters. */
export async function listPage(
  db: Database,
  filters: ListFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ContentItemRow[]; total: number }> {
  if (filters.subjectIds.length === 0) return { rows: [], total: 0 };
  const where = listWhere(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...listOrder(filters.orderBy))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The newest items under the filters (no count). */
export function latest(db: Database, filters: ListFilters, limit: number): Promise<ContentItemRow[]> {
  if (filters.subjectIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contentItems)
    .where(listWhere(filters))
    .orderBy(...listOrder(OrderBy.RECENT))
    .limit(limit);
}

/** The item with this id, if any. */
export async function findItem(db: Database, id: number): Promise<ContentItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1);
  return row;
}

/** The items with these ids, in the order asked. */
export async function findItems(db: Database, ids: readonly number[]): Promise<ContentItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ContentItemRow => row !== undefined);
}

/** The body of an item in each language, if stored. */
export async function findBody(db: Database, id: number): Promise<typeof contentBodies.$inferSelect | undefined> {
  const [row] = await db.select().from(contentBodies).where(eq(contentBodies.contentId, id)).limit(1);
  return row;
}

/** Items related to one: the same subject and publication type, nearest first in time. */
export function relatedTo(db: Database, item: ContentItemRow, limit: number): Promise<ContentItemRow[]> {
  const c = contentItems;
  return db
    .select()
    .from(c)
    .where(and(eq(c.subjectId, item.subjectId), eq(c.publicationType, item.publicationType), ne(c.id, item.id)))
    .orderBy(sql`abs(extract(epoch from ${c.dtSort} - ${item.dtSort.toISOString()}::timestamptz))`, desc(c.id))
    .limit(limit);
}

/** The report types a set of subjects has content of. */
export async function reportTypesOf(db: Database, subjectIds: readonly number[]): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: contentItems.reportTypeId })
    .from(contentItems)
    .where(and(inArray(contentItems.subjectId, [...subjectIds]), sql`${contentItems.reportTypeId} is not null`))
    .orderBy(asc(contentItems.reportTypeId));
  return rows.map((row) => row.id).filter((id): id is number => id !== null);
}

/** Of these items, the ids the user has read. */
export async function readIds(db: Database, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentReads.contentId })
    .from(contentReads)
    .where(and(eq(contentReads.userId, userId), inArray(contentReads.contentId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Marks an item read by a user (once; the first reading time stays). */
export async function markRead(db: Database, userId: number, contentId: number, now: Date): Promise<void> {
  await db.insert(contentReads).values({ userId, contentId, readAt: now }).onConflictDoNothing();
}

/** The plan named by a signature, if any. */
export async function planNamed(db: Database, name: string): Promise<ContentPlanRow | undefined> {
  const [row] = await db.select().from(contentPlans).where(eq(contentPlans.name, name)).limit(1);
  return row;
}

/** The plans offered on the plans page, in order. */
export function listedPlans(db: Database): Promise<ContentPlanRow[]> {
  return db.select().from(contentPlans).where(eq(contentPlans.listed, true)).orderBy(asc(contentPlans.sortOrder));
}
