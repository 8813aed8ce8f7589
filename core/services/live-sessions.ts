// Open line and monthly teleconference (SPEC §1 and §3 subscription options): live sessions with the analysts, on a
// schedule in Brasília time. An upcoming session takes registrations up to its seats; once it starts it is live, and
// once it ends it is past, with its recording when there is one (a media item, played by the media player).
import { DateTime } from 'luxon';
import { formatDate } from '../kernel/format';
import { LOCALE_TAGS, type Locale } from '../kernel/locale';

/** The services that hold live sessions, by their option names. */
export const LIVE_SERVICES = ['open-line', 'monthly-teleconference'] as const;
/** A service of live sessions. */
export type LiveService = (typeof LIVE_SERVICES)[number];

/** The sessions are scheduled in Brasília time (BRT). */
export const LIVE_SESSIONS_ZONE = 'America/Sao_Paulo';

/** The recording of a past session: the media item that plays it. */
export interface LiveRecording {
  mediaId: string;
}

/** A session as the API sends it: `start` an ISO instant; seats taken and whether the reader is registered. */
export interface LiveSession {
  id: string;
  service: LiveService;
  /** Its topic, in the reader's language. */
  title: string;
  /** The commodity an open line is about; null for a teleconference (several). */
  commodity: number | null;
  analysts: string[];
  start: string;
  durationMinutes: number;
  seats: number;
  seatsTaken: number;
  registered: boolean;
  recording: LiveRecording | null;
}

/** The query of GET services/live-sessions: one service's schedule. */
export interface LiveScheduleQuery {
  service: LiveService;
}

/** The schedule of a service: its sessions in the order they start. */
export interface LiveSchedule {
  service: LiveService;
  sessions: LiveSession[];
}

/** The path parameter of a session's registration (POST and DELETE services/live-sessions/{id}/registration). */
export interface LiveSessionParams {
  id: string;
}

/** The errorType of a registration refused because every seat is taken. */
export const LIVE_SESSION_FULL_ERROR = 'LiveSessionFull';
/** The errorType of a registration (or cancellation) refused because the session has started or ended. */
export const LIVE_SESSION_CLOSED_ERROR = 'LiveSessionClosed';

const MINUTE_MS = 60_000;

/** When a session ends (epoch ms). */
export function sessionEnd(session: Pick<LiveSession, 'start' | 'durationMinutes'>): number {
  return Date.parse(session.start) + session.durationMinutes * MINUTE_MS;
}

/** Where a session is at an instant. */
export type LivePhase = 'upcoming' | 'live' | 'past';

/** Upcoming before its start, live from its start until its end (excluded), past from its end. */
export function sessionPhase(session: Pick<LiveSession, 'start' | 'durationMinutes'>, now: number): LivePhase {
  if (now < Date.parse(session.start)) return 'upcoming';
  return now < sessionEnd(session) ? 'live' : 'past';
}

/** The seats still free (never below 0). */
export function seatsLeft(session: Pick<LiveSession, 'seats' | 'seatsTaken'>): number {
  return Math.max(0, session.seats - session.seatsTaken);
}

/** What the reader can do about a session's registration now. */
export type RegistrationState = 'registered' | 'open' | 'full' | 'closed';

/**
 * Registered while the session has not started (the seat can be given back); open while it is upcoming with a seat
 * left; full when upcoming without one; closed once it starts.
 */
export function registrationState(
  session: Pick<LiveSession, 'start' | 'durationMinutes' | 'seats' | 'seatsTaken' | 'registered'>,
  now: number,
): RegistrationState {
  if (sessionPhase(session, now) !== 'upcoming') return 'closed';
  if (session.registered) return 'registered';
  return seatsLeft(session) > 0 ? 'open' : 'full';
}

/** The sessions still to come or on now, soonest first. */
export function upcomingSessions<T extends Pick<LiveSession, 'start' | 'durationMinutes'>>(
  sessions: readonly T[],
  now: number,
): T[] {
  return sessions
    .filter((session) => sessionPhase(session, now) !== 'past')
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The sessions that have ended, the latest first. */
export function pastSessions<T extends Pick<LiveSession, 'start' | 'durationMinutes'>>(
  sessions: readonly T[],
  now: number,
): T[] {
  return sessions
    .filter((session) => sessionPhase(session, now) === 'past')
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
}

/** A session's day, start and end as a reader sees them: in the reader's time zone, written in its language. */
export interface SessionTimes {
  /** The day, with its weekday ('terça-feira, 24 de novembro de 2026'). */
  day: string;
  /** The start and end times ('10:00', '10:45'). */
  start: string;
  end: string;
  /** The zone's short name at that instant ('BRT', 'GMT-3', 'CET'). */
  zone: string;
  /** Whether the reader's zone differs from Brasília time at that instant (then the page gives both). */
  otherThanBrasilia: boolean;
  /** The start in Brasília time ('10:00'), for a reader elsewhere. */
  brasiliaStart: string;
}

/** An hour and minute on the 24-hour clock ('09:00', '22:30'): luxon's TIME_24_SIMPLE. */
const TIME_24: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' };

/** A session's times in a time zone (an IANA name; an unknown one counts as Brasília time) and a locale. */
export function sessionTimes(
  session: Pick<LiveSession, 'start' | 'durationMinutes'>,
  zone: string,
  locale: Locale,
): SessionTimes {
  const instant = DateTime.fromISO(session.start, { zone: 'utc' });
  let local = instant.setZone(zone).setLocale(LOCALE_TAGS[locale]);
  if (!local.isValid) local = instant.setZone(LIVE_SESSIONS_ZONE).setLocale(LOCALE_TAGS[locale]);
  const brasilia = instant.setZone(LIVE_SESSIONS_ZONE);
  const end = local.plus({ minutes: session.durationMinutes });
  const timeZone = local.zoneName ?? LIVE_SESSIONS_ZONE;
  return {
    day: formatDate(local.toMillis(), locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }),
    start: formatDate(local.toMillis(), locale, { ...TIME_24, timeZone }),
    end: formatDate(end.toMillis(), locale, { ...TIME_24, timeZone }),
    zone: local.offsetNameShort ?? local.toFormat('ZZ'),
    otherThanBrasilia: local.offset !== brasilia.offset,
    brasiliaStart: formatDate(instant.toMillis(), locale, { ...TIME_24, timeZone: LIVE_SESSIONS_ZONE }),
  };
}

/** A registration the core refuses before asking the server: the session is full, or has started or ended. */
export class RegistrationRefusedError extends Error {
  constructor(readonly reason: 'full' | 'closed') {
    super(reason === 'full' ? LIVE_SESSION_FULL_ERROR : LIVE_SESSION_CLOSED_ERROR);
    this.name = 'RegistrationRefusedError';
  }
}

/** The part of the services API a registration needs. */
interface RegistrationApi {
  register(sessionId: string): Promise<LiveSession>;
  cancelRegistration(sessionId: string): Promise<void>;
}

/**
 * Registers the reader for a session: a full or started session is refused without a call (the core's rule); the
 * server checks it again and keeps the seats. Answers the session as the server now has it; a repeat is harmless.
 */
export class RegisterForSessionUseCase {
  constructor(
    private readonly api: RegistrationApi,
    private readonly now: () => number,
  ) {}

  async execute(session: LiveSession): Promise<LiveSession> {
    const state = registrationState(session, this.now());
    if (state === 'full' || state === 'closed') throw new RegistrationRefusedError(state);
    return this.api.register(session.id);
  }
}

/** Gives the reader's seat back, before the session starts (refused without a call once it has). */
export class CancelRegistrationUseCase {
  constructor(
    private readonly api: RegistrationApi,
    private readonly now: () => number,
  ) {}

  async execute(session: LiveSession): Promise<void> {
    if (sessionPhase(session, this.now()) !== 'upcoming') throw new RegistrationRefusedError('closed');
    await this.api.cancelRegistration(session.id);
  }
}

/** A player of a past session's recording (the media area's docked player). */
export interface RecordingPlayerPort {
  /** Plays the recording; fails when the media item cannot be played by the reader. */
  play(recording: LiveRecording): Promise<void>;
}
/** Injection token of the RecordingPlayerPort. */
export const RecordingPlayerPort = Symbol('RecordingPlayerPort');
