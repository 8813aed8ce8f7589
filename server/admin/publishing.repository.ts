// The publishing desk on the database: the desk's list and one publication, the writes of a draft and of its status
// (each conditional on the statuses the workflow allows, so that a concurrent change is not overwritten), the claim
// of a sending and its content items, the deliveries and the due publications.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { NewsStatus, type TableQuery } from '../../core';
import { type Database } from '../db/database';
import { users } from '../db/schema';
import { type UserRow } from '../db/tables';
import { contentBodies, contentItems } from '../content/schema';
import { itemShares, publishingDeliveries, publishingItems, type PublishingItemRow } from './publishing.schema';
import { contentTags, tags } from './schema';

/** A publication's stored text, as a draft writes it. */
export type DraftValues = Pick<
  typeof publishingItems.$inferInsert,
  | 'publicationType'
  | 'commodities'
  | 'tags'
  | 'importance'
  | 'exclusive'
  | 'live'
  | 'highlight'
  | 'highlightTitle'
  | 'title'
  | 'summary'
  | 'body'
  | 'attachments'
>;

/** The statuses in which a publication's text and schedule may change. */
const EDITABLE = [NewsStatus.SAVED, NewsStatus.SCHEDULED];

/** Whether a yyyy-mm-dd text names a day of the calendar. */
function isoDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The row's date: sent, else scheduled, else last changed. */
const rowDate = sql<Date>`coalesce(${publishingItems.sentAt}, ${publishingItems.scheduledAt}, ${publishingItems.updatedAt})`;

/** One page of the desk's list: filtered by title (contains), type, status and day (UTC), sorted by a column. */
export async function publicationsPage(
  db: Database,
  query: TableQuery,
): Promise<{ rows: PublishingItemRow[]; total: number }> {
  const where: SQL[] = [];
  const { title, type, status, date } = query.filters;
  if (title) where.push(sql`${publishingItems.title} ilike ${`%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (type) where.push(eq(publishingItems.publicationType, type));
  if (status && /^[1-5]$/.test(status)) where.push(eq(publishingItems.status, Number(status)));
  // A real day only (2026-02-30 is none: the database would refuse it).
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && isoDay(date))
    where.push(sql`(${rowDate} at time zone 'UTC')::date = ${date}::date`);
  const condition = where.length > 0 ? and(...where) : undefined;
  const columns: Record<string, SQL | typeof publishingItems.title> = {
    title: publishingItems.title,
    type: sql`${publishingItems.publicationType}`,
    status: sql`${publishingItems.status}`,
    date: rowDate,
  };
  const column = query.sort ? columns[query.sort] : undefined;
  const order = column
    ? [query.dir === 'desc' ? desc(column) : asc(column), desc(publishingItems.id)]
    : [desc(publishingItems.updatedAt), desc(publishingItems.id)];
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(publishingItems)
    .where(condition);
  const rows = await db
    .select()
    .from(publishingItems)
    .where(condition)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: counted?.count ?? 0 };
}

/** The shares of content items, by item: each channel's count. */
export async function shareCountsFor(
  db: Database,
  contentIds: readonly number[],
): Promise<Map<number, { channel: string; count: number }[]>> {
  const byItem = new Map<number, { channel: string; count: number }[]>();
  if (contentIds.length === 0) return byItem;
  const rows = await db
    .select({ contentId: itemShares.contentId, channel: itemShares.channel, count: sql<number>`count(*)::int` })
    .from(itemShares)
    .where(inArray(itemShares.contentId, [...new Set(contentIds)]))
    .groupBy(itemShares.contentId, itemShares.channel);
  for (const row of rows) byItem.set(row.contentId, [...(byItem.get(row.contentId) ?? []), row]);
  return byItem;
}

/** One publication, if any. */
export async function findPublicationRow(db: Database, id: number): Promise<PublishingItemRow | undefined> {
  const [row] = await db.select().from(publishingItems).where(eq(publishingItems.id, id)).limit(1);
  return row;
}

/** How many deliveries of a publication were made. */
export async function countDelivered(db: Database, id: number): Promise<number> {
  const [delivered] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(publishingDeliveries)
    .where(and(eq(publishingDeliveries.itemId, id), eq(publishingDeliveries.state, 'sent')));
  return delivered?.count ?? 0;
}

/** Inserts a publication; its id. */
export async function insertPublication(
  db: Database,
  values: DraftValues &
    Pick<typeof publishingItems.$inferInsert, 'status' | 'authorId' | 'authorName' | 'createdAt' | 'updatedAt'>,
): Promise<number> {
  const [row] = await db.insert(publishingItems).values(values).returning({ id: publishingItems.id });
  return row!.id;
}

/** The status of a publication, or undefined. */
export async function publicationStatus(db: Database, id: number): Promise<NewsStatus | undefined> {
  const [row] = await db
    .select({ status: publishingItems.status })
    .from(publishingItems)
    .where(eq(publishingItems.id, id));
  return row?.status as NewsStatus | undefined;
}

/** Changes a publication's text while it is a draft or scheduled; whether it did. */
export async function updateDraft(db: Database, id: number, values: DraftValues, now: Date): Promise<boolean> {
  const updated = await db
    .update(publishingItems)
    .set({ ...values, updatedAt: now })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, EDITABLE)))
    .returning({ id: publishingItems.id });
  return updated.length > 0;
}

/** Makes a publication a draft again (out of the schedule) while it is a draft or scheduled. */
export async function setDraft(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(publishingItems)
    .set({ status: NewsStatus.SAVED, scheduledAt: null, updatedAt: now })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, EDITABLE)));
}

/** Schedules a publication at `at` while it is a draft or scheduled; whether it did. */
export async function setScheduled(db: Database, id: number, at: Date, now: Date): Promise<boolean> {
  const updated = await db
    .update(publishingItems)
    .set({ status: NewsStatus.SCHEDULED, scheduledAt: at, updatedAt: now })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, EDITABLE)))
    .returning({ id: publishingItems.id });
  return updated.length > 0;
}

/**
 * Which publications a sending may claim: one in one of `from` (a request), one scheduled at `scheduledBy` or before
 * (the scheduler), or one whose sending began at `sendingSince` or before and never ended (the scheduler).
 */
export type SendingClaim = { from: readonly NewsStatus[] } | { scheduledBy: Date } | { sendingSince: Date };

function claimCondition(claim: SendingClaim): SQL | undefined {
  if ('from' in claim) return inArray(publishingItems.status, [...claim.from]);
  if ('scheduledBy' in claim)
    return and(
      eq(publishingItems.status, NewsStatus.SCHEDULED),
      sql`${publishingItems.scheduledAt} <= ${claim.scheduledBy}`,
    );
  return and(
    eq(publishingItems.status, NewsStatus.SENDNOW),
    sql`${publishingItems.sendingSince} <= ${claim.sendingSince}`,
  );
}

/** Moves a publication to SENDNOW by one conditional update; the claimed row, or undefined when it did not match. */
export async function claimForSending(
  db: Database,
  id: number,
  claim: SendingClaim,
  now: Date,
): Promise<PublishingItemRow | undefined> {
  const [claimed] = await db
    .update(publishingItems)
    .set({ status: NewsStatus.SENDNOW, sendingSince: now, updatedAt: now })
    .where(and(eq(publishingItems.id, id), claimCondition(claim)))
    .returning();
  return claimed;
}

/** Inserts a claimed publication as one content item per commodity (with `summary`), dated `now`; their ids. */
export async function insertContentItems(
  db: Database,
  claimed: PublishingItemRow,
  summary: string,
  now: Date,
): Promise<number[]> {
  // Content ids are not generated: the next free ones, taken under a lock.
  await db.execute(sql`select pg_advisory_xact_lock(250262, 1)`);
  const [top] = await db.select({ max: sql<number>`coalesce(max(${contentItems.id}), 0)::int` }).from(contentItems);
  let next = (top?.max ?? 0) + 1;
  const ids: number[] = [];
  for (const subjectId of claimed.commodities) {
    const contentId = next++;
    ids.push(contentId);
    await db.insert(contentItems).values({
      id: contentId,
      subjectId,
      publicationType: claimed.publicationType,
      reportTypeId: null,
      periodicity: 'occasional',
      originCountry: 'BR',
      authorId: 0,
      authorName: claimed.authorName,
      titlePt: claimed.title,
      summaryPt: summary,
      // Like every item the content holds, dated by its report too: the day it is published.
      dtReport: now,
      dtPublish: now,
      dtSort: now,
      importance: claimed.importance,
      exclusive: claimed.exclusive,
      live: claimed.live,
      highlight: claimed.highlight,
      hasAttachment: claimed.attachments.length > 0,
      attachments: claimed.attachments,
    });
    await db.insert(contentBodies).values({ contentId, bodyPt: claimed.body });
  }
  return ids;
}

/**
 * Marks the items a publication became with the back office's tags its own tags name (in any language, case aside), so
 * a tag's record lists them with the rest of the content that carries it.
 */
export async function tagPublished(db: Database, names: readonly string[], ids: number[]): Promise<void> {
  if (names.length === 0 || ids.length === 0) return;
  const wanted = names.map((name) => name.toLowerCase());
  const columns = [tags.namePtBr, tags.nameEnEu, tags.nameEsEs, tags.nameEsAr, tags.namePtPt];
  const named = await db
    .select({ id: tags.id })
    .from(tags)
    .where(or(...columns.map((column) => inArray(sql`lower(${column})`, wanted))));
  if (named.length === 0) return;
  await db
    .insert(contentTags)
    .values(named.flatMap((tag) => ids.map((contentId) => ({ tagId: tag.id, contentId }))))
    .onConflictDoNothing();
}

/** Records the content items a publication became and when it was sent; the row. */
export async function markPublished(
  db: Database,
  id: number,
  contentIds: number[],
  now: Date,
): Promise<PublishingItemRow | undefined> {
  const [published] = await db
    .update(publishingItems)
    .set({ contentIds, sentAt: now })
    .where(eq(publishingItems.id, id))
    .returning();
  return published;
}

/** Every user not disabled, by id. */
export function activeUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.disabled, false)).orderBy(users.id);
}

/** One delivery's key and item. */
export interface DeliveryKey {
  userId: number;
  channel: string;
  contentId: number;
}

/**
 * Claims one delivery: a new row, or a failed one taken again. False when it was made, or is being made, already.
 */
export async function claimDelivery(db: Database, itemId: number, delivery: DeliveryKey, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(publishingDeliveries)
    .values({
      itemId,
      userId: delivery.userId,
      channel: delivery.channel,
      state: 'claimed',
      contentId: delivery.contentId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [publishingDeliveries.itemId, publishingDeliveries.userId, publishingDeliveries.channel],
      set: {
        state: 'claimed',
        contentId: delivery.contentId,
        attempts: sql`${publishingDeliveries.attempts} + 1`,
        updatedAt: now,
      },
      setWhere: eq(publishingDeliveries.state, 'failed'),
    })
    .returning({ userId: publishingDeliveries.userId });
  return claimed.length > 0;
}

/** Records how a delivery ended. */
export async function setDeliveryState(
  db: Database,
  itemId: number,
  delivery: Omit<DeliveryKey, 'contentId'>,
  state: 'sent' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .update(publishingDeliveries)
    .set({ state, updatedAt: now })
    .where(
      and(
        eq(publishingDeliveries.itemId, itemId),
        eq(publishingDeliveries.userId, delivery.userId),
        eq(publishingDeliveries.channel, delivery.channel),
      ),
    );
}

/** The failed deliveries of a publication: user and channel. */
export function failedDeliveries(db: Database, itemId: number): Promise<{ userId: number; channel: string }[]> {
  return db
    .select({ userId: publishingDeliveries.userId, channel: publishingDeliveries.channel })
    .from(publishingDeliveries)
    .where(and(eq(publishingDeliveries.itemId, itemId), eq(publishingDeliveries.state, 'failed')));
}

/** Ends a sending in `status` with its failures, if it is still being sent. */
export async function finishSending(
  db: Database,
  id: number,
  status: NewsStatus,
  failures: number,
  now: Date,
): Promise<void> {
  await db
    .update(publishingItems)
    .set({ status, failures, sendingSince: null, updatedAt: now })
    .where(and(eq(publishingItems.id, id), eq(publishingItems.status, NewsStatus.SENDNOW)));
}

/** The scheduled publications due at `now` and the sendings begun at `stale` or before, by id: id and status. */
export function duePublications(db: Database, now: Date, stale: Date): Promise<{ id: number; status: number }[]> {
  return db
    .select({ id: publishingItems.id, status: publishingItems.status })
    .from(publishingItems)
    .where(
      sql`(${publishingItems.status} = ${NewsStatus.SCHEDULED} and ${publishingItems.scheduledAt} <= ${now}) or (${publishingItems.status} = ${NewsStatus.SENDNOW} and ${publishingItems.sendingSince} <= ${stale})`,
    )
    .orderBy(publishingItems.id);
}
