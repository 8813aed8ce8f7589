// The open line and the monthly teleconference on the server: the schedule drawn from the clock (always sessions to
// come and sessions past, the past ones with their recording), registration and cancellation for an upcoming session
// (idempotent, a confirmation mail, the seats held by the database even for two registrations at once), the refusals
// of a started or full session in the reader's language, and the plan's option checked on every call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type LiveSchedule, type LiveSession } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { OPEN_LINE_SEATS, scheduledSessions } from '../../server/services/live-sessions';
import { clearRegistrations, fillSeats } from '../../server/services/testing';
import { seedMediaRows } from '../../server/media/seed';
import { buildTestServer, createSession, createTestClock, mailbox } from '../../server/testing';

// Monday 23 November 2026, 12:00 in Brasília.
const clock = createTestClock(new Date('2026-11-23T15:00:00.000Z'));
let server: CeleiroServer;
const tokens: Record<'subscriber' | 'demo' | 'free', string> = { subscriber: '', demo: '', free: '' };
const EMAILS = { subscriber: 'assinante@example.com', demo: 'demo@example.com', free: 'gratuito@example.com' };

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-11-23T15:00:00.000Z'));
  await clearRegistrations(server);
  // New sessions each time: a test that moves the clock a day on outlives its sessions' tokens.
  for (const profile of ['subscriber', 'demo', 'free'] as const)
    tokens[profile] = (await createSession(server, EMAILS[profile])).token;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, lang = 'PtBr') =>
  server.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const schedule = async (service: string, token: string, lang = 'PtBr') =>
  (await call('GET', `/api/services/live-sessions?service=${service}`, token, lang)).json<LiveSchedule>();
const registration = (id: string) => `/api/services/live-sessions/${id}/registration`;
const NEXT_SOY = 'ol-16-2026-11-24';
const LAST_SOY = 'ol-16-2026-11-17';
const MEDIA_IDS = new Set(seedMediaRows(new Date()).map((row) => row.id));

describe('the schedule', () => {
  it("gives the open line of each commodity every week, three weeks back and ahead, in Brasília's hours", async () => {
    const { service, sessions } = await schedule('open-line', tokens.subscriber);
    expect(service).toBe('open-line');
    expect(sessions).toHaveLength(4 * 7);
    const soy = sessions.find((session) => session.id === NEXT_SOY)!;
    // Tuesday 10:00 in Brasília (UTC-3), 45 minutes, 20 seats, no recording before it happens.
    expect(soy).toMatchObject({
      title: 'Soja',
      commodity: 16,
      analysts: ['Clara Nunes'],
      start: '2026-11-24T13:00:00.000Z',
      durationMinutes: 45,
      seats: OPEN_LINE_SEATS,
      seatsTaken: 0,
      registered: false,
      recording: null,
    });
    const now = clock.now().getTime();
    const past = sessions.filter((session) => Date.parse(session.start) + session.durationMinutes * 60_000 <= now);
    expect(past.length).toBeGreaterThan(0);
    expect(sessions.length - past.length).toBeGreaterThan(0);
    // Every past session has its recording, a media item of the media seed.
    for (const session of past) expect(MEDIA_IDS.has(session.recording?.mediaId ?? '')).toBe(true);
    expect(sessions.map((session) => session.start)).toEqual(sessions.map((session) => session.start).sort());
    // The topics in the reader's language.
    expect((await schedule('open-line', tokens.subscriber, 'EnEu')).sessions.map((s) => s.title)).toContain('Corn');
  });

  it('gives one teleconference a month, on its second Tuesday at 10:00 in Brasília, with upcoming and past ones', async () => {
    const { sessions } = await schedule('monthly-teleconference', tokens.demo);
    expect(sessions.map((session) => [session.id, session.start])).toEqual([
      ['tc-2026-08', '2026-08-11T13:00:00.000Z'],
      ['tc-2026-09', '2026-09-08T13:00:00.000Z'],
      ['tc-2026-10', '2026-10-13T13:00:00.000Z'],
      ['tc-2026-11', '2026-11-10T13:00:00.000Z'],
      ['tc-2026-12', '2026-12-08T13:00:00.000Z'],
      ['tc-2027-01', '2027-01-12T13:00:00.000Z'],
    ]);
    for (const session of sessions) {
      expect(session.durationMinutes).toBe(90);
      expect(session.analysts.length).toBeGreaterThan(1);
      expect(session.commodity).toBeNull();
      expect(session.recording !== null).toBe(Date.parse(session.start) < clock.now().getTime());
    }
  });

  it('always has sessions to come and sessions past, whatever the day', () => {
    for (let day = 0; day < 400; day += 7) {
      const now = new Date(Date.parse('2026-01-01T00:00:00Z') + day * 86_400_000 + day * 3_600_000);
      for (const service of ['open-line', 'monthly-teleconference'] as const) {
        const sessions = scheduledSessions(service, now);
        expect(sessions.some((session) => session.start < now)).toBe(true);
        expect(sessions.some((session) => session.start > now)).toBe(true);
      }
    }
  });

  it("refuses a plan without the service with 403 (the subscriber's plan has no teleconference), and needs a session", async () => {
    for (const [service, token] of [
      ['open-line', tokens.free],
      ['monthly-teleconference', tokens.free],
      ['monthly-teleconference', tokens.subscriber],
    ] as const) {
      const refused = await call('GET', `/api/services/live-sessions?service=${service}`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: number }>().code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
    }
    expect((await call('GET', '/api/services/live-sessions?service=open-line')).statusCode).toBe(401);
    expect((await call('GET', '/api/services/live-sessions?service=weather', tokens.subscriber)).statusCode).toBe(400);
    expect((await call('POST', registration(NEXT_SOY), tokens.free)).statusCode).toBe(403);
    expect((await call('POST', registration('tc-2026-12'), tokens.subscriber)).statusCode).toBe(403);
    expect((await call('DELETE', registration(NEXT_SOY), tokens.free)).statusCode).toBe(403);
  });
});

describe('registration', () => {
  it('takes a seat once, however often asked, mails one confirmation, and shows in the schedule', async () => {
    const before = (await mailbox(server, EMAILS.subscriber)).length;
    const first = await call('POST', registration(NEXT_SOY), tokens.subscriber);
    expect(first.statusCode).toBe(200);
    expect(first.json<LiveSession>()).toMatchObject({ id: NEXT_SOY, registered: true, seatsTaken: 1 });
    const again = await call('POST', registration(NEXT_SOY), tokens.subscriber);
    expect(again.json<LiveSession>()).toMatchObject({ registered: true, seatsTaken: 1 });
    const mails = await mailbox(server, EMAILS.subscriber);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.subject).toBe('Inscrição confirmada: Linha aberta — Soja');
    expect(mails[0]!.text).toMatch(/24 de novembro de 2026.*10:00.*\(horário de Brasília\), 45 minutos/);
    const soy = (await schedule('open-line', tokens.subscriber)).sessions.find((s) => s.id === NEXT_SOY)!;
    expect(soy).toMatchObject({ registered: true, seatsTaken: 1 });
    // Another user sees the seat taken, but not as theirs.
    const seen = (await schedule('open-line', tokens.demo)).sessions.find((s) => s.id === NEXT_SOY)!;
    expect(seen).toMatchObject({ registered: false, seatsTaken: 1 });
  });

  it('gives the seat back, and a second cancellation changes nothing', async () => {
    await call('POST', registration(NEXT_SOY), tokens.subscriber);
    const cancelled = await call('DELETE', registration(NEXT_SOY), tokens.subscriber);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<LiveSession>()).toMatchObject({ registered: false, seatsTaken: 0 });
    expect((await call('DELETE', registration(NEXT_SOY), tokens.subscriber)).json<LiveSession>()).toMatchObject({
      registered: false,
      seatsTaken: 0,
    });
  });

  it("refuses a past or started session in the reader's language, and an unknown one", async () => {
    const past = await call('POST', registration(LAST_SOY), tokens.subscriber, 'EnEu');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      errorType: 'LiveSessionClosed',
      message: 'Registration for this session is closed: it has started or ended',
    });
    await call('POST', registration(NEXT_SOY), tokens.subscriber);
    // Ten minutes into the session: neither a new registration nor a cancellation.
    clock.set(new Date('2026-11-24T13:10:00.000Z'));
    for (const profile of ['subscriber', 'demo'] as const)
      tokens[profile] = (await createSession(server, EMAILS[profile])).token;
    expect((await call('POST', registration(NEXT_SOY), tokens.demo)).json()).toMatchObject({
      errorType: 'LiveSessionClosed',
    });
    expect((await call('DELETE', registration(NEXT_SOY), tokens.subscriber)).statusCode).toBe(400);
    const unknown = await call('POST', registration('ol-16-2031-01-07'), tokens.subscriber);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ code: number }>().code).toBe(ErrorCode.DOCUMENT_NOT_FOUND);
    expect((await call('POST', registration('tc-x'), tokens.subscriber)).statusCode).toBe(400);
  });

  it("refuses a full session in the reader's language; of two registrations for the last seat only one passes", async () => {
    await fillSeats(server, NEXT_SOY, OPEN_LINE_SEATS - 1);
    const [subscriber, demo] = await Promise.all([
      call('POST', registration(NEXT_SOY), tokens.subscriber),
      call('POST', registration(NEXT_SOY), tokens.demo, 'EsAr'),
    ]);
    const codes = [subscriber.statusCode, demo.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const refused = subscriber.statusCode === 400 ? subscriber : demo;
    expect(refused.json<{ errorType: string }>().errorType).toBe('LiveSessionFull');
    const soy = (await schedule('open-line', tokens.subscriber)).sessions.find((s) => s.id === NEXT_SOY)!;
    expect(soy.seatsTaken).toBe(OPEN_LINE_SEATS);
    if (demo.statusCode === 400)
      expect(demo.json<{ message: string }>().message).toBe('No quedan lugares en esta sesión');
  }, 30_000);
});
