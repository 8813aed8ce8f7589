// The publishing desk's sending. Sending is claimed by one conditional update (status → SENDNOW), so of two requests
// or two servers only one sends; it publishes the publication as one content item per commodity (which lists, details,
// the notification centre and the ticker then show, their caches following the content generation the write bumps),
// then delivers it to each recipient by e-mail and push. Each delivery is claimed by its unique key (item, user, channel)
// before it leaves, so a retry, a resume or a second server never sends it twice; a failed one is counted, the
// publication ends in ERROR with the count, and a resume sends only what is missing. The scheduler sends scheduled
// publications whose time has come, also those scheduled before a restart. The desk's other actions are
// server/admin/publishing.service.ts.
import {
  type Locale,
  NewsStatus,
  type NotificationPreferences,
  parseLocale,
  PUBLISHING_CHANNELS,
  type PublishingChannel,
  recipientCommodity,
  teaserOf,
} from '../../core';
import { findProfile, listNotificationChoices } from '../account/profiles.repository';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { inTransaction } from '../db/transaction';
import { readerOf } from '../content/service';
import { loggableError } from '../logging';
import { pushTargetsOf } from '../push/repository';
import { listSubjects } from '../shell/subjects.repository';
import { publicationMail, publicationPush } from './publishing.mails';
import {
  activeUsers,
  claimDelivery as storeDeliveryClaim,
  claimForSending,
  duePublications,
  failedDeliveries,
  finishSending,
  insertContentItems,
  markPublished,
  publicationStatus,
  type SendingClaim,
  setDeliveryState,
  tagPublished,
} from './publishing.repository';
import { type PublishingItemRow } from './publishing.schema';
import { PublishingRefused, transition } from './publishing.service';
import { newsBodyText } from './sanitize';

/** A sending that began this long ago and never ended (its server stopped) is taken up again by the scheduler. */
export const STALE_SENDING_MS = 5 * 60_000;

/**
 * Claims a publication for sending: one conditional update (so only one request or server wins), and on its first
 * sending publishes it as content items in the same transaction. Undefined when another claimed it first or its
 * status does not allow it.
 */
async function claimSending(ctx: AppContext, id: number, claim: SendingClaim): Promise<PublishingItemRow | undefined> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const claimed = await claimForSending(tx, id, claim, now);
    if (!claimed) return undefined;
    if (claimed.contentIds.length > 0) return claimed;
    // Lists and the public detail show a summary: one sent without gets its body's first words.
    const summary = claimed.summary.trim() || teaserOf(await newsBodyText(claimed.body));
    const ids = await insertContentItems(tx, claimed, summary, now);
    await tagPublished(tx, claimed.tags, ids);
    return markPublished(tx, id, ids, now);
  });
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
  const readers = await activeUsers(ctx.db);
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
function claimDelivery(ctx: AppContext, itemId: number, delivery: Delivery): Promise<boolean> {
  return storeDeliveryClaim(
    ctx.db,
    itemId,
    { userId: delivery.user.id, channel: delivery.channel, contentId: delivery.contentId },
    ctx.now(),
  );
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
    await setDeliveryState(ctx.db, item.id, { userId: delivery.user.id, channel: delivery.channel }, state, ctx.now());
  }
  // The failures still missing among this sending's recipients.
  const failed = due.length === 0 ? [] : await failedDeliveries(ctx.db, item.id);
  const wanted = new Set(due.map((d) => `${d.user.id}:${d.channel}`));
  const failures = failed.filter((f) => wanted.has(`${f.userId}:${f.channel}`)).length;
  const status = transition(NewsStatus.SENDNOW, { kind: 'finish', failures });
  await finishSending(ctx.db, item.id, status, failures, ctx.now());
}

/**
 * Sends a publication now (from a draft or the schedule) or resumes one that ended in error; false when there is none.
 * Refused when the workflow does not allow it, or when another request or server is sending it.
 */
export async function sendPublication(ctx: AppContext, id: number, kind: 'sendNow' | 'resume'): Promise<boolean> {
  const status = await publicationStatus(ctx.db, id);
  if (status === undefined) return false;
  transition(status, { kind });
  const from = kind === 'resume' ? [NewsStatus.ERROR] : [NewsStatus.SAVED, NewsStatus.SCHEDULED];
  const claimed = await claimSending(ctx, id, { from });
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
  const due = await duePublications(ctx.db, now, stale);
  let sent = 0;
  for (const { id, status } of due) {
    const claim: SendingClaim = status === NewsStatus.SCHEDULED ? { scheduledBy: now } : { sendingSince: stale };
    const claimed = await claimSending(ctx, id, claim);
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
