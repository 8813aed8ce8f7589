// The calendar display type (SPEC §2: Month, Week, Day and List views) with FullCalendar and its luxon plugin: the
// reader's time zone, the app's locale, the default event colour (green, from the tokens). Loaded only by the calendar
// pages (a chunk of its own), never by the login or a list.
import {
  type DatesSetArg,
  type DayCellContentArg,
  type EventClickArg,
  type EventInput,
  type LocaleInput,
} from '@fullcalendar/core';
import enGb from '@fullcalendar/core/locales/en-gb';
import es from '@fullcalendar/core/locales/es';
import pt from '@fullcalendar/core/locales/pt';
import ptBr from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import {
  CALENDAR_LOCALES,
  capEventsPerDay,
  CALENDAR_VIEW_NAMES,
  type CalendarEvent,
  dateTimeFormat,
  type DayEvents,
  eventRangeQuery,
  eventsByDay,
  initialCalendarView,
  type Locale,
  zonedDay,
} from '../../core';
import { readerZone } from '../kit/platform/reader-zone';

const LOCALES: Readonly<Record<(typeof CALENDAR_LOCALES)[Locale], LocaleInput>> = {
  'pt-br': ptBr,
  'en-gb': enGb,
  es,
  pt,
};

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, luxonPlugin];

/** The most events a day of the month or the list shows before the count of the rest (which opens the day). */
export const DAY_MAX_EVENTS = 2;

/** An event as the calendar draws it: green unless its importance or a lock says otherwise (classes in content.css). */
export function toCalendarInput(event: CalendarEvent): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    classNames: eventClasses(event),
  };
}

export interface CalendarViewProps {
  events: readonly CalendarEvent[];
  locale: Locale;
  /** A phone opens the agenda list and keeps a short toolbar. */
  isPhone: boolean;
  /** The days shown changed (first and last day, both included). */
  onRange: (range: { from: string; to: string }) => void;
  onSelect: (id: number) => void;
  /** The accessible name of the calendar. */
  label: string;
  /** The entry of a crowded day's other events ("+3 events"). */
  moreLabel: (count: number) => string;
}

const MORE_PREFIX = 'more:';

/** The month view's events (none: it draws its days itself), the same list each time so FullCalendar keeps its store. */
const NO_EVENTS: EventInput[] = [];

/** The classes of an event's entry: its importance and its lock (content.css). */
const eventClasses = (event: CalendarEvent): string[] => [
  ...(event.importance ? [`event-importance-${event.importance}`] : []),
  ...(event.locked ? ['event-locked'] : []),
];

/** FullCalendar's own element factory (its virtual DOM), given to a content function as its second argument. */
type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** A day of the month as drawn: its first events (time and title ready) and the label of the rest, if any. */
interface MonthDayEntries {
  events: { id: number; start: string; time: string | null; title: string; className: string }[];
  more: string | null;
}

/** The month's days, ready to draw: made once per answer, not once per drawing of a cell. */
function monthDayEntries(
  days: Map<string, DayEvents>,
  time: Intl.DateTimeFormat,
  moreLabel: (count: number) => string,
): Map<string, MonthDayEntries> {
  const entries = new Map<string, MonthDayEntries>();
  for (const [day, { shown, more }] of days)
    entries.set(day, {
      events: shown.map((event) => ({
        id: event.id,
        start: event.start,
        time: event.allDay ? null : time.format(new Date(event.start)),
        title: event.title,
        className: ['month-event', ...eventClasses(event)].join(' '),
      })),
      more: more > 0 ? moreLabel(more) : null,
    });
  return entries;
}

/**
 * A day of the month view: its number, its first events and the count of the rest, drawn inside FullCalendar's day
 * cell by its own element factory. FullCalendar's month events measure every entry after each drawing (a forced
 * layout per week row, then a second drawing), and React content in its cells costs a portal each and a resize pass:
 * either made a busy month miss its frame budget. A day's few entries need neither.
 */
function monthDay(
  h: CreateElement,
  dayNumber: string,
  day: MonthDayEntries | undefined,
  onSelect: (id: number) => void,
  onMore: () => void,
): unknown {
  const events = (day?.events ?? []).map((event) =>
    h(
      'button',
      {
        key: event.id,
        type: 'button',
        className: event.className,
        title: event.title,
        onClick: () => onSelect(event.id),
      },
      event.time === null ? null : h('time', { dateTime: event.start }, event.time),
      event.time === null ? null : ' ',
      event.title,
    ),
  );
  const more = day?.more
    ? h('button', { key: 'more', type: 'button', className: 'month-event month-more', onClick: onMore }, day.more)
    : null;
  return h(
    'span',
    { className: 'month-day' },
    h('span', { className: 'month-day-number' }, dayNumber),
    ...events,
    more,
  );
}

/** The calendar: Month, Week, Day and List views of the events given. */
export const CalendarView = memo(function CalendarView({
  events,
  locale,
  isPhone,
  onRange,
  onSelect,
  label,
  moreLabel,
}: CalendarViewProps) {
  const calendar = useRef<FullCalendar>(null);
  const [view, setView] = useState<string>(initialCalendarView(isPhone));
  const zone = readerZone();
  const isMonth = view === CALENDAR_VIEW_NAMES.Month;
  // The month draws its days itself (monthDay); the list shows a crowded day's first events and a count of the rest.
  const inputs = useMemo(() => {
    if (isMonth) return NO_EVENTS;
    if (view !== CALENDAR_VIEW_NAMES.List) return events.map(toCalendarInput);
    const { shown, more } = capEventsPerDay(events, DAY_MAX_EVENTS, zone);
    return [
      ...shown.map(toCalendarInput),
      ...more.map(({ day, count }): EventInput => ({
        id: `${MORE_PREFIX}${day}`,
        title: moreLabel(count),
        start: day,
        allDay: true,
        classNames: ['event-more'],
      })),
    ];
  }, [events, view, isMonth, zone, moreLabel]);
  const openDay = useCallback((day: string) => calendar.current?.getApi().changeView(CALENDAR_VIEW_NAMES.Day, day), []);
  const time = useMemo(() => dateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }), [locale, zone]);
  const days = useMemo(
    () => (isMonth ? monthDayEntries(eventsByDay(events, DAY_MAX_EVENTS, zone), time, moreLabel) : undefined),
    [events, isMonth, zone, time, moreLabel],
  );
  // A new function whenever the days change: FullCalendar draws its cells' content again only then.
  const dayCellContent = useMemo(
    () =>
      days
        ? (arg: DayCellContentArg, h: CreateElement) => {
            const day = zonedDay(arg.date.getTime(), zone);
            return monthDay(h, arg.dayNumberText, days.get(day), onSelect, () => openDay(day));
          }
        : undefined,
    [days, zone, onSelect, openDay],
  );
  const views = Object.values(CALENDAR_VIEW_NAMES).join(',');
  return (
    <div className="calendar-view" role="region" aria-label={label}>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={initialCalendarView(isPhone)}
        locale={LOCALES[CALENDAR_LOCALES[locale]]}
        timeZone={zone}
        headerToolbar={
          isPhone
            ? { left: 'prev,next', center: 'title', right: `${CALENDAR_VIEW_NAMES.List},${CALENDAR_VIEW_NAMES.Month}` }
            : { left: 'prev,next today', center: 'title', right: views }
        }
        height="auto"
        dayMaxEvents={false}
        eventOrder="start,-duration,title"
        eventColor="var(--color-calendar-event)"
        eventInteractive
        buttonIcons={false}
        nowIndicator
        events={inputs}
        dayCellContent={dayCellContent}
        datesSet={(arg: DatesSetArg) => {
          setView(arg.view.type);
          onRange(eventRangeQuery(arg.startStr, arg.endStr));
        }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          // A crowded day's count opens that day.
          if (info.event.id.startsWith(MORE_PREFIX)) openDay(info.event.id.slice(MORE_PREFIX.length));
          else onSelect(Number(info.event.id));
        }}
      />
    </div>
  );
});

export default CalendarView;
