// The native shell simulator (/dev/shell, a dev tool): served only with the dev tools on, under its own CSP nonce,
// beside app pages that the same origin may frame; and its page, run in jsdom, playing the shell's side of
// adapters/native/PROTOCOL.md for a stand-in app in its frame.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIOMETRIC_SECRET_OPTIONS } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { SIMULATOR_STORAGE_KEY } from '../../server/native/simulator-page';
import { buildTestServer } from '../../server/testing';

/** How the app asks the shell to keep a secret: dropped on a new enrolment, never backed up. */
const KEPT_SAFELY = BIOMETRIC_SECRET_OPTIONS;
const INDEX_HTML = '<!doctype html><html><head><title>Celeiro</title></head><body><div id="root"></div></body></html>';
const TEST_IDS = [
  'biometry-available',
  'biometry-type',
  'check-passes',
  'silent',
  'kept-secret',
  'enrol-again',
  'push-token',
  'push-id',
  'push-opened',
  'cold-start',
  'deliver-push',
  'log',
];

let distDir: string;
let server: CeleiroServer;
let withoutDevTools: CeleiroServer;
let production: CeleiroServer;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  [server, withoutDevTools, production] = await Promise.all([
    buildTestServer({ staticDir: distDir, devMailbox: true }),
    buildTestServer({ staticDir: distDir }),
    buildTestServer({
      production: true,
      publicUrl: 'https://app.celeiro.example',
      staticDir: distDir,
      cacheKey: 'secret-key',
      configUser: 'u',
      configPassword: 'p',
    }),
  ]);
}, 90_000);

afterAll(async () => {
  try {
    await Promise.all([server?.close(), withoutDevTools?.close(), production?.close()]);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

/** The directives of a response's Content-Security-Policy. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET /dev/shell', () => {
  it('answers the simulator page with the dev tools on: the app frame and every control', async () => {
    const response = await server.app.inject('/dev/shell');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<iframe id="app" title="App"');
    for (const id of TEST_IDS) expect(response.body, id).toContain(`data-testid="${id}"`);
  });

  it('runs its inline script and style under nonces of its own answer, nothing else inline', async () => {
    const [first, second] = [await server.app.inject('/dev/shell'), await server.app.inject('/dev/shell')];
    const csp = directives(first.headers['content-security-policy']);
    const scriptNonce = csp.get('script-src')?.find((value) => value.startsWith("'nonce-"));
    const styleNonce = csp.get('style-src')?.find((value) => value.startsWith("'nonce-"));
    expect(csp.get('script-src')).toEqual(["'self'", scriptNonce]);
    expect(first.body).toContain(`<script nonce="${scriptNonce?.slice(7, -1)}">`);
    expect(first.body).toContain(`<style nonce="${styleNonce?.slice(7, -1)}">`);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // A fresh nonce per answer.
    expect(second.headers['content-security-policy']).not.toContain(scriptNonce);
  });

  it('is not there without the dev tools, nor in production', async () => {
    for (const app of [withoutDevTools.app, production.app]) {
      const response = await app.inject('/dev/shell');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorType: 'NotFoundError' });
    }
  });

  it("leaves the app's pages to be framed by the same origin (and only by it)", async () => {
    for (const url of ['/pages/login?isApp=true', '/']) {
      const response = await server.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      // The app's own pages keep their strict script policy.
      expect(csp.get('script-src')).toEqual(["'self'"]);
    }
  });
});

// ---- The page, run in jsdom ----

interface SimulatorWindow extends Window {
  ReactNativeWebView?: { postMessage(text: string): void };
}
interface Dom {
  window: Window & typeof globalThis;
}
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: {
      url: string;
      runScripts: 'dangerously';
      virtualConsole: unknown;
      beforeParse?: (window: Window) => void;
    },
  ) => Dom;
  VirtualConsole: new () => unknown;
}

/** Waits for a value (up to 2 s). */
async function until<T>(find: () => T | undefined | null | false): Promise<T> {
  const end = Date.now() + 2000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: Dom[] = [];
afterEach(() => {
  for (const dom of opened.splice(0)) dom.window.close();
});

/** The simulator's page at /dev/shell with a query, its storage as a previous run left it; and a stand-in app in its frame. */
async function openSimulator(query = '', stored?: string) {
  // jsdom ships no types of its own.
  const jsdomName: string = 'jsdom';
  const { JSDOM, VirtualConsole } = (await import(jsdomName)) as JsdomModule;
  const html = (await server.app.inject(`/dev/shell${query}`)).body;
  const dom = new JSDOM(html, {
    url: `http://localhost/dev/shell${query}`,
    runScripts: 'dangerously',
    // Quiet: jsdom does not navigate frames.
    virtualConsole: new VirtualConsole(),
    beforeParse: (window) => {
      if (stored !== undefined) window.localStorage.setItem(SIMULATOR_STORAGE_KEY, stored);
    },
  });
  opened.push(dom);
  const { document } = dom.window;
  const frame = document.getElementById('app') as HTMLIFrameElement;
  const app = frame.contentWindow as SimulatorWindow;
  const shell = await until(() => app.ReactNativeWebView);
  const heard: Record<string, unknown>[] = [];
  app.addEventListener('message', (event) => heard.push(JSON.parse(String((event as MessageEvent).data))));
  let ids = 0;
  const byTestId = <E extends Element>(id: string) => document.querySelector<E>(`[data-testid="${id}"]`)!;
  return {
    window: dom.window,
    frame,
    heard,
    byTestId,
    /** The shell's reply to a request. */
    ask: (type: string, payload: Record<string, unknown> = {}) => {
      const id = `r${++ids}`;
      shell.postMessage(JSON.stringify({ id, type, payload }));
      return until(() => heard.find((message) => message.id === id));
    },
    post: (message: Record<string, unknown>) => shell.postMessage(JSON.stringify(message)),
    logged: () => [...byTestId('log').querySelectorAll('li')].map((item) => item.textContent),
    stored: () => JSON.parse(dom.window.localStorage.getItem(SIMULATOR_STORAGE_KEY)!) as Record<string, unknown>,
  };
}

describe('the simulator page', () => {
  it('opens the app at its start address with isApp=true, of this origin only', async () => {
    expect((await openSimulator()).frame.getAttribute('src')).toBe('/pages/login?isApp=true');
    const news = await openSimulator('?start=%2Fpages%2Fnews%3Fcommodity%3D3');
    expect(news.frame.getAttribute('src')).toBe('/pages/news?commodity=3&isApp=true');
    const away = await openSimulator('?start=https%3A%2F%2Fevil.example%2F');
    expect(away.frame.getAttribute('src')).toBe('/pages/login?isApp=true');
  });

  it('answers biometry and keeps the secret, until a new enrolment drops it', async () => {
    const page = await openSimulator();
    expect(await page.ask('isBiometryAvailable')).toEqual({
      id: 'r1',
      ok: true,
      result: { available: true, type: 'FaceID' },
    });
    expect((await page.ask('displayBiometry')).result).toEqual({ passed: true });
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: null, invalidated: false });
    expect(page.byTestId('kept-secret').textContent).toBe('none');

    expect((await page.ask('saveBiometrySecret', { secret: 'device-secret-0' })).result).toEqual({ saved: false });
    expect(page.byTestId('kept-secret').textContent).toBe('none');
    expect((await page.ask('saveBiometrySecret', { secret: 'device-secret-1', ...KEPT_SAFELY })).result).toEqual({
      saved: true,
    });
    expect(page.byTestId('kept-secret').textContent).toBe('device-secret-1');
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: 'device-secret-1', invalidated: false });

    page.byTestId<HTMLButtonElement>('enrol-again').click();
    expect(page.byTestId('kept-secret').textContent).toBe('none');
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: null, invalidated: true });
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: null, invalidated: true });
    await page.ask('saveBiometrySecret', { secret: 'device-secret-2', ...KEPT_SAFELY });
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: 'device-secret-2', invalidated: false });

    page.byTestId<HTMLInputElement>('check-passes').click();
    expect((await page.ask('displayBiometry')).result).toEqual({ passed: false });
    expect(page.stored()).toMatchObject({ passes: false, secret: 'device-secret-2', invalidated: false });
  });

  it('opens links, images and documents, logs every message (a document without its content) and refuses unknown ones', async () => {
    const page = await openSimulator();
    expect((await page.ask('openExternalURL', { url: 'https://www.example.com/relatorio' })).result).toEqual({
      opened: true,
    });
    expect((await page.ask('openImage', { url: '/media/a.png', mimeType: 'image/png' })).result).toEqual({
      opened: true,
    });
    const document = { url: '/api/doc/1', filename: 'relatorio.pdf', extension: 'pdf', mimeType: 'application/pdf' };
    expect((await page.ask('openDocument', { ...document, blob: 'JVBERi0xLjQ=' })).result).toEqual({ opened: true });
    expect(await page.ask('vibrate')).toEqual({ id: 'r4', ok: false, error: 'unknown message' });
    page.post({ type: 'appReady' });
    await until(() => page.heard.some((message) => message.event === 'pushToken'));
    expect(page.logged()).toEqual([
      'openExternalURL {"url":"https://www.example.com/relatorio"}',
      'openImage {"url":"/media/a.png","mimeType":"image/png"}',
      `openDocument ${JSON.stringify({ ...document, blobLength: 12 })}`,
      'vibrate {}',
      'appReady',
    ]);
    expect(page.heard.at(-1)).toEqual({ event: 'pushToken', token: 'sim-push-token-1' });
  });

  it('keeps its settings and keychain across a reload, with the query applied over them', async () => {
    const first = await openSimulator();
    await first.ask('saveBiometrySecret', { secret: 'kept-across-starts', ...KEPT_SAFELY });
    const stored = JSON.stringify(first.stored());

    const page = await openSimulator('?available=false&type=TouchID', stored);
    expect(page.byTestId<HTMLInputElement>('biometry-available').checked).toBe(false);
    expect(page.byTestId<HTMLSelectElement>('biometry-type').value).toBe('TouchID');
    expect(page.byTestId('kept-secret').textContent).toBe('kept-across-starts');
    expect((await page.ask('isBiometryAvailable')).result).toEqual({ available: false, type: null });
    expect((await page.ask('displayBiometry')).result).toEqual({ passed: false });
    expect((await page.ask('getBiometrySecret')).result).toEqual({ secret: 'kept-across-starts', invalidated: false });
    expect(page.stored()).toMatchObject({ available: false, type: 'TouchID', secret: 'kept-across-starts' });

    page.byTestId<HTMLInputElement>('biometry-available').click();
    expect((await page.ask('isBiometryAvailable')).result).toEqual({ available: true, type: 'TouchID' });

    const fresh = await openSimulator('?reset=true', stored);
    expect(fresh.byTestId('kept-secret').textContent).toBe('none');
  });

  it('answers nothing when silent, the query or the checkbox says so', async () => {
    const page = await openSimulator('?silent=true');
    expect(page.byTestId<HTMLInputElement>('silent').checked).toBe(true);
    page.post({ id: 'q1', type: 'isBiometryAvailable', payload: {} });
    await pause(100);
    expect(page.logged()).toEqual(['isBiometryAvailable {}']);
    expect(page.heard).toEqual([]);

    page.byTestId<HTMLInputElement>('silent').click();
    expect((await page.ask('isBiometryAvailable')).result).toEqual({ available: true, type: 'FaceID' });
    page.byTestId<HTMLInputElement>('silent').click();
    page.post({ id: 'q2', type: 'displayBiometry', payload: {} });
    await pause(100);
    expect(page.heard.some((message) => message.id === 'q2')).toBe(false);
  });

  it('delivers a push: at once while the app is open, after the next appReady on a cold start', async () => {
    const page = await openSimulator();
    page.byTestId<HTMLInputElement>('push-id').value = '42';
    page.byTestId<HTMLInputElement>('push-opened').click();
    page.byTestId<HTMLButtonElement>('deliver-push').click();
    const push = { event: 'push', userdata: { custom: { action: 'openPage', id: 42 } } };
    expect(await until(() => page.heard.find((message) => message.event === 'push'))).toEqual({
      ...push,
      opened: false,
    });

    page.heard.splice(0);
    page.byTestId<HTMLInputElement>('push-opened').click();
    page.byTestId<HTMLInputElement>('cold-start').click();
    page.byTestId<HTMLInputElement>('push-token').value = 'token-2';
    page.byTestId('push-token').dispatchEvent(new page.window.Event('change'));
    page.byTestId<HTMLButtonElement>('deliver-push').click();
    await pause(50);
    expect(page.heard).toEqual([]);
    expect(page.byTestId('pending-push').textContent).toContain('42');

    page.post({ type: 'appReady' });
    await until(() => page.heard.length === 2);
    expect(page.heard).toEqual([
      { event: 'pushToken', token: 'token-2' },
      { ...push, opened: true },
    ]);
    expect(page.byTestId('pending-push').textContent).toBe('none');
    expect(page.stored()).toMatchObject({ token: 'token-2' });

    // Delivered once.
    page.post({ type: 'appReady' });
    await until(() => page.heard.length === 3);
    await pause(50);
    expect(page.heard.slice(2)).toEqual([{ event: 'pushToken', token: 'token-2' }]);
  });
});
