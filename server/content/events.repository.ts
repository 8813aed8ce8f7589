// The calendar's events on the database.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { type Database } from '../db/database';
import { calendarEvents, type CalendarEventRow } from '../db/tables';

/** The events that overlap the instants from `start` to `end`, of one disclosure type if given, by start. */
export function eventsBetween(
  db: Database,
  start: Date,
  end: Date,
  disclosureType: number | undefined,
): Promise<CalendarEventRow[]> {
  return db
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
}
