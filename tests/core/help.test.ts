// The help dialog's rules (issue 11, item 4): which attendance list a user reads, and the diagnostic entry the
// support tools send (one line per text, within the server's limits, the page's path without its query).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_LOG_LIMITS,
  buildDiagnosticLog,
  DIAGNOSTIC_MESSAGE,
  describeError,
  LoadAttendanceUseCase,
  describeWebVitals,
  MAX_REPORTED_ERRORS,
  MAX_VITALS_REPORTS,
  pathOnly,
  ReportAppErrorUseCase,
  ReportWebVitalsUseCase,
  SendDiagnosticLogUseCase,
  type DiagnosticInput,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';
import { FakeAppVersion } from '../fakes/fake-apis';
import { RecordingLogger } from '../fakes/recorders';
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

describe('reporting an error nothing caught', () => {
  function setup() {
    const kit = createCoreKit();
    const api = new FakeSupportApi();
    const logger = new RecordingLogger();
    const report = new ReportAppErrorUseCase(
      new SendDiagnosticLogUseCase(api, kit.device, kit.session, new FakeAppVersion('v-9'), kit.clock),
      logger,
    );
    const page = { userAgent: 'Chrome', locale: 'PtBr' as const, location: '/informative/1?token=secret#x' };
    return { kit, api, logger, report, page };
  }

  it('logs it and sends an error entry with its type, message and stack, the page path and the session', async () => {
    const { kit, api, logger, report, page } = setup();
    kit.session.save(activeUser({ sessionId: 'session-3' }), false);
    const error = new TypeError('x is undefined');
    expect(await report.execute(error, page)).toBe(true);
    expect(logger.entries).toEqual([{ level: 'error', message: 'uncaught error', detail: error }]);
    expect(api.logs).toHaveLength(1);
    expect(api.logs[0]).toMatchObject({
      level: 'error',
      deviceId: kit.device.id(),
      sessionId: 'session-3',
      route: '/informative/1',
      appVersion: 'v-9',
      timestamp: new Date(kit.clock.now()).toISOString(),
    });
    expect(api.logs[0]!.message).toMatch(/^uncaught TypeError: x is undefined \| at /);
    expect(api.logs[0]!.message).not.toContain('\n');
  });

  it('says what was thrown when it is not an Error, and keeps the entry within the server limit', () => {
    expect(describeError('plain text')).toBe('uncaught: plain text');
    expect(describeError(undefined)).toBe('uncaught: undefined');
    const huge = new Error('y'.repeat(10_000));
    const entry = buildDiagnosticLog({ ...INPUT, message: describeError(huge) });
    expect(entry.message.length).toBeLessThanOrEqual(APP_LOG_LIMITS.message);
  });

  it('sends the same error once, and at most the cap a page, however many are thrown', async () => {
    const { api, logger, report, page } = setup();
    for (let round = 0; round < 3; round++) await report.execute(new Error('same'), page);
    expect(api.logs).toHaveLength(1);
    for (let n = 0; n < MAX_REPORTED_ERRORS * 3; n++) await report.execute(new Error(`error ${n}`), page);
    expect(api.logs).toHaveLength(MAX_REPORTED_ERRORS);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(3 + MAX_REPORTED_ERRORS * 3);
  });

  it('never throws: a report that fails is only logged', async () => {
    const { api, logger, report, page } = setup();
    api.failure = new Error('offline');
    await expect(report.execute(new Error('boom'), page)).resolves.toBe(false);
    expect(logger.entries.at(-1)).toMatchObject({ level: 'warn', message: 'the uncaught error could not be reported' });
  });
});

describe("a page's web vitals", () => {
  function setup() {
    const kit = createCoreKit();
    const api = new FakeSupportApi();
    const logger = new RecordingLogger();
    const report = new ReportWebVitalsUseCase(
      new SendDiagnosticLogUseCase(api, kit.device, kit.session, new FakeAppVersion('v-9'), kit.clock),
      logger,
    );
    const page = { userAgent: 'Chrome', locale: 'PtBr' as const, location: '/informative/1?token=secret' };
    return { kit, api, logger, report, page };
  }

  it('lists each vital once, in the load-then-reader order, in whole milliseconds and CLS to three decimals', () => {
    expect(
      describeWebVitals([
        { name: 'CLS', value: 0.04123, rating: 'good' },
        { name: 'LCP', value: 1830.6, rating: 'good' },
        { name: 'TTFB', value: 95.2, rating: 'good' },
        { name: 'INP', value: 312, rating: 'needs-improvement' },
      ]),
    ).toBe('web-vitals TTFB=95ms good; LCP=1831ms good; INP=312ms needs-improvement; CLS=0.041 good');
  });

  it('sends one info entry, with the page path and the session, of what was measured when the page is hidden', async () => {
    const { kit, api, report, page } = setup();
    kit.session.save(activeUser({ sessionId: 'session-7' }), false);
    report.record({ name: 'LCP', value: 900, rating: 'good' });
    report.record({ name: 'LCP', value: 2600, rating: 'needs-improvement' });
    report.record({ name: 'CLS', value: Number.NaN, rating: 'good' });
    expect(await report.flush(page)).toBe(true);
    expect(api.logs).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'web-vitals LCP=2600ms needs-improvement',
        sessionId: 'session-7',
        route: '/informative/1',
        appVersion: 'v-9',
      }),
    ]);
  });

  it('sends only what was measured since the last entry, and at most the cap a page', async () => {
    const { api, report, page } = setup();
    expect(await report.flush(page)).toBe(false);
    for (let round = 0; round < MAX_VITALS_REPORTS * 2; round++) {
      report.record({ name: 'INP', value: 40 + round, rating: 'good' });
      await report.flush(page);
      await report.flush(page);
    }
    expect(api.logs.map((entry) => entry.message)).toEqual(
      Array.from({ length: MAX_VITALS_REPORTS }, (_, round) => `web-vitals INP=${40 + round}ms good`),
    );
  });

  it('never throws: a report that fails is only logged', async () => {
    const { api, logger, report, page } = setup();
    api.failure = new Error('offline');
    report.record({ name: 'FCP', value: 700, rating: 'good' });
    await expect(report.flush(page)).resolves.toBe(false);
    expect(logger.entries.at(-1)).toMatchObject({ level: 'warn', message: 'the web vitals could not be reported' });
  });
});
