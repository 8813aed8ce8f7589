// The calendar and the authors' pages for a reader. Rights are those of every content read (SPEC §6): an event the
// reader may not read comes back locked, without its details; one of commodities not offered is left out.
import { DateTime } from 'luxon';
import {
  type AuthorDetail,
  type CalendarEvent,
  type CalendarEventsQuery,
  checkEventRange,
  type DisclosureType as DisclosureCode,
  EVENT_MESSAGES,
  eventAccess,
  type EventImportance,
  type EventType,
  type Locale,
  parseImportances,
} from '../../core';
import { type AppContext } from '../context';
import { type CalendarEventRow } from '../db/tables';
import { validationError } from '../errors';
import { findAuthor } from './authors.repository';
import { entries } from './entries.service';
import { eventsBetween } from './events.repository';
import { findItems, listPage } from './repository';
import { subjectsOf, type Reader } from './service';

/** How many of an author's latest items the page shows. */
export const AUTHOR_LATEST = 10;

/** The language column of a locale: Portuguese, English or Spanish. */
function lang(locale: Locale): 'Pt' | 'En' | 'Es' {
  if (locale === 'EnEu') return 'En';
  if (locale === 'EsEs' || locale === 'EsAr') return 'Es';
  return 'Pt';
}

/** A row's text in the reader's language, Portuguese when not offered in it. */
const textOf = (row: Record<string, unknown>, field: string, locale: Locale): string =>
  (row[`${field}${lang(locale)}`] as string | null) || (row[`${field}Pt`] as string);

/** The days of an all-day event in its zone (end exclusive), or its instants in UTC. */
function when(row: CalendarEventRow): { start: string; end: string } {
  if (!row.allDay) return { start: row.startsAt.toISOString(), end: row.endsAt.toISOString() };
  const day = (date: Date) => DateTime.fromJSDate(date, { zone: row.timeZone }).toISODate()!;
  return { start: day(row.startsAt), end: day(row.endsAt) };
}

/** An event row as the reader gets it: locked ones without description, place, price, link and related news. */
async function toEvent(ctx: AppContext, who: Reader, row: CalendarEventRow, locked: boolean): Promise<CalendarEvent> {
  const related = locked ? [] : await findItems(ctx.db, row.relatedNews);
  return {
    id: row.id,
    disclosureType: row.disclosureType as DisclosureCode,
    title: textOf(row, 'title', who.locale),
    description: locked ? '' : textOf(row, 'description', who.locale),
    type: row.eventType as EventType,
    allDay: row.allDay,
    ...when(row),
    timeZone: row.timeZone,
    location: locked ? null : row.location,
    price: locked ? null : row.price,
    currency: row.currency,
    link: locked ? null : row.link,
    relatedNews: related.map((item) => ({ id: item.id, title: textOf(item, 'title', who.locale) })),
    commodities: row.commodities
      .filter((id) => who.subjects.get(id)?.habilitado)
      .map((id) => ({ id, nome: who.subjects.get(id)![`name${who.locale}`] })),
    importance: row.importance as EventImportance | null,
    locked,
  };
}

/** The events of a range of days the reader sees, of the commodity, importances and disclosure type asked. */
export async function calendarEventsFor(
  ctx: AppContext,
  who: Reader,
  query: CalendarEventsQuery,
): Promise<CalendarEvent[]> {
  const { from, to, commodity = 0, importance, disclosureType } = query;
  const rangeError = checkEventRange(from, to);
  if (rangeError)
    throw validationError('invalidRequest', [{ field: 'to', message: EVENT_MESSAGES[rangeError][who.locale] }]);
  const importances = parseImportances(importance);
  if (!importances)
    throw validationError('invalidRequest', [
      { field: 'importance', message: EVENT_MESSAGES.invalidImportance[who.locale] },
    ]);
  const subjects = new Set(subjectsOf(who, commodity));
  // A day's events in any time zone: a day of margin on each side, then by the rows' own days.
  const start = DateTime.fromISO(from, { zone: 'utc' }).minus({ days: 1 }).toJSDate();
  const end = DateTime.fromISO(to, { zone: 'utc' }).plus({ days: 2 }).toJSDate();
  const rows = await eventsBetween(ctx.db, start, end, disclosureType);
  const kept = rows.filter(
    (row) =>
      row.commodities.some((id) => subjects.has(id)) &&
      (row.importance === null || importances.includes(row.importance as EventImportance)),
  );
  const answers: CalendarEvent[] = [];
  for (const row of kept) {
    const access = eventAccess(who.viewer, {
      commodities: row.commodities.map((id) => ({ id, enabled: who.subjects.get(id)?.habilitado === true })),
      free: row.free,
    });
    if (access === 'hidden') continue;
    const event = await toEvent(ctx, who, row, access === 'locked');
    const [first, last] = event.allDay
      ? [event.start, DateTime.fromISO(event.end).minus({ days: 1 }).toISODate()!]
      : [event.start.slice(0, 10), event.end.slice(0, 10)];
    if (last >= from && first <= to) answers.push(event);
  }
  return answers;
}

/** An author's page: name, role and biography in the reader's language, and the latest items the reader sees. */
export async function authorDetail(ctx: AppContext, who: Reader, id: number): Promise<AuthorDetail> {
  const author = await findAuthor(ctx.db, id);
  if (!author) throw validationError('invalidRequest', [{ field: 'id', message: 'unknown author' }]);
  const { rows } = await listPage(ctx.db, { subjectIds: subjectsOf(who, 0), author: author.id }, 1, AUTHOR_LATEST);
  return {
    id: author.id,
    name: author.name,
    role: textOf(author, 'role', who.locale),
    bio: textOf(author, 'bio', who.locale),
    latest: await entries(ctx, who, rows),
  };
}
