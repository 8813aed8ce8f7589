// The help dialog's rules (issue 11, item 4): which attendance list a user reads, and the diagnostic entry the
// support tools send (one line per text, within the server's limits, the page's path without its query).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_LOG_LIMITS,
  buildDiagnosticLog,
  DIAGNOSTIC_MESSAGE,
  LoadAttendanceUseCase,
  pathOnly,
  SendDiagnosticLogUseCase,
  type DiagnosticInput,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';
import { FakeAppVersion } from '../fakes/fake-apis';
import { CLIENT_CONTACTS, FakeSupportApi, PUBLIC_CONTACTS } from '../fakes/fake-support-api';

const INPUT: DiagnosticInput = {
  level: 'info',
  message: 'diagnostic',
  deviceId: 'device-1',
  sessionId: 'session-1',
  userAgent: 'Mozilla/5.0',
  locale: 'PtBr',
  location: '/informative/1',
  appVersion: 'abc123',
  now: Date.parse('2026-11-22T10:15:00.000Z'),
};

describe('the attendance a user reads', () => {
  it('is the client list for a signed-in user and the public list for a visitor', async () => {
    const kit = createCoreKit();
    const api = new FakeSupportApi(() => kit.session.isAuthenticated());
    const load = new LoadAttendanceUseCase(api, kit.session);
    expect(await load.execute()).toEqual(PUBLIC_CONTACTS);
    kit.session.save(activeUser(), false);
    expect(await load.execute()).toEqual(CLIENT_CONTACTS);
    expect(api.reads).toEqual(['public', 'client']);
  });
});

describe('the diagnostic entry', () => {
  it('keeps the page path only: no origin, query (a sign-in link carries a token there) or fragment', () => {
    expect(pathOnly('/pages/login?to=%2Fhome&token=secret#top')).toBe('/pages/login');
    expect(pathOnly('https://app.celeiro.example/informative/1?x=1')).toBe('/informative/1');
    expect(pathOnly('https://app.celeiro.example')).toBe('/');
    expect(buildDiagnosticLog({ ...INPUT, location: '/pages/reset-password?token=abc' }).route).toBe(
      '/pages/reset-password',
    );
  });

  it('has no session id for a visitor, and the instant in ISO-8601 UTC', () => {
    const entry = buildDiagnosticLog({ ...INPUT, sessionId: '' });
    expect(entry.sessionId).toBeNull();
    expect(buildDiagnosticLog({ ...INPUT, sessionId: undefined }).sessionId).toBeNull();
    expect(entry.timestamp).toBe('2026-11-22T10:15:00.000Z');
  });

  it('sends an unknown version as "unknown" rather than an empty text', () => {
    expect(buildDiagnosticLog({ ...INPUT, appVersion: '  ' }).appVersion).toBe('unknown');
  });

  it('puts every text on one line within its limit, whatever it was given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.string({ maxLength: 800 }), (text, agent) => {
        const entry = buildDiagnosticLog({ ...INPUT, message: text, userAgent: agent, deviceId: text, location: text });
        for (const [field, max] of Object.entries(APP_LOG_LIMITS)) {
          const value = entry[field as keyof typeof APP_LOG_LIMITS] ?? '';
          expect([...value].length).toBeLessThanOrEqual(max);
          // eslint-disable-next-line no-control-regex
          expect(value).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
        }
        expect(entry.route.startsWith('/')).toBe(true);
      }),
    );
  });
});

describe('sending the diagnostic', () => {
  it("sends this device's id, the session's id, the running version and the clock's time", async () => {
    const kit = createCoreKit();
    const api = new FakeSupportApi();
    const send = new SendDiagnosticLogUseCase(api, kit.device, kit.session, new FakeAppVersion('v-77'), kit.clock);
    kit.session.save(activeUser({ sessionId: 'session-9' }), false);
    const sent = await send.execute({ userAgent: 'Chrome', locale: 'EnEu', location: '/informative/1?q=x' });
    expect(api.logs).toEqual([sent]);
    expect(sent).toEqual({
      level: 'info',
      message: DIAGNOSTIC_MESSAGE,
      deviceId: kit.device.id(),
      sessionId: 'session-9',
      userAgent: 'Chrome',
      locale: 'EnEu',
      route: '/informative/1',
      appVersion: 'v-77',
      timestamp: new Date(kit.clock.now()).toISOString(),
    });
  });

  it('still sends when the version cannot be read, and lets a failed send reach the caller', async () => {
    const kit = createCoreKit();
    const api = new FakeSupportApi();
    const version = new FakeAppVersion();
    version.failure = new Error('offline');
    const send = new SendDiagnosticLogUseCase(api, kit.device, kit.session, version, kit.clock);
    const sent = await send.execute({ userAgent: 'Chrome', locale: 'PtBr', location: '/pages/login' });
    expect(sent).toMatchObject({ appVersion: 'unknown', sessionId: null });
    api.failure = new Error('503');
    await expect(send.execute({ userAgent: 'Chrome', locale: 'PtBr', location: '/' })).rejects.toThrow('503');
  });
});
