// The watch list and price alerts routes for every profile: a free user is offered the plans (403), a demo and a
// subscriber keep a watch list of their plan's instruments (kept in the account: another session sees it), an
// instrument outside the plan is refused with the catalogue's code in the request's language even when the client is
// bypassed, a level is checked by the core's rule, and an alert fires once when the feed crosses its level: pushed on
// the user's stream and mailed in the account's language; with the right withdrawn it is suspended and does not fire.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AlertFired,
  ALERTS_MAX,
  type MarketTable,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
} from '../../core';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  mailbox,
  queryRows,
  setRight,
  type TestClock,
} from '../../server/testing';

/** Monday 2 March 2026, 12:00 in São Paulo: Chicago is trading. */
const MIDDAY = new Date('2026-03-02T15:00:00.000Z');
const SUBSCRIBER = 'assinante@example.com';
const DEMO = 'demo@example.com';
const FREE = 'gratuito@example.com';

let server: CeleiroServer;
let clock: TestClock;
const tokens = new Map<string, string>();
/** The acceptor token of each session (the quotes module's station, which the live stream needs). */
const stations = new Map<string, string>();

beforeAll(async () => {
  clock = createTestClock(MIDDAY);
  server = await buildTestServer({ now: clock.now, devMailbox: true });
  for (const email of [SUBSCRIBER, DEMO, FREE, 'admin@example.com']) {
    const session = await createSession(server, email);
    tokens.set(email, session.token);
    stations.set(email, session.acceptorToken);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(MIDDAY);
  await server.db.execute(sql`delete from market_alerts`);
  await server.db.execute(sql`delete from market_watchlists`);
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, email?: string, payload?: unknown, token = email && tokens.get(email)) =>
  server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The last price of an instrument a user sees now. */
async function priceOf(id: string, email = SUBSCRIBER): Promise<number> {
  const table = (await call('GET', '/api/market/table?market=futures', email)).json<MarketTable>();
  return table.rows.find((row) => row.id === id)!.last;
}

describe('who may use them', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/api/market/watchlist'],
    ['PUT', '/api/market/watchlist', { instruments: ['USDBRL'] }],
    ['GET', '/api/market/alerts'],
    ['POST', '/api/market/alerts', { instrument: 'USDBRL', kind: 'above', level: 9 }],
    ['DELETE', '/api/market/alerts/1'],
  ];

  it.each(routes)('%s %s asks a visitor to sign in and refuses a free user (the upsell)', async (method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    const refused = await call(method, `${url}?lang=EnEu`, FREE, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: number }>().code).toBe(5006);
  });

  it('gives a demo during its trial a watch list and alerts', async () => {
    expect((await call('PUT', '/api/market/watchlist', DEMO, { instruments: ['BGI1', 'ZS1'] })).statusCode).toBe(200);
    expect((await call('GET', '/api/market/watchlist', DEMO)).json<Watchlist>().instruments).toEqual(['BGI1', 'ZS1']);
    const created = await call('POST', '/api/market/alerts', DEMO, { instrument: 'BGI1', kind: 'move', level: 1.5 });
    expect(created.statusCode).toBe(200);
    expect(created.json<PriceAlert>()).toMatchObject({ instrument: 'BGI1', kind: 'move', level: 1.5, state: 'active' });
  });
});

describe('market/watchlist', () => {
  it('is empty at first, then kept in the order saved, seen by another session of the same user', async () => {
    expect((await call('GET', '/api/market/watchlist', SUBSCRIBER)).json<Watchlist>()).toEqual({ instruments: [] });
    const saved = await call('PUT', '/api/market/watchlist', SUBSCRIBER, { instruments: ['KC1', 'USDBRL', 'ZS1'] });
    expect(saved.json<Watchlist>().instruments).toEqual(['KC1', 'USDBRL', 'ZS1']);
    const other = (await createSession(server, SUBSCRIBER)).token;
    const seen = await call('GET', '/api/market/watchlist', undefined, undefined, other);
    expect(seen.json<Watchlist>().instruments).toEqual(['KC1', 'USDBRL', 'ZS1']);
    // Another user's list is their own.
    expect((await call('GET', '/api/market/watchlist', 'admin@example.com')).json<Watchlist>().instruments).toEqual([]);
  });

  it('refuses an instrument outside the plan with the catalogue’s code in the request’s language (client bypassed)', async () => {
    const english = await call('PUT', '/api/market/watchlist?lang=EnEu', SUBSCRIBER, { instruments: ['ZS1', 'BGI1'] });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({ code: 5006, message: expect.stringContaining('Insufficient rights') });
    const argentine = await call('PUT', '/api/market/watchlist?lang=EsAr', SUBSCRIBER, { instruments: ['BGI1'] });
    expect(argentine.json<{ message: string }>().message).toMatch(/Derechos insuficientes/);
    expect((await call('GET', '/api/market/watchlist', SUBSCRIBER)).json<Watchlist>().instruments).toEqual([]);
  });

  it.each([
    [{ instruments: ['ZS1', 'ZS1'] }, 'instruments.1'],
    [{ instruments: ['NOPE'] }, 'instruments.0'],
    [{ instruments: Array.from({ length: 51 }, () => 'USDBRL') }, 'instruments'],
    [{ instruments: ['ZS1\u0000'] }, 'instruments.0'],
    [{}, 'instruments'],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    const response = await call('PUT', '/api/market/watchlist?lang=PtPt', SUBSCRIBER, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: { field: string }[] }>().erros.map((e) => e.field)).toContain(field);
  });

  it('leaves out an instrument whose right was withdrawn', async () => {
    await call('PUT', '/api/market/watchlist', SUBSCRIBER, { instruments: ['KC1', 'ZS1'] });
    await setRight(server, SUBSCRIBER, 7, false);
    try {
      expect((await call('GET', '/api/market/watchlist', SUBSCRIBER)).json<Watchlist>().instruments).toEqual(['ZS1']);
    } finally {
      await setRight(server, SUBSCRIBER, 7, true);
    }
    expect((await call('GET', '/api/market/watchlist', SUBSCRIBER)).json<Watchlist>().instruments).toEqual([
      'KC1',
      'ZS1',
    ]);
  });
});

describe('market/alerts', () => {
  it('creates, lists (newest first) and deletes the user’s alerts', async () => {
    clock.set(MIDDAY);
    const first = (
      await call('POST', '/api/market/alerts?lang=EnEu', SUBSCRIBER, { instrument: 'ZS1', kind: 'above', level: 2000 })
    ).json<PriceAlert>();
    clock.advance(1000);
    const second = (
      await call('POST', '/api/market/alerts', SUBSCRIBER, { instrument: 'USDBRL', kind: 'below', level: 1 })
    ).json<PriceAlert>();
    expect(first).toMatchObject({
      instrument: 'ZS1',
      name: 'Soybeans',
      unit: 'USc/bu',
      state: 'active',
      firedAt: null,
    });
    const list = (await call('GET', '/api/market/alerts', SUBSCRIBER)).json<PriceAlerts>().alerts;
    expect(list.map((a) => a.id)).toEqual([second.id, first.id]);
    // Another user cannot delete it, and cannot tell it exists.
    expect((await call('DELETE', `/api/market/alerts/${first.id}`, 'admin@example.com')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/market/alerts/${first.id}`, SUBSCRIBER)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/market/alerts/${first.id}`, SUBSCRIBER)).statusCode).toBe(404);
    expect((await call('GET', '/api/market/alerts', SUBSCRIBER)).json<PriceAlerts>().alerts.map((a) => a.id)).toEqual([
      second.id,
    ]);
  });

  it('refuses an alert on an instrument outside the plan, even from a client that skips its own check', async () => {
    const response = await call('POST', '/api/market/alerts?lang=EnEu', SUBSCRIBER, {
      instrument: 'BGI1',
      kind: 'above',
      level: 300,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: number }>().code).toBe(5006);
    expect((await call('GET', '/api/market/alerts', SUBSCRIBER)).json<PriceAlerts>().alerts).toEqual([]);
  });

  it.each([
    ['EnEu', { instrument: 'ZS1', kind: 'above', level: 0 }, 'level', 'Enter a price above zero'],
    ['EsAr', { instrument: 'ZS1', kind: 'below', level: -5 }, 'level', 'Ingresá un precio mayor que cero'],
    ['PtPt', { instrument: 'ZS1', kind: 'move', level: 60 }, 'level', 'Indique uma variação entre 0,1% e 50%'],
    ['PtBr', { instrument: 'ZS1', kind: 'move', level: 0.05 }, 'level', 'Informe uma variação entre 0,1% e 50%'],
    ['EsEs', { instrument: 'XX1', kind: 'move', level: 2 }, 'instrument', 'Instrumento desconocido'],
  ])('answers a bad alert in %s with the field’s message', async (lang, body, field, message) => {
    const response = await call('POST', `/api/market/alerts?lang=${lang}`, SUBSCRIBER, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: { field: string; message: string }[] }>().erros).toContainEqual({ field, message });
  });

  it.each([
    { instrument: 'ZS1', kind: 'sideways', level: 2 },
    { instrument: 'ZS1', kind: 'above', level: 'twelve' },
    { instrument: 'ZS1', kind: 'above' },
    { instrument: 'ZS1', kind: 'above', level: 1e300 },
    { instrument: 'ZS1', kind: 'above', level: null },
  ])('refuses the body %j with a 400', async (body) => {
    expect((await call('POST', '/api/market/alerts', SUBSCRIBER, body)).statusCode).toBe(400);
  });

  it(`keeps at most ${ALERTS_MAX} alerts a user`, async () => {
    for (let i = 0; i < ALERTS_MAX; i++)
      expect(
        (await call('POST', '/api/market/alerts', SUBSCRIBER, { instrument: 'USDBRL', kind: 'above', level: 6 + i }))
          .statusCode,
      ).toBe(200);
    const refused = await call('POST', '/api/market/alerts?lang=EnEu', SUBSCRIBER, {
      instrument: 'USDBRL',
      kind: 'above',
      level: 99,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ erros: { message: string }[] }>().erros[0]?.message).toMatch(/50 alerts/);
  });
});

describe('an alert as the feed moves prices', () => {
  /** A level between the price now and the price `ms` later, and the kind that the move crosses. */
  async function crossingAhead(id: string, ms: number) {
    const before = await priceOf(id);
    clock.advance(ms);
    const after = await priceOf(id);
    clock.advance(-ms);
    expect(after).not.toBe(before);
    return { kind: after > before ? ('above' as const) : ('below' as const), level: (before + after) / 2, after };
  }

  const alertsOf = async (email = SUBSCRIBER) =>
    (await call('GET', '/api/market/alerts?lang=EnEu', email)).json<PriceAlerts>().alerts;

  it('fires once when the price crosses its level: pushed on the stream and mailed in the account’s language', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/market/stream`, {
      headers: {
        authorization: `Bearer ${tokens.get(SUBSCRIBER)}`,
        'acceptor-token': stations.get(SUBSCRIBER)!,
        accept: 'text/event-stream',
      },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextAlert = async (): Promise<AlertFired> => {
      for (;;) {
        const match = /event: alert\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as AlertFired;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    await queryRows(server.db, sql`update users set language = 'EnEu' where email = ${SUBSCRIBER}`);
    try {
      const mailsBefore = (await mailbox(server, SUBSCRIBER)).length;
      const { kind, level, after } = await crossingAhead('ZS1', 10 * 60_000);
      const created = (
        await call('POST', '/api/market/alerts', SUBSCRIBER, { instrument: 'ZS1', kind, level })
      ).json<PriceAlert>();
      // No crossing yet: a tick at the same instant fires nothing.
      await server.feed.tickNow();
      expect((await alertsOf())[0]?.state).toBe('active');

      clock.advance(10 * 60_000);
      await server.feed.tickNow();
      const pushed = await nextAlert();
      expect(pushed).toMatchObject({ id: created.id, instrument: 'ZS1', kind, level, value: after });
      const [fired] = await alertsOf();
      expect(fired).toMatchObject({ id: created.id, state: 'fired', firedValue: after });
      const mails = await mailbox(server, SUBSCRIBER);
      expect(mails.length).toBe(mailsBefore + 1);
      expect(mails[0]!.subject).toBe('Price alert: Soybeans');
      expect(mails[0]!.text).toContain(kind === 'above' ? 'rose to' : 'fell to');

      // Back across and across again: a fired alert never fires twice.
      clock.advance(-10 * 60_000);
      await server.feed.tickNow();
      clock.advance(10 * 60_000);
      await server.feed.tickNow();
      expect((await mailbox(server, SUBSCRIBER)).length).toBe(mailsBefore + 1);
      expect((await alertsOf())[0]?.state).toBe('fired');
    } finally {
      controller.abort();
      await queryRows(server.db, sql`update users set language = 'PtBr' where email = ${SUBSCRIBER}`);
    }
  });

  it('is suspended while the right is withdrawn: not evaluated, then active again', async () => {
    const mailsBefore = (await mailbox(server, SUBSCRIBER)).length;
    const { kind, level } = await crossingAhead('ZS1', 10 * 60_000);
    await call('POST', '/api/market/alerts', SUBSCRIBER, { instrument: 'ZS1', kind, level });
    await server.feed.tickNow();
    await setRight(server, SUBSCRIBER, 23, false);
    try {
      expect((await alertsOf())[0]?.state).toBe('suspended');
      clock.advance(10 * 60_000);
      await server.feed.tickNow();
      expect((await mailbox(server, SUBSCRIBER)).length).toBe(mailsBefore);
    } finally {
      await setRight(server, SUBSCRIBER, 23, true);
    }
    expect((await alertsOf())[0]?.state).toBe('active');
  });

  it('follows what a demo sees, 15 minutes late', async () => {
    const before = await priceOf('ZS1', DEMO);
    clock.advance(10 * 60_000);
    const after = await priceOf('ZS1', DEMO);
    clock.advance(-10 * 60_000);
    const kind = after > before ? 'above' : 'below';
    await call('POST', '/api/market/alerts', DEMO, { instrument: 'ZS1', kind, level: (before + after) / 2 });
    await server.feed.tickNow();
    clock.advance(10 * 60_000);
    await server.feed.tickNow();
    const [alert] = await alertsOf(DEMO);
    expect(alert).toMatchObject({ state: 'fired', firedValue: after });
    const mail = (await mailbox(server, DEMO))[0]!;
    expect(mail.subject).toBe('Alerta de preço: Soja');
  });
});
