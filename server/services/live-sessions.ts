// The open line's and the monthly teleconference's seeded schedule, drawn from the clock so that there are always
// sessions to come and sessions past: each commodity's open line every week on its weekday and hour, and the
// teleconference on the second Tuesday of every month, all in Brasília time. Past sessions have their recording, a
// media item of the media seed (server/media/seed.ts) that the media player plays.
import { DateTime } from 'luxon';
import { type LiveService, LIVE_SESSIONS_ZONE, type Locale } from '../../core';

/** A session of the schedule, before the registrations are counted. */
export interface ScheduledSession {
  id: string;
  service: LiveService;
  titles: { pt: string; en: string; es: string };
  commodity: number | null;
  analysts: string[];
  /** The start, an instant. */
  start: Date;
  durationMinutes: number;
  seats: number;
  /** The recording's media item, given once the session has ended. */
  recordingMediaId: string;
}

/** The open line: one session a week per commodity, with its analyst, at its weekday (1 Monday … 7 Sunday) and hour. */
export const OPEN_LINES = [
  {
    commodity: 16,
    weekday: 2,
    hour: 10,
    analysts: ['Clara Nunes'],
    titles: { pt: 'Soja', en: 'Soy', es: 'Soja' },
    recording: 'm-podcast-soja',
  },
  {
    commodity: 13,
    weekday: 3,
    hour: 10,
    analysts: ['Paulo Reis'],
    titles: { pt: 'Milho', en: 'Corn', es: 'Maíz' },
    recording: 'm-audio-milho',
  },
  {
    commodity: 7,
    weekday: 4,
    hour: 11,
    analysts: ['Marina Couto'],
    titles: { pt: 'Café', en: 'Coffee', es: 'Café' },
    recording: 'm-audio-cafe',
  },
  {
    commodity: 23,
    weekday: 5,
    hour: 14,
    analysts: ['Rafael Prado'],
    titles: { pt: 'Chicago', en: 'Chicago', es: 'Chicago' },
    recording: 'm-video-chicago',
  },
] as const;

/** An open line's length and seats (a small room, so that every question gets its answer). */
export const OPEN_LINE_MINUTES = 45;
export const OPEN_LINE_SEATS = 20;
/** The teleconference's day (the second Tuesday of the month), hour, length and seats. */
export const TELECONFERENCE_HOUR = 10;
export const TELECONFERENCE_MINUTES = 90;
export const TELECONFERENCE_SEATS = 300;
export const TELECONFERENCE_ANALYSTS = ['Helena Duarte', 'Jorge Amaral', 'Rafael Prado'];

/** The teleconference's topics, one a month in turn (by the month's number). */
const TELECONFERENCE_TOPICS = [
  {
    pt: 'Perspectivas de safra e clima para o próximo trimestre',
    en: 'Crop and weather outlook for the next quarter',
    es: 'Perspectivas de cosecha y clima para el próximo trimestre',
  },
  {
    pt: 'Câmbio, juros e o custo de carregar estoques',
    en: 'Exchange rates, interest and the cost of carrying stocks',
    es: 'Tipo de cambio, tasas y el costo de mantener existencias',
  },
  {
    pt: 'Exportações: China, prêmios e logística nos portos',
    en: 'Exports: China, premiums and port logistics',
    es: 'Exportaciones: China, primas y logística en los puertos',
  },
  {
    pt: 'Fertilizantes e o custo da próxima safra',
    en: 'Fertilizers and the cost of the next crop',
    es: 'Fertilizantes y el costo de la próxima cosecha',
  },
] as const;

/** Weeks of open lines before and after the current one; months of teleconferences before and after the current one. */
const WEEKS_BACK = 3;
const WEEKS_AHEAD = 3;
const MONTHS_BACK = 3;
const MONTHS_AHEAD = 2;

/** The second Tuesday of a month (Brasília time), at the teleconference's hour. */
function secondTuesday(month: DateTime): DateTime {
  const first = month.startOf('month');
  const firstTuesday = first.plus({ days: (2 - first.weekday + 7) % 7 });
  return firstTuesday.plus({ weeks: 1 }).set({ hour: TELECONFERENCE_HOUR, minute: 0, second: 0, millisecond: 0 });
}

/** The sessions of a service around an instant, in the order they start. */
export function scheduledSessions(service: LiveService, now: Date): ScheduledSession[] {
  const here = DateTime.fromJSDate(now, { zone: LIVE_SESSIONS_ZONE });
  if (service === 'monthly-teleconference') {
    const sessions: ScheduledSession[] = [];
    for (let offset = -MONTHS_BACK; offset <= MONTHS_AHEAD; offset++) {
      const start = secondTuesday(here.plus({ months: offset }));
      const topic = TELECONFERENCE_TOPICS[(start.year * 12 + start.month) % TELECONFERENCE_TOPICS.length]!;
      sessions.push({
        id: `tc-${start.toFormat('yyyy-MM')}`,
        service,
        titles: { ...topic },
        commodity: null,
        analysts: [...TELECONFERENCE_ANALYSTS],
        start: start.toJSDate(),
        durationMinutes: TELECONFERENCE_MINUTES,
        seats: TELECONFERENCE_SEATS,
        recordingMediaId: start.month % 2 === 0 ? 'm-lecture-clima' : 'm-video-chicago',
      });
    }
    return sessions;
  }
  const monday = here.startOf('week');
  const sessions: ScheduledSession[] = [];
  for (let week = -WEEKS_BACK; week <= WEEKS_AHEAD; week++)
    for (const line of OPEN_LINES) {
      const start = monday.plus({ weeks: week, days: line.weekday - 1 }).set({ hour: line.hour });
      sessions.push({
        id: `ol-${line.commodity}-${start.toFormat('yyyy-MM-dd')}`,
        service,
        titles: { ...line.titles },
        commodity: line.commodity,
        analysts: [...line.analysts],
        start: start.toJSDate(),
        durationMinutes: OPEN_LINE_MINUTES,
        seats: OPEN_LINE_SEATS,
        recordingMediaId: line.recording,
      });
    }
  return sessions.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
}

/** The session of an id among those around an instant (either service), or undefined. */
export function scheduledSession(id: string, now: Date): ScheduledSession | undefined {
  const service: LiveService = id.startsWith('tc-') ? 'monthly-teleconference' : 'open-line';
  return scheduledSessions(service, now).find((session) => session.id === id);
}

/** A session's topic in a language family. */
export function titleIn(locale: Locale, session: Pick<ScheduledSession, 'titles' | 'service'>): string {
  const title =
    locale === 'EnEu'
      ? session.titles.en
      : locale === 'EsEs' || locale === 'EsAr'
        ? session.titles.es
        : session.titles.pt;
  return title;
}
