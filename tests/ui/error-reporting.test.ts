// @vitest-environment jsdom
// The page's uncaught errors (issue "For the QA and backend teams", item 4): the chunk the entry loads with the first
// one logs it and sends it to logger/applogger through the composition root's ports, once per error.
import './support/jsdom-polyfills';
import { describe, expect, it } from 'vitest';
import { reportUncaughtError, reportUncaughtEvent } from '../../ui/di/error-reporting';
import { createTestKit, signInBefore } from './support/test-app';

describe('an uncaught error of the page', () => {
  it("is logged and sent once as an error entry with the page's path, the browser and the session's id", async () => {
    const kit = createTestKit({ userAgent: 'Firefox/140' });
    signInBefore(kit, { sessionId: 'session-5' });
    const error = new RangeError('bad index');
    expect(await reportUncaughtError(kit.container, error, '/informative/1')).toBe(true);
    expect(await reportUncaughtError(kit.container, error, '/informative/1')).toBe(false);
    expect(kit.support.logs).toHaveLength(1);
    expect(kit.support.logs[0]).toMatchObject({
      level: 'error',
      route: '/informative/1',
      userAgent: 'Firefox/140',
      sessionId: 'session-5',
    });
    expect(kit.support.logs[0]!.message).toMatch(/^uncaught RangeError: bad index/);
    expect(kit.logger.entries).toContainEqual({ level: 'error', message: 'uncaught error', detail: error });
  });

  it('answers false rather than throwing when the report cannot be sent', async () => {
    const kit = createTestKit();
    kit.support.failure = new Error('offline');
    await expect(reportUncaughtError(kit.container, new Error('boom'), '/')).resolves.toBe(false);
  });

  it("takes the error of the page's error event and the reason of its unhandledrejection event", async () => {
    const kit = createTestKit();
    window.history.replaceState(null, '', '/pages/login?token=secret');
    const thrown = new SyntaxError('unexpected token');
    await reportUncaughtEvent(kit.container, new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'refused without an Error' });
    await reportUncaughtEvent(kit.container, rejection);
    await reportUncaughtEvent(kit.container, new ErrorEvent('error', { message: 'Script error.' }));
    expect(kit.support.logs.map((entry) => entry.message.split(' | ')[0])).toEqual([
      'uncaught SyntaxError: unexpected token',
      'uncaught: refused without an Error',
      'uncaught: Script error.',
    ]);
    expect(kit.support.logs.map((entry) => entry.route)).toEqual(['/pages/login', '/pages/login', '/pages/login']);
  });

  it("does not report the browser's resize-observer notice, an error event without an error", async () => {
    const kit = createTestKit();
    const notice = 'ResizeObserver loop completed with undelivered notifications.';
    expect(await reportUncaughtEvent(kit.container, new ErrorEvent('error', { message: notice }))).toBe(false);
    expect(kit.support.logs).toEqual([]);
  });
});
