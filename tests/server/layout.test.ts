// The account layout: display preferences, the whole layout, the newest write winning, the history and restore.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_CONFIG, LAYOUT_HISTORY_SIZE, LAYOUT_VERSION_WINDOW_MS } from '../../core';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  resetDatabase,
  SEED_PASSWORD,
  trustDevice,
} from '../../server/testing';

const SUBSCRIBER = 'assinante@example.com';
const FREE = 'gratuito@example.com';
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
  // The accounts were created at the reset; their first writes come later.
  clock.advance(1000);
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const sessionOf = async (email: string) => (await createSession(server, email)).token;

describe('layout and layoutwdma', () => {
  it('answers the defaults of an account that never saved a layout', async () => {
    const response = await call('GET', '/api/layoutwdma/loadconfig', await sessionOf(SUBSCRIBER));
    expect(response.statusCode).toBe(200);
    // Never written: nothing for a device to apply over what its sign-in showed.
    expect(response.json()).toEqual({ ...DEFAULT_LAYOUT_CONFIG, updatedAt: null });
    const preferences = (await call('GET', '/api/layout', await sessionOf(SUBSCRIBER))).json();
    expect(preferences).not.toHaveProperty('favoriteContent');
    expect(preferences).toMatchObject({ theme: 'light', zoom: 100, canDisplayTicker: true });
  });

  it('keeps what a write names and the rest, stamped with the server time; the other device and the next sign-in see it', async () => {
    const phone = await sessionOf(SUBSCRIBER);
    const saved = await call('POST', '/api/layout', phone, { theme: 'dark', zoom: 120, tickerViewAtTheTop: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...DEFAULT_LAYOUT_CONFIG,
      favoriteContent: undefined,
      saved_news: undefined,
      theme: 'dark',
      zoom: 120,
      tickerViewAtTheTop: true,
      updatedAt: clock.now().toISOString(),
    });
    clock.advance(1000);
    await call('POST', '/api/layoutwdma/saveconfig', phone, {
      saved_news: ['n-1', 'n-2'],
      favoriteContent: [{ commodity: 16, content: [{ id: 3 }] }],
    });

    const desk = await sessionOf(SUBSCRIBER);
    const loaded = (await call('GET', '/api/layoutwdma/loadconfig', desk)).json();
    expect(loaded).toMatchObject({
      theme: 'dark',
      zoom: 120,
      tickerViewAtTheTop: true,
      saved_news: ['n-1', 'n-2'],
      favoriteContent: [{ commodity: 16, content: [{ id: 3 }] }],
      updatedAt: clock.now().toISOString(),
    });
    // Another account is untouched.
    expect((await call('GET', '/api/layout', await sessionOf(FREE))).json()).toMatchObject({ theme: 'light' });
  });

  it('signs in with the layout the account saved', async () => {
    await call('POST', '/api/layout', await sessionOf(SUBSCRIBER), {
      theme: 'semi-dark',
      zoomDetail: 80,
      formatAlignDetail: 'right',
      rateTextSpeech: 1.5,
    });
    await trustDevice(server, SUBSCRIBER, 'desk');
    const signIn = await call('POST', '/api/auth/new-signin', null, {
      email: SUBSCRIBER,
      password: SEED_PASSWORD,
      device_id: 'desk',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()[0]).toMatchObject({
      theme: 'semi-dark',
      zoomDetail: 80,
      formatAlignDetail: 'right',
      rateTextSpeech: 1.5,
    });
  });

  it('stamps every write after the previous one, even when the server clock goes back', async () => {
    const token = await sessionOf(SUBSCRIBER);
    const first = (await call('POST', '/api/layout', token, { theme: 'dark' })).json().updatedAt;
    clock.advance(-60_000);
    const second = (await call('POST', '/api/layout', token, { theme: 'light' })).json().updatedAt;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
  });

  it('refuses a visitor and bad fields, with the field named, and keeps the saved layout', async () => {
    expect((await call('GET', '/api/layoutwdma/loadconfig', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/layout', null, { theme: 'dark' })).statusCode).toBe(401);
    const token = await sessionOf(SUBSCRIBER);
    await call('POST', '/api/layout', token, { theme: 'dark' });
    for (const [field, value] of [
      ['theme', 'purple'],
      ['zoom', 85],
      ['zoom', 200],
      ['formatAlignDetail', 'justify'],
      ['rateTextSpeech', 0.4],
      ['rateTextSpeech', 2.5],
      ['rateTextSpeech', 'fast'],
    ] as const) {
      const response = await call('POST', '/api/layout', token, { [field]: value });
      expect(response.statusCode, `${field}: ${value}`).toBe(400);
      expect(JSON.stringify(response.json()), `${field}: ${value}`).toContain(field);
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => `n-${i}`);
    expect((await call('POST', '/api/layoutwdma/saveconfig', token, { saved_news: tooMany })).statusCode).toBe(400);
    expect((await call('GET', '/api/layout', token)).json()).toMatchObject({ theme: 'dark', zoom: 100 });
  });
});

describe('layoutwdma-hist', () => {
  it('lists the versions newest first with created and updated dates; writes close together are one version', async () => {
    const token = await sessionOf(SUBSCRIBER);
    const created = clock.now().toISOString();
    await call('POST', '/api/layout', token, { theme: 'dark' });
    clock.advance(60_000);
    await call('POST', '/api/layout', token, { zoom: 110 });
    const updated = clock.now().toISOString();
    clock.advance(LAYOUT_VERSION_WINDOW_MS);
    await call('POST', '/api/layout', token, { theme: 'light' });

    const history = (await call('GET', '/api/layoutwdma-hist', token)).json();
    // The first write kept the layout it replaced (the account's defaults, as of its creation) as the oldest version.
    expect(history).toHaveLength(3);
    expect(history[2]).toMatchObject({ config: DEFAULT_LAYOUT_CONFIG });
    expect(history[0].config).toMatchObject({ theme: 'light', zoom: 110 });
    expect(history[1]).toMatchObject({ createdAt: created, updatedAt: updated, config: { theme: 'dark', zoom: 110 } });
    expect((await call('GET', `/api/layoutwdma-hist/${history[1].id}`, token)).json()).toEqual(history[1]);
  });

  it('restores a version as the layout, adding a version, and hides other accounts’ versions', async () => {
    const token = await sessionOf(SUBSCRIBER);
    await call('POST', '/api/layout', token, { theme: 'dark' });
    clock.advance(LAYOUT_VERSION_WINDOW_MS);
    await call('POST', '/api/layout', token, { theme: 'semi-dark' });
    const [, dark, defaults] = (await call('GET', '/api/layoutwdma-hist', token)).json();
    expect(defaults.config.theme).toBe('light');

    const other = await sessionOf(FREE);
    expect((await call('GET', `/api/layoutwdma-hist/${dark.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/layoutwdma-hist/${dark.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/layout', other)).json()).toMatchObject({ theme: 'light' });

    clock.advance(1000);
    const restored = await call('POST', `/api/layoutwdma-hist/${dark.id}`, token);
    expect(restored.json()).toMatchObject({ theme: 'dark', updatedAt: clock.now().toISOString() });
    const themes = (await call('GET', '/api/layoutwdma-hist', token))
      .json()
      .map((v: { config: { theme: string } }) => v.config.theme);
    expect(themes).toEqual(['dark', 'semi-dark', 'dark', 'light']);
    expect((await call('GET', '/api/layoutwdma-hist/0', token)).statusCode).toBe(400);
  });

  it('keeps the newest versions only', async () => {
    const token = await sessionOf(SUBSCRIBER);
    for (let i = 0; i < LAYOUT_HISTORY_SIZE + 2; i++) {
      clock.advance(LAYOUT_VERSION_WINDOW_MS);
      await call('POST', '/api/layoutwdma/saveconfig', token, { saved_news: [`n-${i}`] });
    }
    const history = (await call('GET', '/api/layoutwdma-hist', token)).json();
    expect(history).toHaveLength(LAYOUT_HISTORY_SIZE);
    expect(history[0].config.saved_news).toEqual([`n-${LAYOUT_HISTORY_SIZE + 1}`]);
    expect(history.at(-1).config.saved_news).toEqual(['n-2']);
  });
});
