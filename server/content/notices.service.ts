// What the reader is told of the content: the important items sent in the last 30 days (their count since a moment
// and the notifications) and the private-content upsell texts of a location.
import {
  type ContentLocation,
  type ContentNotification,
  NewsImportance,
  NO_RIGHTS_TEXTS,
  type PrivateContent,
  type SentNewsCount,
} from '../../core';
import { type AppContext } from '../context';
import { type ContentItemRow } from '../db/tables';
import { entries } from './entries.service';
import { BENEFITS, PUBLIC_TEXTS } from './private-content.texts';
import { latest } from './repository';
import { accessTo, subjectsOf, type Reader } from './service';

/** How far back the sent-news count and the notifications look. */
const SENT_WINDOW_DAYS = 30;

/** The important items of the last 30 days the reader may open, newest first. */
async function sentTo(ctx: AppContext, who: Reader): Promise<ContentItemRow[]> {
  const since = new Date(ctx.now().getTime() - SENT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await latest(ctx.db, { subjectIds: subjectsOf(who, 0), important: true, dateFrom: since }, 500);
  return rows.filter((row) => row.importance === NewsImportance.IMPORTANT && accessTo(who, row).kind === 'open');
}

/** How many important items were sent after `since` (null: in the window), and the last five. */
export async function sentNewsCount(ctx: AppContext, who: Reader, since: number | null): Promise<SentNewsCount> {
  const sent = (await sentTo(ctx, who)).filter((row) => since === null || row.dtPublish.getTime() > since);
  return {
    count: sent.length,
    lastSent: (await entries(ctx, who, sent.slice(0, 5))).map(({ id, title, newsContent, dt_report, dt_publish }) => ({
      id,
      title,
      newsContent,
      dt_report,
      dt_publish,
    })),
  };
}

/** The notifications: the 20 newest important items sent, with the reader's read marks. */
export async function contentNotifications(ctx: AppContext, who: Reader): Promise<ContentNotification[]> {
  const items = await entries(ctx, who, (await sentTo(ctx, who)).slice(0, 20));
  return items.map(({ id, title, commodity, newsContent, dt_report, dt_publish, read }) => ({
    id,
    title,
    commodity,
    newsContent,
    dt_report,
    dt_publish,
    read,
  }));
}

/** The upsell texts of a private-content location in the reader's language. */
export function privateContent(who: Reader, location: ContentLocation): PrivateContent {
  const texts = Object.values(NO_RIGHTS_TEXTS).find((entry) => entry.location === location) ?? PUBLIC_TEXTS;
  return {
    location,
    title: texts.title[who.locale],
    message: texts.message[who.locale],
    benefits: BENEFITS[location].map((benefit) => benefit[who.locale]),
  };
}
