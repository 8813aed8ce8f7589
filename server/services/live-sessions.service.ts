// The live sessions (the open line and the monthly teleconference): the schedule with its seats, and a user's
// registration for an upcoming session or its cancellation. Only an upcoming session takes or gives back a seat, and a
// full one takes none: the seats are counted and the seat taken under a lock of the session.
import { DateTime } from 'luxon';
import {
  ErrorCode,
  type LiveSchedule,
  type LiveService,
  type LiveSession,
  LIVE_SESSION_CLOSED,
  LIVE_SESSION_CLOSED_ERROR,
  LIVE_SESSION_FULL,
  LIVE_SESSION_FULL_ERROR,
  LIVE_SESSIONS_ZONE,
  LOCALE_TAGS,
  type Locale,
  sessionPhase,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { inTransaction } from '../db/transaction';
import { ApiError, businessError } from '../errors';
import { registrationConfirmation } from './mails';
import {
  deleteRegistration,
  holdsSeat,
  insertRegistration,
  lockSession,
  seatsOf,
  seatsTaken,
} from './live-sessions.repository';
import { scheduledSession, scheduledSessions, type ScheduledSession, titleIn } from './live-sessions';

/** The refusal of a registration for a full session, or of one (or a cancellation) once the session has started. */
export function registrationRefused(reason: 'full' | 'closed'): ApiError {
  return reason === 'full'
    ? new ApiError(400, LIVE_SESSION_FULL_ERROR, 400, (locale) => LIVE_SESSION_FULL[locale])
    : new ApiError(400, LIVE_SESSION_CLOSED_ERROR, 400, (locale) => LIVE_SESSION_CLOSED[locale]);
}

/** A session as the API sends it: its topic in the reader's language, the recording once it has ended. */
function toLiveSession(
  session: ScheduledSession,
  locale: Locale,
  seats: { taken: Map<string, number>; mine: Set<string> },
  now: number,
): LiveSession {
  const start = session.start.toISOString();
  return {
    id: session.id,
    service: session.service,
    title: titleIn(locale, session),
    commodity: session.commodity,
    analysts: [...session.analysts],
    start,
    durationMinutes: session.durationMinutes,
    seats: session.seats,
    seatsTaken: seats.taken.get(session.id) ?? 0,
    registered: seats.mine.has(session.id),
    recording:
      sessionPhase({ start, durationMinutes: session.durationMinutes }, now) === 'past'
        ? { mediaId: session.recordingMediaId }
        : null,
  };
}

/** The service a session belongs to, from its id: the teleconference's start with tc-. */
export const serviceOfSession = (id: string): LiveService =>
  id.startsWith('tc-') ? 'monthly-teleconference' : 'open-line';

/** A service's schedule with its seats, and the user's own. */
export async function liveSchedule(
  ctx: AppContext,
  user: UserRow,
  service: LiveService,
  locale: Locale,
): Promise<LiveSchedule> {
  const now = ctx.now();
  const sessions = scheduledSessions(service, now);
  const seats = await seatsOf(
    ctx.db,
    sessions.map((session) => session.id),
    user.id,
  );
  return {
    service,
    sessions: sessions.map((session) => toLiveSession(session, locale, seats, now.getTime())),
  };
}

/** The session of a registration call: 400 (5000) for an unknown id, refused once it has started. */
export function sessionToRegister(ctx: AppContext, id: string): ScheduledSession {
  const session = scheduledSession(id, ctx.now());
  if (!session) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  // Only an upcoming session takes or gives back a seat: a started or past one is refused.
  if (
    sessionPhase(
      { start: session.start.toISOString(), durationMinutes: session.durationMinutes },
      ctx.now().getTime(),
    ) !== 'upcoming'
  )
    throw registrationRefused('closed');
  return session;
}

/** Registers a user for a session (again: nothing changes); the user is told by e-mail. The session as it is now. */
export async function registerForSession(
  ctx: AppContext,
  user: UserRow,
  session: ScheduledSession,
  locale: Locale,
): Promise<LiveSession> {
  const now = ctx.now();
  // Under a lock of the session (held to the end of the transaction), the seats are counted and the seat taken:
  // of two registrations for the last seat, the second waits, counts the first and is refused.
  const outcome = await inTransaction(ctx.db, async (tx) => {
    await lockSession(tx, session.id);
    if (await holdsSeat(tx, session.id, user.id)) return 'already' as const;
    if ((await seatsTaken(tx, session.id)) >= session.seats) return 'full' as const;
    await insertRegistration(tx, session.id, user.id, now);
    return 'registered' as const;
  });
  if (outcome === 'full') throw registrationRefused('full');
  if (outcome === 'registered') {
    const when = DateTime.fromJSDate(session.start, { zone: LIVE_SESSIONS_ZONE })
      .setLocale(LOCALE_TAGS[locale])
      .toLocaleString(DateTime.DATETIME_FULL);
    await ctx.mailer.send(
      registrationConfirmation(
        user.email,
        user.name,
        {
          service: session.service,
          title: titleIn(locale, session),
          analysts: session.analysts,
          when: when.replace(/\s*(BRT|GMT-3|UTC-3)$/, ''),
          durationMinutes: session.durationMinutes,
        },
        locale,
      ),
    );
  }
  return toLiveSession(session, locale, await seatsOf(ctx.db, [session.id], user.id), now.getTime());
}

/** Cancels a user's registration for a session (none: nothing changes). The session as it is now. */
export async function cancelRegistration(
  ctx: AppContext,
  user: UserRow,
  session: ScheduledSession,
  locale: Locale,
): Promise<LiveSession> {
  const now = ctx.now();
  await deleteRegistration(ctx.db, session.id, user.id);
  return toLiveSession(session, locale, await seatsOf(ctx.db, [session.id], user.id), now.getTime());
}
