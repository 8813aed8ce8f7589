import { type AuthorDetail, type CalendarEvent, type CalendarEventsQuery, type EventsApiPort } from '../../core';
import { type ApiClient } from './api-client';
import { keepConstraintLookups } from './constraint-lookups';
import { AuthorDetailDto, CalendarEventDto } from './content/events.dto';

keepConstraintLookups();

/** EventsApiPort over the HTTP API: events/calendar and author/detail. */
export class HttpEventsApi implements EventsApiPort {
  constructor(private readonly api: ApiClient) {}

  calendar(query: CalendarEventsQuery): Promise<CalendarEvent[]> {
    return this.api.get('events/calendar', { params: { ...query }, response: [CalendarEventDto] });
  }

  author(id: number): Promise<AuthorDetail> {
    return this.api.get('author/detail', { params: { id }, response: AuthorDetailDto });
  }
}
