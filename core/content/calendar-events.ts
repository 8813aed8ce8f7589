// Events and the economic calendar (SPEC §3, Event; disclosure types 1 announcement, 2 invite, 3 economic calendar):
// the wire shapes, who may read what of an event, the filters of the economic calendar and the range a calendar asks.
import { daysInMonth, parseIsoInstant } from '../kernel/calendar';
import { type DisclosureType, type EventType } from '../kernel/enums';
import { type Translations } from '../kernel/errors/catalogue';
import { type ContentViewer, itemAccess } from './content-access';
import { type CommodityRef, type ContentListItem } from './content-item';
import { PublicationType } from './catalogue';

/** The importance of an economic-calendar entry. */
export const EventImportance = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } as const;
/** An importance. */
export type EventImportance = (typeof EventImportance)[keyof typeof EventImportance];
/** Every importance, lowest first. */
export const EVENT_IMPORTANCES: readonly EventImportance[] = ['low', 'medium', 'high'];

/**
 * An event of the calendar, as the API sends it. A timed event's start and end are ISO instants (UTC); an all-day
 * event's are calendar days (yyyy-MM-dd), the end exclusive, as iCalendar and the calendar views count them.
 */
export interface CalendarEvent {
  id: number;
  disclosureType: DisclosureType;
  title: string;
  description: string;
  type: EventType;
  allDay: boolean;
  start: string;
  end: string;
  /** The IANA time zone the event is held in (its local times are shown in the reader's zone). */
  timeZone: string;
  location: string | null;
  /** The price in `currency`; 0 is free; null when not told. */
  price: number | null;
  currency: string;
  link: string | null;
  relatedNews: { id: number; title: string }[];
  commodities: CommodityRef[];
  /** The importance of an economic-calendar entry; null for other events. */
  importance: EventImportance | null;
  /** The reader's rights do not include it: title, dates, commodities and importance only. */
  locked: boolean;
}

/** The query of GET events/calendar: the days from and to (both included), optionally one commodity, importances and a disclosure type. */
export interface CalendarEventsQuery {
  from: string;
  to: string;
  commodity?: number;
  /** Importances separated by commas (low,medium,high). */
  importance?: string;
  disclosureType?: number;
}

/** The query of GET author/detail. */
export interface AuthorQuery {
  id: number;
}

/** An author's page: who they are and their latest items the reader may see (locked ones as locked entries). */
export interface AuthorDetail {
  id: number;
  name: string;
  role: string;
  bio: string;
  latest: ContentListItem[];
}

/** The widest range one calendar call may ask, in days. */
export const MAX_EVENT_RANGE_DAYS = 100;

/** Why a range of days is refused. */
export type EventRangeError = 'invalidDate' | 'endBeforeStart' | 'rangeTooLong';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a calendar day (yyyy-MM-dd), or null when the text names no real day. */
function dayMillis(text: string): number | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day);
}

/** Whether `from`..`to` is a range a calendar may ask (real days, in order, at most MAX_EVENT_RANGE_DAYS); null when it is. */
export function checkEventRange(from: string, to: string): EventRangeError | null {
  const [start, end] = [dayMillis(from), dayMillis(to)];
  if (start === null || end === null) return 'invalidDate';
  if (end < start) return 'endBeforeStart';
  if ((end - start) / DAY_MS + 1 > MAX_EVENT_RANGE_DAYS) return 'rangeTooLong';
  return null;
}

/** The messages of the events, by stable key, in every locale. */
export const EVENT_MESSAGES = {
  invalidDate: {
    PtBr: 'Informe datas válidas (aaaa-mm-dd).',
    EnEu: 'Enter valid dates (yyyy-mm-dd).',
    EsEs: 'Indique fechas válidas (aaaa-mm-dd).',
    EsAr: 'Ingresá fechas válidas (aaaa-mm-dd).',
    PtPt: 'Indique datas válidas (aaaa-mm-dd).',
  },
  endBeforeStart: {
    PtBr: 'A data final deve ser igual ou posterior à inicial.',
    EnEu: 'The end date must be on or after the start date.',
    EsEs: 'La fecha final debe ser igual o posterior a la inicial.',
    EsAr: 'La fecha final tiene que ser igual o posterior a la inicial.',
    PtPt: 'A data final tem de ser igual ou posterior à inicial.',
  },
  rangeTooLong: {
    PtBr: `O período pode ter no máximo ${MAX_EVENT_RANGE_DAYS} dias.`,
    EnEu: `The period may be at most ${MAX_EVENT_RANGE_DAYS} days long.`,
    EsEs: `El periodo puede tener como máximo ${MAX_EVENT_RANGE_DAYS} días.`,
    EsAr: `El período puede tener como máximo ${MAX_EVENT_RANGE_DAYS} días.`,
    PtPt: `O período pode ter no máximo ${MAX_EVENT_RANGE_DAYS} dias.`,
  },
  invalidImportance: {
    PtBr: 'Importância desconhecida: use baixa, média ou alta.',
    EnEu: 'Unknown importance: use low, medium or high.',
    EsEs: 'Importancia desconocida: use baja, media o alta.',
    EsAr: 'Importancia desconocida: usá baja, media o alta.',
    PtPt: 'Importância desconhecida: use baixa, média ou alta.',
  },
} as const satisfies Record<string, Translations>;

/** The importances of a query text (low,medium,high); null when one is unknown; every importance when the text is absent or empty. */
export function parseImportances(text: string | undefined): EventImportance[] | null {
  if (text === undefined || text.trim() === '') return [...EVENT_IMPORTANCES];
  const parts = [...new Set(text.split(',').map((part) => part.trim()))];
  if (!parts.every((part) => (EVENT_IMPORTANCES as readonly string[]).includes(part))) return null;
  return EVENT_IMPORTANCES.filter((importance) => parts.includes(importance));
}

/** What the economic calendar shows: the commodities chosen (none chosen: all) and the importances chosen. */
export interface EconomicCalendarFilter {
  commodities: readonly number[];
  importances: readonly EventImportance[];
}

/**
 * The entries of the economic calendar a filter keeps: economic-calendar entries (disclosure type 3) only, of one of
 * the chosen commodities (any, when none is chosen) and of a chosen importance, in order of start.
 */
export function filterEconomicCalendar(
  events: readonly CalendarEvent[],
  filter: EconomicCalendarFilter,
): CalendarEvent[] {
  const commodities = new Set(filter.commodities);
  const importances = new Set(filter.importances);
  return events
    .filter((event) => event.disclosureType === 3)
    .filter((event) => event.importance !== null && importances.has(event.importance))
    .filter((event) => commodities.size === 0 || event.commodities.some((c) => commodities.has(c.id)))
    .sort((a, b) => startMillis(a) - startMillis(b) || a.id - b.id);
}

/** The instant an event starts (an all-day event at the start of its day, UTC), for ordering. */
export function startMillis(event: Pick<CalendarEvent, 'start' | 'allDay'>): number {
  return (event.allDay ? dayMillis(event.start) : parseIsoInstant(event.start)) ?? 0;
}

/** What decides a reader's access to an event: its commodities (each offered or not) and whether it is free. */
export interface EventGate {
  commodities: readonly { id: number; enabled: boolean }[];
  free: boolean;
}

/**
 * What a reader gets of an event: hidden when none of its commodities is offered; open when it is free or the reader
 * may read the news of one of its commodities (the rule of every item, SPEC §6); otherwise locked (title and dates only).
 */
export function eventAccess(viewer: ContentViewer, event: EventGate): 'open' | 'locked' | 'hidden' {
  const offered = event.commodities.filter((commodity) => commodity.enabled);
  if (offered.length === 0) return 'hidden';
  const open = offered.some(
    (commodity) =>
      itemAccess(viewer, {
        subjectId: commodity.id,
        subjectEnabled: true,
        publicationType: PublicationType.NEWS,
        free: event.free,
        exclusive: false,
      }).kind === 'open',
  );
  return open ? 'open' : 'locked';
}

/** The calendar views of the app: a month grid, a week and a day of hours, and a list (the agenda). */
export const CALENDAR_VIEW_NAMES = {
  Month: 'dayGridMonth',
  Week: 'timeGridWeek',
  Day: 'timeGridDay',
  List: 'listMonth',
} as const;

/** The view a calendar opens in: the list (agenda) on a phone, the month elsewhere. */
export function initialCalendarView(isPhone: boolean): (typeof CALENDAR_VIEW_NAMES)[keyof typeof CALENDAR_VIEW_NAMES] {
  return isPhone ? CALENDAR_VIEW_NAMES.List : CALENDAR_VIEW_NAMES.Month;
}

/** The calendar's locale code for an app locale. */
export const CALENDAR_LOCALES = { PtBr: 'pt-br', EnEu: 'en-gb', EsEs: 'es', EsAr: 'es', PtPt: 'pt' } as const;

/** The days of the calendar call for the visible days of a view, given as [start, end) days (yyyy-MM-dd). */
export function eventRangeQuery(start: string, endExclusive: string): { from: string; to: string } {
  const end = dayMillis(endExclusive.slice(0, 10)) ?? 0;
  return { from: start.slice(0, 10), to: new Date(end - DAY_MS).toISOString().slice(0, 10) };
}

/** The menu entries of the calendars (kept with the menu that opens on demand, not with the texts every page loads). */
export const CALENDAR_MENU_TEXTS = {
  events: {
    PtBr: 'Agenda de eventos',
    EnEu: 'Events calendar',
    EsEs: 'Agenda de eventos',
    EsAr: 'Agenda de eventos',
    PtPt: 'Agenda de acontecimentos',
  },
  economic: {
    PtBr: 'Calendário econômico',
    EnEu: 'Economic calendar',
    EsEs: 'Calendario económico',
    EsAr: 'Calendario económico',
    PtPt: 'Calendário económico',
  },
} as const satisfies Record<string, Translations>;
