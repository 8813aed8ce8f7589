// The open line's and the monthly teleconference's rules: where a session is (upcoming, live, past), the seats left,
// what the reader may do about its registration, the schedule's two lists, its times in the reader's zone, and the
// registration use cases (refused without a call when the rule says no).
import { describe, expect, it } from 'vitest';
import {
  CancelRegistrationUseCase,
  pastSessions,
  RegisterForSessionUseCase,
  RegistrationRefusedError,
  registrationState,
  seatsLeft,
  sessionEnd,
  sessionPhase,
  sessionTimes,
  upcomingSessions,
} from '../../core';
import { aLiveSession, FakeServicesApi } from '../fakes/fake-services-api';

const START = Date.parse('2026-11-24T13:00:00.000Z');
const MINUTE = 60_000;

describe('a live session', () => {
  it('is upcoming before its start, live from its start to its end, past from its end', () => {
    const session = aLiveSession();
    expect(sessionEnd(session)).toBe(START + 45 * MINUTE);
    expect(sessionPhase(session, START - 1)).toBe('upcoming');
    expect(sessionPhase(session, START)).toBe('live');
    expect(sessionPhase(session, START + 45 * MINUTE - 1)).toBe('live');
    expect(sessionPhase(session, START + 45 * MINUTE)).toBe('past');
  });

  it('counts the seats left, never below none', () => {
    expect(seatsLeft(aLiveSession())).toBe(17);
    expect(seatsLeft(aLiveSession({ seatsTaken: 20 }))).toBe(0);
    expect(seatsLeft(aLiveSession({ seatsTaken: 25 }))).toBe(0);
  });

  it('takes a registration while upcoming with a seat left; full without one; closed once started', () => {
    const before = START - MINUTE;
    expect(registrationState(aLiveSession(), before)).toBe('open');
    expect(registrationState(aLiveSession({ seatsTaken: 20 }), before)).toBe('full');
    // A registered reader keeps the seat (and may give it back) even when the others have filled the room.
    expect(registrationState(aLiveSession({ seatsTaken: 20, registered: true }), before)).toBe('registered');
    expect(registrationState(aLiveSession({ registered: true }), START)).toBe('closed');
    expect(registrationState(aLiveSession(), START + 2 * 45 * MINUTE)).toBe('closed');
  });

  it('lists what is to come (live ones included) soonest first, and what has ended latest first', () => {
    const now = START + 10 * MINUTE;
    const sessions = [
      aLiveSession({ id: 'next-week', start: '2026-12-01T13:00:00.000Z' }),
      aLiveSession({ id: 'last-week', start: '2026-11-17T13:00:00.000Z' }),
      aLiveSession({ id: 'now' }),
      aLiveSession({ id: 'two-weeks-ago', start: '2026-11-10T13:00:00.000Z' }),
    ];
    expect(upcomingSessions(sessions, now).map((session) => session.id)).toEqual(['now', 'next-week']);
    expect(pastSessions(sessions, now).map((session) => session.id)).toEqual(['last-week', 'two-weeks-ago']);
  });

  it("is shown in the reader's zone and language, with Brasília time beside it for a reader elsewhere", () => {
    const inBrasilia = sessionTimes(aLiveSession(), 'America/Sao_Paulo', 'PtBr');
    expect(inBrasilia).toMatchObject({
      start: '10:00',
      end: '10:45',
      otherThanBrasilia: false,
      brasiliaStart: '10:00',
    });
    expect(inBrasilia.day).toBe('terça-feira, 24 de novembro de 2026');
    const inLisbon = sessionTimes(aLiveSession(), 'Europe/Lisbon', 'PtPt');
    expect(inLisbon).toMatchObject({ start: '13:00', end: '13:45', otherThanBrasilia: true, brasiliaStart: '10:00' });
    const inMadrid = sessionTimes(aLiveSession(), 'Europe/Madrid', 'EsEs');
    expect(inMadrid.start).toBe('14:00');
    expect(inMadrid.day).toBe('martes, 24 de noviembre de 2026');
    // A session late in the evening in Brasília is the next day in Lisbon.
    const late = sessionTimes(aLiveSession({ start: '2026-11-25T01:30:00.000Z' }), 'Europe/Lisbon', 'EnEu');
    expect(late.day).toMatch(/^Wednesday,? 25 November 2026$/);
    expect(late.brasiliaStart).toBe('22:30');
    // An unknown zone counts as Brasília time.
    expect(sessionTimes(aLiveSession(), 'Nowhere/Else', 'PtBr')).toMatchObject({
      start: '10:00',
      otherThanBrasilia: false,
    });
  });
});

describe('registering for a session', () => {
  function fixture(now = START - 60 * MINUTE) {
    const api = new FakeServicesApi();
    api.userOptions = ['open-line'];
    api.now = () => now;
    api.liveSessions = [aLiveSession()];
    return {
      api,
      register: new RegisterForSessionUseCase(api, () => now),
      cancel: new CancelRegistrationUseCase(api, () => now),
    };
  }

  it('takes a seat, and a second registration changes nothing', async () => {
    const { api, register } = fixture();
    const once = await register.execute(api.liveSessions[0]!);
    expect(once).toMatchObject({ registered: true, seatsTaken: 4 });
    expect(await register.execute(once)).toMatchObject({ registered: true, seatsTaken: 4 });
  });

  it('gives the seat back', async () => {
    const { api, register, cancel } = fixture();
    const registered = await register.execute(api.liveSessions[0]!);
    await cancel.execute(registered);
    expect(api.liveSessions[0]).toMatchObject({ registered: false, seatsTaken: 3 });
  });

  it('refuses a full session and a started one without asking the server', async () => {
    const { api, register, cancel } = fixture(START + MINUTE);
    await expect(register.execute(aLiveSession())).rejects.toEqual(new RegistrationRefusedError('closed'));
    await expect(cancel.execute(aLiveSession({ registered: true }))).rejects.toBeInstanceOf(RegistrationRefusedError);
    const before = fixture();
    await expect(before.register.execute(aLiveSession({ seatsTaken: 20 }))).rejects.toMatchObject({ reason: 'full' });
    expect([...api.registrationCalls, ...before.api.registrationCalls]).toEqual([]);
  });
});
