// The days of a calendar view: each day's first events and the count of the rest, by the day they start in the
// reader's time zone. Apart from the calendar's rules (calendar-events.ts), which the shell's pages read too: this
// loads with the calendar's views only.
import { isoDay, zonedParts } from '../kernel/calendar';
import { type CalendarEvent, startMillis } from './calendar-events';

/** A day's events as a month or list view draws them: the first few by start, and how many more there are. */
export interface DayEvents {
  shown: CalendarEvent[];
  more: number;
}

/**
 * The events of each day (by start, in the reader's time zone; an all-day event on its first day), at most `max` shown a
 * day and the rest counted: a busy month draws a bounded page whatever the number of events (the rest open in the day
 * view). Keyed by ISO day (yyyy-MM-dd), in the order of the days.
 */
export function eventsByDay(events: readonly CalendarEvent[], max: number, zone: string): Map<string, DayEvents> {
  const byDay = new Map<string, CalendarEvent[]>();
  const ordered = [...events].sort((a, b) => startMillis(a) - startMillis(b) || a.id - b.id);
  for (const event of ordered) {
    const day = eventDay(event, zone);
    const list = byDay.get(day);
    if (list) list.push(event);
    else byDay.set(day, [event]);
  }
  return new Map(
    [...byDay].map(([day, list]) => [day, { shown: list.slice(0, max), more: Math.max(0, list.length - max) }]),
  );
}

/** The day an event is drawn on: its start in the reader's time zone; an all-day event's first day. */
export function eventDay(event: Pick<CalendarEvent, 'start' | 'allDay'>, zone: string): string {
  return event.allDay ? event.start.slice(0, 10) : zonedDay(startMillis(event), zone);
}

/** The day (yyyy-MM-dd) an instant falls on in a time zone: a month cell's day, as an event's. */
export function zonedDay(millis: number, zone: string): string {
  return isoDay(zonedParts(millis, zone));
}

/** The events a list view draws, at most `max` a day, and how many more each crowded day has. */
export interface CappedEvents {
  shown: CalendarEvent[];
  more: { day: string; count: number }[];
}

/** The events of `eventsByDay`, one list for the views that take a flat list (the agenda list). */
export function capEventsPerDay(events: readonly CalendarEvent[], max: number, zone: string): CappedEvents {
  const shown: CalendarEvent[] = [];
  const more: { day: string; count: number }[] = [];
  for (const [day, list] of eventsByDay(events, max, zone)) {
    shown.push(...list.shown);
    if (list.more > 0) more.push({ day, count: list.more });
  }
  return { shown, more };
}
