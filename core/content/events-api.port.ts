import { type AuthorDetail, type CalendarEvent, type CalendarEventsQuery } from './calendar-events';

/** The event and author calls of the API: the calendar of a range of days, and an author's page. */
export interface EventsApiPort {
  /** GET events/calendar: the events of the days asked the reader may see (locked ones without their details). */
  calendar(query: CalendarEventsQuery): Promise<CalendarEvent[]>;
  /** GET author/detail: an author's bio and latest items. */
  author(id: number): Promise<AuthorDetail>;
}
export const EventsApiPort = Symbol('EventsApiPort');
