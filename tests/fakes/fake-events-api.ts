import {
  type AuthorDetail,
  type CalendarEvent,
  type CalendarEventsQuery,
  checkEventRange,
  DisclosureType,
  EventImportance,
  type EventsApiPort,
  EventType,
  parseImportances,
} from '../../core';

/** An event with sensible defaults: an economic-calendar entry of Soy (16), medium importance, timed, open. */
export function calendarEvent(overrides: Partial<CalendarEvent> & { id: number }): CalendarEvent {
  return {
    disclosureType: DisclosureType.ECONOMIC_CALENDAR,
    title: `Evento ${overrides.id}`,
    description: '',
    type: EventType.ONLINE,
    allDay: false,
    start: '2026-11-10T15:00:00.000Z',
    end: '2026-11-10T16:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    location: null,
    price: null,
    currency: 'BRL',
    link: null,
    relatedNews: [],
    commodities: [{ id: 16, nome: 'Soja' }],
    importance: EventImportance.MEDIUM,
    locked: false,
    ...overrides,
  };
}

/** An events API over a list of events: answers the calendar as the server filters it; authors by id. */
export class FakeEventsApi implements EventsApiPort {
  readonly calls: CalendarEventsQuery[] = [];

  constructor(
    public events: CalendarEvent[] = [],
    public authors: AuthorDetail[] = [],
  ) {}

  calendar(query: CalendarEventsQuery): Promise<CalendarEvent[]> {
    this.calls.push(query);
    const error = checkEventRange(query.from, query.to);
    if (error) return Promise.reject(new Error(error));
    const importances = parseImportances(query.importance) ?? [];
    const [from, to] = [query.from, `${query.to}T23:59:59.999Z`];
    return Promise.resolve(
      this.events.filter(
        (event) =>
          event.start.slice(0, 10) <= to &&
          event.end >= from &&
          (query.commodity === undefined || event.commodities.some((c) => c.id === query.commodity)) &&
          (query.disclosureType === undefined || event.disclosureType === query.disclosureType) &&
          (event.importance === null || importances.includes(event.importance)),
      ),
    );
  }

  author(id: number): Promise<AuthorDetail> {
    const author = this.authors.find((entry) => entry.id === id);
    return author ? Promise.resolve(author) : Promise.reject(new Error(`no author ${id}`));
  }
}
