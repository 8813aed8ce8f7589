import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddEventToCalendarUseCase,
  CALENDAR_LOCALES,
  capEventsPerDay,
  CALENDAR_VIEW_NAMES,
  checkEventRange,
  DisclosureType,
  escapeIcsText,
  EVENT_MESSAGES,
  eventAccess,
  eventRangeQuery,
  eventDay,
  eventsByDay,
  eventToIcs,
  filterEconomicCalendar,
  foldIcsLine,
  icsFileName,
  initialCalendarView,
  LOCALES,
  parseImportances,
  zonedDay,
  Profile,
} from '../../core';
import { FakeClock } from '../fakes/fake-clock';
import { RecordingFileSaver } from '../fakes/fake-document-api';
import { calendarEvent } from '../fakes/fake-events-api';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('the range a calendar asks', () => {
  it('accepts real days in order, up to 100 days', () => {
    expect(checkEventRange('2026-11-01', '2026-11-30')).toBeNull();
    expect(checkEventRange('2026-11-01', '2026-11-01')).toBeNull();
    expect(checkEventRange('2026-01-01', '2026-04-10')).toBeNull();
  });
  it('refuses days that do not exist, an end before the start, and more than 100 days', () => {
    expect(checkEventRange('2026-02-30', '2026-03-01')).toBe('invalidDate');
    expect(checkEventRange('2026-11', '2026-12-01')).toBe('invalidDate');
    expect(checkEventRange('2026-11-10', '2026-11-09')).toBe('endBeforeStart');
    expect(checkEventRange('2026-01-01', '2026-04-11')).toBe('rangeTooLong');
  });
  it('has a message for every refusal in every locale', () => {
    for (const messages of Object.values(EVENT_MESSAGES))
      for (const locale of LOCALES) expect(messages[locale].length).toBeGreaterThan(10);
    expect(EVENT_MESSAGES.endBeforeStart.PtPt).not.toBe(EVENT_MESSAGES.endBeforeStart.PtBr);
  });
  it('asks the days a view shows: its end is exclusive', () => {
    expect(eventRangeQuery('2026-10-26', '2026-12-07')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(eventRangeQuery('2026-02-23T00:00:00-03:00', '2026-03-01T00:00:00-03:00')).toEqual({
      from: '2026-02-23',
      to: '2026-02-28',
    });
  });
});

describe('importances', () => {
  it('reads a list of importances, every one when none is given, and refuses an unknown one', () => {
    expect(parseImportances(undefined)).toEqual(['low', 'medium', 'high']);
    expect(parseImportances('')).toEqual(['low', 'medium', 'high']);
    expect(parseImportances('high,low,high')).toEqual(['low', 'high']);
    expect(parseImportances('urgent')).toBeNull();
  });
});

describe('the economic calendar filter', () => {
  const events = [
    calendarEvent({ id: 1, importance: 'high', start: '2026-11-12T13:30:00.000Z' }),
    calendarEvent({ id: 2, importance: 'low', commodities: [{ id: 7, nome: 'Café' }] }),
    calendarEvent({
      id: 3,
      importance: 'medium',
      start: '2026-11-09T10:00:00.000Z',
      commodities: [
        { id: 13, nome: 'Milho' },
        { id: 16, nome: 'Soja' },
      ],
    }),
    calendarEvent({ id: 4, disclosureType: DisclosureType.INVITE, importance: null }),
  ];
  it('keeps economic-calendar entries of the chosen commodities and importances, in order of start', () => {
    const kept = filterEconomicCalendar(events, { commodities: [16], importances: ['medium', 'high'] });
    expect(kept.map((event) => event.id)).toEqual([3, 1]);
  });
  it('keeps every commodity when none is chosen, and never an invite or announcement', () => {
    const kept = filterEconomicCalendar(events, { commodities: [], importances: ['low', 'medium', 'high'] });
    expect(kept.map((event) => event.id)).toEqual([3, 2, 1]);
  });
  it('keeps nothing when no importance is chosen', () => {
    expect(filterEconomicCalendar(events, { commodities: [], importances: [] })).toEqual([]);
  });
});

describe('who may read an event', () => {
  const subscriber = {
    profile: Profile.SUBSCRIBER,
    rights: [{ id: 16, nome: 'Soja', habilitado: true }],
    planTypes: 'all' as const,
    trialActive: false,
  };
  const free = { profile: Profile.FREE, rights: [], planTypes: [], trialActive: false };
  it('is open to a reader with rights to one of its commodities, locked otherwise', () => {
    const soyAndCoffee = {
      commodities: [
        { id: 7, enabled: true },
        { id: 16, enabled: true },
      ],
      free: false,
    };
    expect(eventAccess(subscriber, soyAndCoffee)).toBe('open');
    expect(eventAccess(subscriber, { commodities: [{ id: 7, enabled: true }], free: false })).toBe('locked');
    expect(eventAccess(free, soyAndCoffee)).toBe('locked');
  });
  it('is open to anyone when free, and hidden when none of its commodities is offered', () => {
    expect(eventAccess(free, { commodities: [{ id: 7, enabled: true }], free: true })).toBe('open');
    expect(eventAccess(subscriber, { commodities: [{ id: 61, enabled: false }], free: true })).toBe('hidden');
  });
});

describe('the calendar views', () => {
  it('opens the agenda list on a phone and the month on a desk', () => {
    expect(initialCalendarView(true)).toBe(CALENDAR_VIEW_NAMES.List);
    expect(initialCalendarView(false)).toBe(CALENDAR_VIEW_NAMES.Month);
  });
  it('has the calendar locale of every app locale', () => {
    expect(LOCALES.map((locale) => CALENDAR_LOCALES[locale])).toEqual(['pt-br', 'en-gb', 'es', 'es', 'pt']);
  });
});

describe('the iCalendar file (RFC 5545)', () => {
  const timed = calendarEvent({
    id: 42,
    title: 'Copom: decisão de juros; Selic, expectativa',
    description: 'Linha 1\nLinha 2 \\ fim',
    start: '2026-12-09T21:30:00.000Z',
    end: '2026-12-09T22:00:00.000Z',
    location: 'Brasília, DF',
    link: 'https://www.bcb.gov.br/copom',
  });
  const lines = (text: string) => text.split('\r\n');

  it('writes a timed event in UTC, with its UID, stamp, escaped texts and CRLF line ends', () => {
    const text = eventToIcs(timed, now);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'UID:event-42@celeiro.example',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20261209T213000Z',
        'DTEND:20261209T220000Z',
        'SUMMARY:Copom: decisão de juros\\; Selic\\, expectativa',
        'LOCATION:Brasília\\, DF',
        'URL:https://www.bcb.gov.br/copom',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(text).toContain('DESCRIPTION:Linha 1\\nLinha 2 \\\\ fim\\n\\nhttps://www.bcb.gov.br/copom');
  });

  it('converts an offset time to UTC', () => {
    const text = eventToIcs({ ...timed, start: '2026-12-09T18:30:00-03:00', end: '2026-12-09T19:00:00-03:00' }, now);
    expect(text).toContain('DTSTART:20261209T213000Z');
  });

  it('writes an all-day event as DATE values, the end exclusive', () => {
    const fair = calendarEvent({ id: 7, allDay: true, start: '2027-04-27', end: '2027-05-02', title: 'Agrishow' });
    const text = eventToIcs(fair, now);
    expect(lines(text)).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20270427', 'DTEND;VALUE=DATE:20270502']));
    expect(text).not.toMatch(/DTSTART:\d/);
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds every line at 75 octets, never inside a character, and unfolds to the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `SUMMARY:${text}`;
        const folded = foldIcsLine(line);
        for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });

  it('names the file after the title in plain letters', () => {
    expect(icsFileName({ id: 3, title: 'Relatório WASDE — USDA (dezembro)' })).toBe(
      'relatorio-wasde-usda-dezembro.ics',
    );
    expect(icsFileName({ id: 3, title: '¡¡!!' })).toBe('evento-3.ics');
  });

  it('is saved for the user by the add-to-calendar use case, stamped by the clock', async () => {
    const saver = new RecordingFileSaver();
    const file = await new AddEventToCalendarUseCase(saver, new FakeClock('2026-11-21T12:00:00Z')).execute(timed);
    expect(saver.saved).toEqual([file]);
    expect(file.mimeType).toBe('text/calendar;charset=utf-8');
    expect(new TextDecoder().decode(file.bytes)).toContain('DTSTAMP:20261121T120000Z');
  });

  it('refuses a locked event', async () => {
    const saver = new RecordingFileSaver();
    await expect(
      new AddEventToCalendarUseCase(saver, new FakeClock()).execute(calendarEvent({ id: 1, locked: true })),
    ).rejects.toThrow();
    expect(saver.saved).toEqual([]);
  });
});

describe('a crowded day', () => {
  it('shows at most so many events a day, by start in the reader zone, and counts the rest', () => {
    const events = [
      calendarEvent({ id: 1, start: '2026-11-10T12:00:00.000Z', end: '2026-11-10T13:00:00.000Z' }),
      calendarEvent({ id: 2, start: '2026-11-10T10:00:00.000Z', end: '2026-11-10T11:00:00.000Z' }),
      calendarEvent({ id: 3, start: '2026-11-10T14:00:00.000Z', end: '2026-11-10T15:00:00.000Z' }),
      // 01:00 UTC on the 11th is still the 10th in São Paulo.
      calendarEvent({ id: 4, start: '2026-11-11T01:00:00.000Z', end: '2026-11-11T02:00:00.000Z' }),
      calendarEvent({ id: 5, allDay: true, start: '2026-11-11', end: '2026-11-12' }),
    ];
    const { shown, more } = capEventsPerDay(events, 2, 'America/Sao_Paulo');
    expect(shown.map((event) => event.id)).toEqual([2, 1, 5]);
    expect(more).toEqual([{ day: '2026-11-10', count: 2 }]);
    expect(capEventsPerDay(events, 2, 'UTC').more).toEqual([{ day: '2026-11-10', count: 1 }]);
  });

  it("groups a month's events by the day they start in the reader zone, first by start, the rest counted", () => {
    const events = [
      calendarEvent({ id: 7, start: '2026-11-10T12:00:00.000Z', end: '2026-11-10T13:00:00.000Z' }),
      calendarEvent({ id: 3, start: '2026-11-10T12:00:00.000Z', end: '2026-11-10T12:30:00.000Z' }),
      calendarEvent({ id: 2, start: '2026-11-10T10:00:00.000Z', end: '2026-11-10T11:00:00.000Z' }),
      calendarEvent({ id: 4, start: '2026-11-11T01:00:00.000Z', end: '2026-11-11T02:00:00.000Z' }),
      calendarEvent({ id: 5, allDay: true, start: '2026-11-12', end: '2026-11-14' }),
    ];
    const days = eventsByDay(events, 2, 'America/Sao_Paulo');
    expect([...days.keys()]).toEqual(['2026-11-10', '2026-11-12']);
    // Same start: the lower id first.
    expect(days.get('2026-11-10')?.shown.map((event) => event.id)).toEqual([2, 3]);
    expect(days.get('2026-11-10')?.more).toBe(2);
    // A fair of two days is drawn on its first.
    expect(days.get('2026-11-12')).toEqual({ shown: [events[4]], more: 0 });
    expect(eventDay(events[3]!, 'UTC')).toBe('2026-11-11');
    expect(eventDay(events[3]!, 'America/Sao_Paulo')).toBe('2026-11-10');
    // A month cell starts at midnight in the reader zone.
    expect(zonedDay(Date.parse('2026-11-10T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-10');
    expect(zonedDay(Date.parse('2026-11-10T02:59:00Z'), 'America/Sao_Paulo')).toBe('2026-11-09');
  });

  it('keeps a bounded number of events whatever the month holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (count) => {
        const events = Array.from({ length: count }, (_, index) =>
          calendarEvent({
            id: index + 1,
            start: new Date(Date.UTC(2026, 10, 1 + (index % 30), 12)).toISOString(),
            end: new Date(Date.UTC(2026, 10, 1 + (index % 30), 13)).toISOString(),
          }),
        );
        const { shown, more } = capEventsPerDay(events, 3, 'UTC');
        expect(shown.length).toBeLessThanOrEqual(90);
        expect(shown.length + more.reduce((sum, day) => sum + day.count, 0)).toBe(count);
      }),
      { numRuns: 20 },
    );
  });
});
