// @vitest-environment jsdom
// The native shell's bridge against a stand-in for the shell's side (the WebView's JavaScript interface and its
// replies as `message` events): each request carries an id and its reply is matched by it, a request with no reply in
// 8 s is rejected with SPEC §8's message, the shell's refusal and a missing shell are told apart and logged, and a
// late reply is dropped.
import { afterEach, describe, expect, it } from 'vitest';
import {
  BIOMETRIC_SECRET_OPTIONS,
  NativeReplyError,
  NativeReplyTimeoutError,
  NativeShellNotFoundError,
} from '../../core';
import { PostMessageBridge, type ShellHost } from '../../adapters/native/post-message-bridge';
import { FakeClock } from '../fakes/fake-clock';
import { RecordingLogger, SequentialIds } from '../fakes/recorders';

type Sent = { id: string; type: string; payload: Record<string, unknown> };

/** The shell's side: records what the app posts, and answers as iOS (to the window) or Android (to the document). */
class StandInShell {
  readonly sent: Sent[] = [];
  readonly ReactNativeWebView = { postMessage: (text: string) => void this.sent.push(JSON.parse(text) as Sent) };

  answer(reply: Record<string, unknown>, to: 'window' | 'document' = 'window'): void {
    const event = new MessageEvent('message', { data: JSON.stringify(reply) });
    if (to === 'window') window.dispatchEvent(event);
    else document.dispatchEvent(event);
  }
}

let bridges: PostMessageBridge[] = [];
afterEach(() => {
  bridges.forEach((bridge) => bridge.dispose());
  bridges = [];
  delete (window as ShellHost).ReactNativeWebView;
});

function setUp(withShell = true) {
  const shell = new StandInShell();
  if (withShell) (window as ShellHost).ReactNativeWebView = shell.ReactNativeWebView;
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const bridge = new PostMessageBridge(window as ShellHost, clock, new SequentialIds(), logger);
  bridges.push(bridge);
  return { shell, clock, logger, bridge };
}

describe('the native bridge', () => {
  it('posts each message with an id and its fields, and answers each request with the reply of its id', async () => {
    const { shell, bridge } = setUp();
    expect(bridge.present()).toBe(true);
    const opened = bridge.request('openExternalURL', { url: 'https://www.example.com/relatorio' });
    const available = bridge.request('isBiometryAvailable', {});
    expect(shell.sent).toEqual([
      { id: 'id-1', type: 'openExternalURL', payload: { url: 'https://www.example.com/relatorio' } },
      { id: 'id-2', type: 'isBiometryAvailable', payload: {} },
    ]);
    // Answered out of order, on both of the WebView's channels.
    shell.answer({ id: 'id-2', ok: true, result: { available: true, type: 'FaceID' } }, 'document');
    shell.answer({ id: 'id-1', ok: true, result: { opened: true } });
    expect(await available).toEqual({ available: true, type: 'FaceID' });
    expect(await opened).toEqual({ opened: true });
  });

  it("tells the end of a text the shell's speech read, stopped or not, and ignores one without its utterance", () => {
    const { shell, bridge } = setUp();
    const told: unknown[] = [];
    bridge.listen((event) => told.push(event));
    shell.answer({ event: 'speechEnded', utterance: 'u-1', finished: true });
    shell.answer({ event: 'speechEnded', utterance: 'u-2' }, 'document');
    shell.answer({ event: 'speechEnded', finished: true });
    expect(told).toEqual([
      { event: 'speechEnded', utterance: 'u-1', finished: true },
      { event: 'speechEnded', utterance: 'u-2', finished: false },
    ]);
  });

  it("rejects a request with no reply in 8 s with SPEC's timeout message, logs it, and drops a late reply", async () => {
    const { shell, clock, logger, bridge } = setUp();
    const secret = bridge.request('getBiometrySecret', {});
    const outcome = secret.then(
      () => 'answered',
      (error: unknown) => error,
    );
    clock.advance(7_999);
    shell.answer({ id: 'nobody', ok: true, result: {} });
    clock.advance(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NativeReplyTimeoutError);
    expect((error as Error).message).toBe('Timeout: Nenhuma resposta recebida do postMessage.');
    expect(logger.entries).toEqual([{ level: 'error', message: 'native getBiometrySecret failed', detail: error }]);
    // The shell answering after the limit changes nothing, and the clock has nothing left to run.
    shell.answer({ id: 'id-1', ok: true, result: { secret: 'late', invalidated: false } });
    expect(clock.pending).toBe(0);
  });

  it("passes the shell's refusal on in its words, and logs it", async () => {
    const { shell, logger, bridge } = setUp();
    const saved = bridge.request('saveBiometrySecret', { secret: 's3cr3t', ...BIOMETRIC_SECRET_OPTIONS });
    shell.answer({ id: 'id-1', ok: false, error: 'keychain locked' });
    await expect(saved).rejects.toEqual(new NativeReplyError('saveBiometrySecret', 'keychain locked'));
    expect(logger.entries.map((entry) => entry.message)).toEqual(['native saveBiometrySecret failed']);
  });

  it('ignores messages that are no reply to it: other data, bad JSON, an unknown id', async () => {
    const { shell, bridge } = setUp();
    const shown = bridge.request('displayBiometry', {});
    window.dispatchEvent(new MessageEvent('message', { data: '{not json' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { userdata: { custom: { action: 'openPage', id: 7 } } } }),
    );
    shell.answer({ id: 'id-9', ok: false, error: 'not yours' });
    shell.answer({ id: 'id-1', ok: true, result: { passed: true } });
    expect(await shown).toEqual({ passed: true });
  });

  it('says the shell is not there in a browser, logs it, and sends nothing', async () => {
    const { logger, bridge } = setUp(false);
    expect(bridge.present()).toBe(false);
    await expect(bridge.request('openImage', { url: '/img/mapa.png', mimeType: 'image/png' })).rejects.toBeInstanceOf(
      NativeShellNotFoundError,
    );
    expect(logger.entries).toEqual([{ level: 'warn', message: 'native shell not found: openImage not sent' }]);
  });

  it('hears the push token and pushes the shell tells unasked, on the window and on the document, until stopped', () => {
    const { shell, bridge } = setUp();
    const heard: unknown[] = [];
    const stop = bridge.listen((event) => heard.push(event));
    shell.answer({ event: 'pushToken', token: 'fcm-token-1' });
    shell.answer({ event: 'push', opened: true, userdata: { custom: { action: 'openPage', id: 42 } } }, 'document');
    shell.answer({ event: 'pushToken', token: '' });
    shell.answer({ event: 'other' });
    stop();
    shell.answer({ event: 'pushToken', token: 'fcm-token-2' });
    expect(heard).toEqual([
      { event: 'pushToken', token: 'fcm-token-1' },
      { event: 'push', opened: true, userdata: { custom: { action: 'openPage', id: 42 } } },
    ]);
  });

  it('tells the shell it listens, with no id and nothing to wait for; without a shell it logs', () => {
    const { shell, bridge } = setUp();
    bridge.announceReady();
    expect(shell.sent).toEqual([{ type: 'appReady' }]);
    const alone = setUp(false);
    delete (window as ShellHost).ReactNativeWebView;
    alone.bridge.announceReady();
    expect(alone.logger.entries).toEqual([{ level: 'warn', message: 'native shell not found: appReady not sent' }]);
  });
});
