// The calendar display type (SPEC §2: Month, Week, Day and List views) with FullCalendar and its luxon plugin: the
// reader's time zone, the app's locale, the default event colour (green, from the tokens). Loaded only by the calendar
// pages (a chunk of its own), never by the login or a list.
import { type DatesSetArg, type EventClickArg, type EventInput, type LocaleInput } from '@fullcalendar/core';
import enGb from '@fullcalendar/core/locales/en-gb';
import es from '@fullcalendar/core/locales/es';
import pt from '@fullcalendar/core/locales/pt';
import ptBr from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { memo, useMemo, useRef, useState } from 'react';
import {
  CALENDAR_LOCALES,
  capEventsPerDay,
  CALENDAR_VIEW_NAMES,
  type CalendarEvent,
  eventRangeQuery,
  initialCalendarView,
  type Locale,
} from '../../core';

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
    classNames: [
      ...(event.importance ? [`event-importance-${event.importance}`] : []),
      ...(event.locked ? ['event-locked'] : []),
    ],
  };
}

/** The reader's own time zone (a named zone, read through luxon). */
const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'local';

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

/** The views that draw whole days of a month: a crowded day shows its first events and a count of the rest. */
const CAPPED_VIEWS: ReadonlySet<string> = new Set([CALENDAR_VIEW_NAMES.Month, CALENDAR_VIEW_NAMES.List]);
const MORE_PREFIX = 'more:';

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
  const inputs = useMemo(() => {
    if (!CAPPED_VIEWS.has(view)) return events.map(toCalendarInput);
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
  }, [events, view, zone, moreLabel]);
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
        datesSet={(arg: DatesSetArg) => {
          setView(arg.view.type);
          onRange(eventRangeQuery(arg.startStr, arg.endStr));
        }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          // A crowded day's count opens that day.
          if (info.event.id.startsWith(MORE_PREFIX))
            calendar.current?.getApi().changeView(CALENDAR_VIEW_NAMES.Day, info.event.id.slice(MORE_PREFIX.length));
          else onSelect(Number(info.event.id));
        }}
      />
    </div>
  );
});

export default CalendarView;
