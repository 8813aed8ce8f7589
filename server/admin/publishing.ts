// The publishing desk on the server: publications stored, listed and changed as the workflow allows (core
// nextPublishingStatus), and sent. Sending is claimed by one conditional update (status → SENDNOW), so of two requests
// or two servers only one sends; it publishes the publication as one content item per commodity (which lists, details,
// the notification centre and the ticker then show, their caches following the content generation the write bumps),
// then delivers it to each recipient by e-mail and push. Each delivery is claimed by its unique key (item, user, channel)
// before it leaves, so a retry, a resume or a second server never sends it twice; a failed one is counted, the
// publication ends in ERROR with the count, and a resume sends only what is missing. The scheduler sends scheduled
// publications whose time has come, also those scheduled before a restart.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  type Locale,
  NewsStatus,
  nextPublishingStatus,
  type NotificationPreferences,
  parseLocale,
  PUBLISHING_CHANNELS,
  type PublishingAction,
  type PublishingChannel,
  type PublishingDraft,
  type PublishingItem,
  type PublishingPage,
  type PublishingRow,
  recipientCommodity,
  shareCountsOf,
  type TableQuery,
  teaserOf,
} from '../../core';
import { findProfile, listNotificationChoices } from '../account/profiles.repository';
import { type AppContext } from '../context';
import { type Database } from '../db/database';
import { users } from '../db/schema';
import { type UserRow } from '../db/tables';
import { contentBodies, contentItems } from '../content/schema';
import { readerOf } from '../content/service';
import { loggableError } from '../logging';
import { pushTargetsOf } from '../push/repository';
import { listSubjects } from '../shell/subjects.repository';
import { publicationMail, publicationPush } from './publishing.mails';
import { itemShares, publishingDeliveries, publishingItems, type PublishingItemRow } from './publishing.schema';
import { contentTags, tags } from './schema';
import { newsBodyText, sanitizeNewsBody } from './sanitize';

/** A sending that began this long ago and never ended (its server stopped) is taken up again by the scheduler. */
export const STALE_SENDING_MS = 5 * 60_000;

/** Why an action was refused: a workflow refusal (a field message key) or an unknown publication. */
export class PublishingRefused extends Error {
  constructor(
    readonly reason:
      'publishing.notEditable' | 'publishing.notAllowed' | 'publishing.scheduleInPast' | 'publishing.scheduleInvalid',
  ) {
    super(reason);
  }
}

/** A publication as the desk shows it, with its deliveries made. */
function toItem(row: PublishingItemRow, delivered: number): PublishingItem {
  return {
    id: row.id,
    status: row.status as NewsStatus,
    publicationType: row.publicationType,
    commodities: row.commodities,
    tags: row.tags,
    importance: row.importance as PublishingItem['importance'],
    exclusive: row.exclusive,
    live: row.live,
    highlight: row.highlight,
    highlightTitle: row.highlightTitle,
    title: row.title,
    summary: row.summary,
    body: row.body,
    attachments: row.attachments,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    failures: row.failures,
    delivered,
    contentIds: row.contentIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a yyyy-mm-dd text names a day of the calendar. */
function isoDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The row's date: sent, else scheduled, else last changed. */
const rowDate = sql<Date>`coalesce(${publishingItems.sentAt}, ${publishingItems.scheduledAt}, ${publishingItems.updatedAt})`;

/** The shares of content items, by item: each channel's count. */
async function shareCountsFor(
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

/** The desk's list: filtered by title (contains), type, status and day (UTC), sorted by a column, a page at a time. */
export async function listPublications(ctx: AppContext, query: TableQuery): Promise<PublishingPage> {
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
  const [counted] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(publishingItems)
    .where(condition);
  const rows = await ctx.db
    .select()
    .from(publishingItems)
    .where(condition)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const shares = await shareCountsFor(
    ctx.db,
    rows.flatMap((row) => row.contentIds),
  );
  return {
    items: rows.map((row): PublishingRow => ({
      id: row.id,
      title: row.title,
      publicationType: row.publicationType,
      status: row.status as NewsStatus,
      commodities: row.commodities,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
      failures: row.failures,
      shares: shareCountsOf(row.contentIds.flatMap((id) => shares.get(id) ?? [])),
      date: (row.sentAt ?? row.scheduledAt ?? row.updatedAt).toISOString(),
    })),
    total: counted?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One publication, or undefined. */
export async function findPublication(ctx: AppContext, id: number): Promise<PublishingItem | undefined> {
  const [row] = await ctx.db.select().from(publishingItems).where(eq(publishingItems.id, id)).limit(1);
  if (!row) return undefined;
  const [delivered] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(publishingDeliveries)
    .where(and(eq(publishingDeliveries.itemId, id), eq(publishingDeliveries.state, 'sent')));
  return toItem(row, delivered?.count ?? 0);
}

/** The stored values of a draft: its body sanitised, its tags trimmed and unique, its attachments' texts trimmed. */
async function draftValues(draft: PublishingDraft) {
  return {
    publicationType: draft.publicationType,
    commodities: [...new Set(draft.commodities)],
    tags: [...new Set(draft.tags.map((tag) => tag.trim()).filter(Boolean))],
    importance: draft.importance,
    exclusive: draft.exclusive,
    live: draft.live,
    highlight: draft.highlight,
    highlightTitle: draft.highlight ? draft.highlightTitle.trim() : '',
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: await sanitizeNewsBody(draft.body),
    attachments: draft.attachments.map(({ name, url, mimeType, size }) => ({
      name: name.trim(),
      url: url.trim(),
      mimeType,
      size,
    })),
  };
}

/** Checks an action against the workflow; throws the refusal. */
function transition(current: NewsStatus | null, action: PublishingAction): NewsStatus {
  const next = nextPublishingStatus(current, action);
  if (!next.ok) throw new PublishingRefused(next.reason);
  return next.status;
}

/** Stores a new publication as a draft. */
export async function createPublication(ctx: AppContext, author: UserRow, draft: PublishingDraft): Promise<number> {
  const now = ctx.now();
  const status = transition(null, { kind: 'save' });
  const [row] = await ctx.db
    .insert(publishingItems)
    .values({
      ...(await draftValues(draft)),
      status,
      authorId: author.id,
      authorName: author.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: publishingItems.id });
  return row!.id;
}

/**
 * Changes a publication's text, keeping its status (a scheduled one stays scheduled); false when there is none. A
 * publication that is being sent, was sent or ended in error is refused (its content is published).
 */
export async function updatePublication(ctx: AppContext, id: number, draft: PublishingDraft): Promise<boolean> {
  const [current] = await ctx.db
    .select({ status: publishingItems.status })
    .from(publishingItems)
    .where(eq(publishingItems.id, id));
  if (!current) return false;
  transition(current.status as NewsStatus, { kind: 'save' });
  const values = await draftValues(draft);
  const updated = await ctx.db
    .update(publishingItems)
    .set({ ...values, updatedAt: ctx.now() })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, [NewsStatus.SAVED, NewsStatus.SCHEDULED])))
    .returning({ id: publishingItems.id });
  if (updated.length === 0) throw new PublishingRefused('publishing.notEditable');
  return true;
}

/** The status of a publication, or undefined. */
async function statusOf(ctx: AppContext, id: number): Promise<NewsStatus | undefined> {
  const [row] = await ctx.db
    .select({ status: publishingItems.status })
    .from(publishingItems)
    .where(eq(publishingItems.id, id));
  return row?.status as NewsStatus | undefined;
}

/** Keeps a publication as a draft (a scheduled one leaves the schedule); false when there is none. */
export async function unschedulePublication(ctx: AppContext, id: number): Promise<boolean> {
  const status = await statusOf(ctx, id);
  if (status === undefined) return false;
  transition(status, { kind: 'save' });
  await ctx.db
    .update(publishingItems)
    .set({ status: NewsStatus.SAVED, scheduledAt: null, updatedAt: ctx.now() })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, [NewsStatus.SAVED, NewsStatus.SCHEDULED])));
  return true;
}

/** Schedules a publication at a future time; false when there is none. */
export async function schedulePublication(ctx: AppContext, id: number, at: Date): Promise<boolean> {
  const status = await statusOf(ctx, id);
  if (status === undefined) return false;
  transition(status, { kind: 'schedule', at, now: ctx.now() });
  const updated = await ctx.db
    .update(publishingItems)
    .set({ status: NewsStatus.SCHEDULED, scheduledAt: at, updatedAt: ctx.now() })
    .where(and(eq(publishingItems.id, id), inArray(publishingItems.status, [NewsStatus.SAVED, NewsStatus.SCHEDULED])))
    .returning({ id: publishingItems.id });
  if (updated.length === 0) throw new PublishingRefused('publishing.notAllowed');
  return true;
}

/**
 * Claims a publication for sending: one conditional update from one of `from` to SENDNOW (so only one request or
 * server wins), and on its first sending publishes it as content items in the same transaction. Undefined when another
 * claimed it first or its status does not allow it.
 */
async function claimSending(
  ctx: AppContext,
  id: number,
  condition: SQL | undefined,
): Promise<PublishingItemRow | undefined> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(publishingItems)
      .set({ status: NewsStatus.SENDNOW, sendingSince: now, updatedAt: now })
      .where(and(eq(publishingItems.id, id), condition))
      .returning();
    if (!claimed) return undefined;
    if (claimed.contentIds.length > 0) return claimed;
    // Content ids are not generated: the next free ones, taken under a lock.
    await tx.execute(sql`select pg_advisory_xact_lock(250262, 1)`);
    const [top] = await tx.select({ max: sql<number>`coalesce(max(${contentItems.id}), 0)::int` }).from(contentItems);
    let next = (top?.max ?? 0) + 1;
    const ids: number[] = [];
    // Lists and the public detail show a summary: one sent without gets its body's first words.
    const summary = claimed.summary.trim() || teaserOf(await newsBodyText(claimed.body));
    for (const subjectId of claimed.commodities) {
      const contentId = next++;
      ids.push(contentId);
      await tx.insert(contentItems).values({
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
      await tx.insert(contentBodies).values({ contentId, bodyPt: claimed.body });
    }
    await tagPublished(tx, claimed.tags, ids);
    const [published] = await tx
      .update(publishingItems)
      .set({ contentIds: ids, sentAt: now })
      .where(eq(publishingItems.id, id))
      .returning();
    return published;
  });
}

/**
 * Marks the items a publication became with the back office's tags its own tags name (in any language, case aside), so
 * a tag's record lists them with the rest of the content that carries it.
 */
async function tagPublished(tx: Pick<Database, 'select' | 'insert'>, names: readonly string[], ids: number[]) {
  if (names.length === 0 || ids.length === 0) return;
  const wanted = names.map((name) => name.toLowerCase());
  const columns = [tags.namePtBr, tags.nameEnEu, tags.nameEsEs, tags.nameEsAr, tags.namePtPt];
  const named = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(or(...columns.map((column) => inArray(sql`lower(${column})`, wanted))));
  if (named.length === 0) return;
  await tx
    .insert(contentTags)
    .values(named.flatMap((tag) => ids.map((contentId) => ({ tagId: tag.id, contentId }))))
    .onConflictDoNothing();
}

/** One delivery to make. */
interface Delivery {
  user: UserRow;
  locale: Locale;
  channel: PublishingChannel;
  commodity: number;
  contentId: number;
}

/** The deliveries of a publication: each active user the recipients rule lets it reach, by channel. */
async function deliveriesOf(ctx: AppContext, item: PublishingItemRow): Promise<Delivery[]> {
  const subjects = await listSubjects(ctx.db);
  const gate = {
    commodities: item.commodities,
    publicationType: item.publicationType,
    exclusive: item.exclusive,
    enabledCommodities: new Set(subjects.filter((s) => s.habilitado).map((s) => s.id)),
  };
  const contentOf = new Map(item.commodities.map((commodity, index) => [commodity, item.contentIds[index]!]));
  const readers = await ctx.db.select().from(users).where(eq(users.disabled, false)).orderBy(users.id);
  const deliveries: Delivery[] = [];
  for (const user of readers) {
    const locale = parseLocale(user.language);
    const [reader, choices, profile] = await Promise.all([
      readerOf(ctx.db, user, locale, ctx.now()),
      listNotificationChoices(ctx.db, user.id),
      findProfile(ctx.db, user.id),
    ]);
    const preferences: NotificationPreferences = { blockAll: profile?.notificationsBlocked ?? false, choices };
    for (const channel of PUBLISHING_CHANNELS) {
      const commodity = recipientCommodity(reader.viewer, preferences, gate, channel);
      if (commodity !== null)
        deliveries.push({ user, locale, channel, commodity, contentId: contentOf.get(commodity)! });
    }
  }
  return deliveries;
}

/**
 * Claims one delivery: a new row, or a failed one taken again. False when it was made, or is being made, already.
 */
async function claimDelivery(ctx: AppContext, itemId: number, delivery: Delivery): Promise<boolean> {
  const now = ctx.now();
  const claimed = await ctx.db
    .insert(publishingDeliveries)
    .values({
      itemId,
      userId: delivery.user.id,
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

/** Sends one delivery: the mail, or the push to each of the reader's devices (none registered: nothing to send). */
async function send(ctx: AppContext, item: PublishingItemRow, delivery: Delivery): Promise<void> {
  if (delivery.channel === 'email') {
    const link = `${ctx.options.publicUrl}/informative/${delivery.commodity}/${delivery.contentId}`;
    await ctx.mailer.send(
      publicationMail(delivery.user.email, delivery.locale, {
        name: delivery.user.name,
        title: item.title,
        summary: item.summary,
        link,
      }),
    );
    return;
  }
  const message = publicationPush(item.title, item.summary, delivery.contentId);
  for (const target of await pushTargetsOf(ctx.db, delivery.user.id))
    await ctx.push.send({ userId: delivery.user.id, ...target, ...message });
}

/** Delivers a claimed publication to whoever still misses it, then ends the sending in SENT or ERROR. */
async function deliver(ctx: AppContext, item: PublishingItemRow): Promise<void> {
  const deliveries = await deliveriesOf(ctx, item);
  // Push deliveries only to readers with a device to receive them.
  const due: Delivery[] = [];
  for (const delivery of deliveries)
    if (delivery.channel === 'email' || (await pushTargetsOf(ctx.db, delivery.user.id)).length > 0) due.push(delivery);
  for (const delivery of due) {
    if (!(await claimDelivery(ctx, item.id, delivery))) continue;
    let state: 'sent' | 'failed' = 'sent';
    try {
      await send(ctx, item, delivery);
    } catch (error) {
      state = 'failed';
      ctx.log.warn(
        { err: loggableError(error), publication: item.id, channel: delivery.channel },
        'publication not delivered',
      );
    }
    await ctx.db
      .update(publishingDeliveries)
      .set({ state, updatedAt: ctx.now() })
      .where(
        and(
          eq(publishingDeliveries.itemId, item.id),
          eq(publishingDeliveries.userId, delivery.user.id),
          eq(publishingDeliveries.channel, delivery.channel),
        ),
      );
  }
  // The failures still missing among this sending's recipients.
  const failed =
    due.length === 0
      ? []
      : await ctx.db
          .select({ userId: publishingDeliveries.userId, channel: publishingDeliveries.channel })
          .from(publishingDeliveries)
          .where(and(eq(publishingDeliveries.itemId, item.id), eq(publishingDeliveries.state, 'failed')));
  const wanted = new Set(due.map((d) => `${d.user.id}:${d.channel}`));
  const failures = failed.filter((f) => wanted.has(`${f.userId}:${f.channel}`)).length;
  const status = transition(NewsStatus.SENDNOW, { kind: 'finish', failures });
  await ctx.db
    .update(publishingItems)
    .set({ status, failures, sendingSince: null, updatedAt: ctx.now() })
    .where(and(eq(publishingItems.id, item.id), eq(publishingItems.status, NewsStatus.SENDNOW)));
}

/**
 * Sends a publication now (from a draft or the schedule) or resumes one that ended in error; false when there is none.
 * Refused when the workflow does not allow it, or when another request or server is sending it.
 */
export async function sendPublication(ctx: AppContext, id: number, kind: 'sendNow' | 'resume'): Promise<boolean> {
  const status = await statusOf(ctx, id);
  if (status === undefined) return false;
  transition(status, { kind });
  const from = kind === 'resume' ? [NewsStatus.ERROR] : [NewsStatus.SAVED, NewsStatus.SCHEDULED];
  const claimed = await claimSending(ctx, id, inArray(publishingItems.status, from));
  if (!claimed) throw new PublishingRefused('publishing.notAllowed');
  await deliver(ctx, claimed);
  return true;
}

/**
 * Sends the scheduled publications whose time has come, and takes up sendings cut short (begun over five minutes ago
 * and never ended); each claimed by one conditional update, so two servers never both send one. Answers how many.
 */
export async function sendDuePublications(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const stale = new Date(now.getTime() - STALE_SENDING_MS);
  const due = await ctx.db
    .select({ id: publishingItems.id, status: publishingItems.status })
    .from(publishingItems)
    .where(
      sql`(${publishingItems.status} = ${NewsStatus.SCHEDULED} and ${publishingItems.scheduledAt} <= ${now}) or (${publishingItems.status} = ${NewsStatus.SENDNOW} and ${publishingItems.sendingSince} <= ${stale})`,
    )
    .orderBy(publishingItems.id);
  let sent = 0;
  for (const { id, status } of due) {
    const condition =
      status === NewsStatus.SCHEDULED
        ? and(eq(publishingItems.status, NewsStatus.SCHEDULED), sql`${publishingItems.scheduledAt} <= ${now}`)
        : and(eq(publishingItems.status, NewsStatus.SENDNOW), sql`${publishingItems.sendingSince} <= ${stale}`);
    const claimed = await claimSending(ctx, id, condition);
    if (!claimed) continue;
    await deliver(ctx, claimed);
    sent++;
  }
  return sent;
}

/** The scheduler: looks for due publications every `intervalMs` with the server's clock; `stop` ends it. */
export function startPublishingScheduler(ctx: AppContext, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(() =>
      stopped
        ? undefined
        : sendDuePublications(ctx).catch((error: unknown) =>
            ctx.log.warn({ err: loggableError(error) }, 'scheduled publications not sent'),
          ),
    );
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // A server that starts sends at once what came due while none ran.
  setTimeout(tick, 0).unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
