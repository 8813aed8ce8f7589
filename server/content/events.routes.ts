// The calendar and author routes (under /api): the events of a range of days, and an author's page. Rights are those
// of every content route (SPEC §6): an event the reader may not read comes back locked, without its details; one of
// commodities not offered is left out.
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import {
  type AuthorDetail,
  type AuthorQuery,
  type CalendarEvent,
  type CalendarEventsQuery,
  checkEventRange,
  EVENT_MESSAGES,
  eventAccess,
  type EventImportance,
  type EventType,
  type Locale,
  parseImportances,
  type DisclosureType as DisclosureCode,
} from '../../core';
import { type AppContext } from '../context';
import { calendarEvents, type CalendarEventRow, contentAuthors } from '../db/tables';
import { validationError } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int } from '../wire';
import { findItems, listPage } from './repository';
import { entries } from './routes';
import { readerOf, subjectsOf, type Reader } from './service';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const EventsQuery = Type.Object({
  from: Day,
  to: Day,
  commodity: Type.Optional(Int(0)),
  importance: Type.Optional(Type.String({ pattern: '^[a-z,]{0,40}$' })),
  disclosureType: Type.Optional(Int(1, 3)),
});
export type EventsQueryIsCore = AssertSame<Static<typeof EventsQuery>, CalendarEventsQuery>;
const AuthorSchema = Type.Object({ id: Int(1) });
export type AuthorSchemaIsCore = AssertSame<Static<typeof AuthorSchema>, AuthorQuery>;

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

/** Registers the calendar and author routes (under /api). */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reader = async (request: Parameters<typeof requireSession>[1]): Promise<Reader> => {
    const { user, generations } = await requireSession(ctx, request);
    return readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
  };

  app.get<{ Querystring: CalendarEventsQuery; Reply: CalendarEvent[] }>(
    '/events/calendar',
    { schema: { querystring: EventsQuery } },
    async (request): Promise<CalendarEvent[]> => {
      const who = await reader(request);
      const { from, to, commodity = 0, importance, disclosureType } = request.query;
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
      const rows = await ctx.db
        .select()
        .from(calendarEvents)
        .where(
          and(
            lt(calendarEvents.startsAt, end),
            gt(calendarEvents.endsAt, start),
            disclosureType === undefined ? undefined : eq(calendarEvents.disclosureType, disclosureType),
          ),
        )
        .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
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
    },
  );

  app.get<{ Querystring: AuthorQuery; Reply: AuthorDetail }>(
    '/author/detail',
    { schema: { querystring: AuthorSchema } },
    async (request): Promise<AuthorDetail> => {
      const who = await reader(request);
      const [author] = await ctx.db.select().from(contentAuthors).where(eq(contentAuthors.id, request.query.id));
      if (!author) throw validationError('invalidRequest', [{ field: 'id', message: 'unknown author' }]);
      const { rows } = await listPage(ctx.db, { subjectIds: subjectsOf(who, 0), author: author.id }, 1, AUTHOR_LATEST);
      return {
        id: author.id,
        name: author.name,
        role: textOf(author, 'role', who.locale),
        bio: textOf(author, 'bio', who.locale),
        latest: await entries(ctx, who, rows),
      };
    },
  );
}
