// The market routes against an oracle derived from the seeded plans: the quotes menu, every market's table and the
// series of every instrument for every seeded profile (what each plan includes, live or 15 minutes late), the
// errors of bad parameters, the live stream, and the visitors' delayed public quotes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  INSTRUMENTS,
  lastClosedDay,
  MARKETS,
  type MarketSeries,
  type MarketTable,
  Profile,
  type PublicQuote,
  type QuotesMenu,
  type QuoteTick,
  seededClose,
  seededSeries,
} from '../../core';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  SEED_SUBJECTS,
  SEED_USERS,
  setRight,
  type TestClock,
} from '../../server/testing';

/** Monday 2 March 2026, 12:00 in São Paulo: Chicago, ICE, B3 and the exchange rates are trading. */
const MIDDAY = new Date('2026-03-02T15:00:00.000Z');
/** Sunday 1 March 2026, 23:00 in São Paulo: everything is closed. */
const SUNDAY_NIGHT = new Date('2026-03-02T02:00:00.000Z');
const DELAY_MS = 15 * 60_000;

let server: CeleiroServer;
let clock: TestClock;
const tokens = new Map<string, string>();
/** The acceptor token of each user's session (the quotes module's station). */
const stations = new Map<string, string>();

beforeAll(async () => {
  clock = createTestClock(MIDDAY);
  server = await buildTestServer({ now: clock.now });
  for (const user of SEED_USERS) {
    const session = await createSession(server, user.email);
    tokens.set(user.email, session.token);
    stations.set(user.email, session.acceptorToken);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => clock.set(MIDDAY));

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The oracle: the instruments a seeded user's plan includes, and whether late, straight from the seed's data. */
function expected(user: (typeof SEED_USERS)[number]): { ids: string[]; delayed: boolean } | undefined {
  if (!user.hasQuotesRights || user.profile === Profile.FREE) return undefined;
  const offered = SEED_SUBJECTS.filter((s) => s.habilitado).map((s) => s.id);
  const subjects = new Set(user.enabledSubjects === 'all' ? offered : user.enabledSubjects);
  return {
    ids: INSTRUMENTS.filter((i) => i.commodity === 0 || subjects.has(i.commodity)).map((i) => i.id),
    delayed: user.profile === Profile.DEMO,
  };
}

describe('list-menu/content/quotes', () => {
  it.each(SEED_USERS.map((u) => [u.email, u] as const))('gives %s the markets of its plan', async (email, user) => {
    const response = await get('/api/list-menu/content/quotes?lang=EnEu', tokens.get(email));
    expect(response.statusCode).toBe(200);
    const menu = response.json<QuotesMenu>();
    const oracle = expected(user);
    if (!oracle) {
      expect(menu).toEqual({ hasQuotesRights: false, delayed: false, markets: [] });
      return;
    }
    expect(menu.hasQuotesRights).toBe(true);
    expect(menu.delayed).toBe(oracle.delayed);
    const counts = Object.fromEntries(
      MARKETS.map((m) => [m, INSTRUMENTS.filter((i) => i.market === m && oracle.ids.includes(i.id)).length]),
    );
    expect(Object.fromEntries(menu.markets.map((m) => [m.market, m.count]))).toEqual(
      Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)),
    );
    const futures = menu.markets.find((m) => m.market === 'futures');
    expect(futures?.nome).toBe('Futures market');
    expect(futures?.status).toBe(oracle.delayed ? 'delayed' : 'live');
    expect(menu.markets.find((m) => m.market === 'physical')?.status).toBe('closed');
  });

  it('asks a visitor to sign in', async () => {
    expect((await get('/api/list-menu/content/quotes')).statusCode).toBe(401);
  });
});

describe('market/table', () => {
  const cases = SEED_USERS.flatMap((user) => MARKETS.map((market) => [user.email, market, user] as const));
  it.each(cases)('gives %s the %s rows of its plan only', async (email, market, user) => {
    const response = await get(`/api/market/table?market=${market}`, tokens.get(email));
    const oracle = expected(user);
    if (!oracle) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: number }>().code).toBe(5006);
      return;
    }
    expect(response.statusCode).toBe(200);
    const table = response.json<MarketTable>();
    expect(table.delayed).toBe(oracle.delayed);
    expect(table.rows.map((r) => r.id)).toEqual(
      INSTRUMENTS.filter((i) => i.market === market && oracle.ids.includes(i.id)).map((i) => i.id),
    );
    for (const row of table.rows) {
      expect(row.source).not.toBe('');
      expect(row.unit).not.toBe('');
      expect(row.currency).toMatch(/^[A-Z]{3}$/);
      expect(row.method).not.toBe('');
      expect(row.low).toBeLessThanOrEqual(row.last);
      expect(row.high).toBeGreaterThanOrEqual(row.last);
      const daily = market === 'physical' || market === 'indicators';
      expect(row.status).toBe(daily ? 'closed' : oracle.delayed ? 'delayed' : 'live');
      expect(Date.parse(row.time)).toBeLessThanOrEqual(MIDDAY.getTime() - (oracle.delayed ? DELAY_MS : 0));
      if (daily) {
        // A daily series shows the last close, Friday's, against Thursday's.
        expect(row.last).toBe(seededClose(row.id, '2026-02-27'));
        expect(row.change).toBeCloseTo(row.last - seededClose(row.id, '2026-02-26')!, 4);
      }
    }
  });

  it('shows a demo the prices a subscriber saw 15 minutes earlier', async () => {
    const demo = (await get('/api/market/table?market=futures', tokens.get('demo@example.com'))).json<MarketTable>();
    clock.set(new Date(MIDDAY.getTime() - DELAY_MS));
    const earlier = (
      await get('/api/market/table?market=futures', tokens.get('assinante@example.com'))
    ).json<MarketTable>();
    const subscriberRows = new Map(earlier.rows.map((r) => [r.id, r]));
    const shared = demo.rows.filter((r) => subscriberRows.has(r.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const row of shared) expect(row.last).toBe(subscriberRows.get(row.id)!.last);
  });

  it('moves the futures and exchange rates during the session, and not the physical prices', async () => {
    const token = tokens.get('admin@example.com');
    const before = (await get('/api/market/table?market=futures', token)).json<MarketTable>();
    const physicalBefore = (await get('/api/market/table?market=physical', token)).json<MarketTable>();
    clock.advance(10 * 60_000);
    const after = (await get('/api/market/table?market=futures', token)).json<MarketTable>();
    const physicalAfter = (await get('/api/market/table?market=physical', token)).json<MarketTable>();
    expect(after.rows.map((r) => r.last)).not.toEqual(before.rows.map((r) => r.last));
    expect(after.rows.every((r, i) => Date.parse(r.time) > Date.parse(before.rows[i]!.time))).toBe(true);
    expect(physicalAfter).toEqual(physicalBefore);
  });

  it('shows every market closed at night, at the last close', async () => {
    clock.set(SUNDAY_NIGHT);
    const table = (await get('/api/market/table?market=fx', tokens.get('admin@example.com'))).json<MarketTable>();
    for (const row of table.rows) {
      expect(row.status).toBe('closed');
      expect(row.last).toBe(seededClose(row.id, '2026-02-27'));
    }
  });

  it.each(['', '?market=stocks', '?market=futures&market=fx'])('refuses the query %j with a 400', async (query) => {
    const response = await get(`/api/market/table${query}`, tokens.get('admin@example.com'));
    expect(response.statusCode).toBe(400);
  });

  it('follows a right taken back at once', async () => {
    const email = 'assinante@example.com';
    await setRight(server, email, 7, false);
    try {
      const rows = (await get('/api/market/table?market=futures', tokens.get(email))).json<MarketTable>().rows;
      expect(rows.map((r) => r.id)).not.toContain('KC1');
      expect((await get('/api/market/series?instrument=KC1&range=1M', tokens.get(email))).statusCode).toBe(403);
    } finally {
      await setRight(server, email, 7, true);
    }
  });
});

describe('market/series', () => {
  const cases = SEED_USERS.flatMap((user) => INSTRUMENTS.map((i) => [user.email, i.id, user] as const));
  it.each(cases)('answers %s for %s as its plan says', async (email, id, user) => {
    const response = await get(`/api/market/series?instrument=${id}&range=1M`, tokens.get(email));
    const oracle = expected(user);
    if (!oracle?.ids.includes(id)) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: number }>().code).toBe(5006);
      return;
    }
    expect(response.statusCode).toBe(200);
    const series = response.json<MarketSeries>();
    const instrument = INSTRUMENTS.find((i) => i.id === id)!;
    const last = lastClosedDay(instrument.session, MIDDAY.getTime() - (oracle.delayed ? DELAY_MS : 0));
    expect(series.bars).toEqual(seededSeries(instrument, '2026-01-28', last));
    expect(series.unit).toBe(instrument.unit);
  });

  it('covers each range, oldest first, three years of days for 3Y', async () => {
    const token = tokens.get('admin@example.com');
    const days: Record<string, number> = {};
    for (const range of ['1M', '3M', '6M', '1Y', '3Y']) {
      const series = (await get(`/api/market/series?instrument=USDBRL&range=${range}`, token)).json<MarketSeries>();
      const list = series.bars.map((b) => b.day);
      expect(list).toEqual([...list].sort());
      expect(list.at(-1)).toBe('2026-02-27');
      days[range] = list.length;
    }
    expect(days).toMatchObject({ '1M': 23 });
    expect(days['3Y']).toBeGreaterThan(760);
    expect(days['1Y']!).toBeGreaterThan(250);
  });

  it.each([
    '?instrument=ZS1',
    '?range=1M',
    '?instrument=ZS1&range=2Y',
    '?instrument=zs1&range=1M',
    '?instrument=NOPE&range=1M',
    `?instrument=${'A'.repeat(40)}&range=1M`,
    '?instrument=ZS1%00&range=1M',
  ])('refuses %s with a 400', async (query) => {
    const response = await get(`/api/market/series${query}`, tokens.get('admin@example.com'));
    expect(response.statusCode).toBe(400);
  });
});

describe('market/stream', () => {
  /** Opens the stream on the listening server; `events` reads the next event of a kind, `done` tells whether it ended. */
  async function openStream(headers: Record<string, string>) {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/market/stream`, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const decoder = new TextDecoder();
    let text = '';
    /** The data of the next event of this kind; throws when the stream ends first. */
    const next = async <T>(kind: string): Promise<T> => {
      for (;;) {
        const match = new RegExp(`event: ${kind}\ndata: (.*)\n\n`).exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as T;
        }
        reader ??= response.body!.getReader();
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    return { response, next, close: () => controller.abort() };
  }
  const subscriber = (station = stations.get('assinante@example.com')!) => ({
    authorization: `Bearer ${tokens.get('assinante@example.com')}`,
    'acceptor-token': station,
  });

  it("sends the prices at once, then what moved, to the module's station (bearer and acceptor token in headers)", async () => {
    const stream = await openStream(subscriber());
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await stream.next<QuoteTick[]>('tick');
    expect(first.map((t) => t.id)).toContain('ZS1');
    expect(first.map((t) => t.id)).not.toContain('BGI1');
    expect(first.every((t) => t.status === 'live')).toBe(true);
    clock.advance(60_000);
    await server.feed.tickNow();
    const moved = await stream.next<QuoteTick[]>('tick');
    const zs = moved.find((t) => t.id === 'ZS1');
    expect(zs).toBeDefined();
    expect(Date.parse(zs!.time)).toBeGreaterThan(Date.parse(first.find((t) => t.id === 'ZS1')!.time));
    stream.close();
  });

  it('refuses a stream without a live acceptor token of the same session with AcceptorError', async () => {
    const other = await createSession(server, 'assinante@example.com');
    for (const station of [undefined, 'not-a-token', other.acceptorToken]) {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens.get('assinante@example.com')}` };
      if (station) headers['acceptor-token'] = station;
      const stream = await openStream(headers);
      expect(stream.response.status).toBe(401);
      expect(await stream.response.json()).toMatchObject({ errorType: 'AcceptorError', code: 5500 });
    }
  });

  it('ends the stream with an AcceptorError event when the module opens on another device or is left; the sign-in goes on', async () => {
    const desk = await createSession(server, 'assinante@example.com');
    const phone = await createSession(server, 'assinante@example.com');
    const headers = (token: string, station: string) => ({
      authorization: `Bearer ${token}`,
      'acceptor-token': station,
    });
    const post = (url: string, token: string, payload: object) =>
      server.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

    // The phone opens the module: the desk's stream is told at once that another station connected, and ends.
    const onDesk = await openStream(headers(desk.token, desk.acceptorToken));
    await onDesk.next('tick');
    const issued = (await post('/api/acceptor/newtoken', phone.token, { ua: 'phone' })).json<{ acptoken: string }>();
    await expect(onDesk.next('ended')).resolves.toEqual({
      errorType: 'AcceptorError',
      code: 5500,
      message: 'Outra estação se conectou, por isso você foi desconectado.',
      erros: [],
    });
    await expect(onDesk.next('tick')).rejects.toThrow('stream ended');
    expect((await openStream(headers(desk.token, desk.acceptorToken))).response.status).toBe(401);

    // A refresh on the desk takes the prices back: now the phone's stream ends.
    const onPhone = await openStream(headers(phone.token, issued.acptoken));
    await onPhone.next('tick');
    const back = await post('/api/acceptor/refresh-token', desk.token, { refresh_token: desk.refreshToken });
    expect(back.statusCode).toBe(200);
    await expect(onPhone.next('ended')).resolves.toMatchObject({ errorType: 'AcceptorError' });

    // The desk leaves (keep-alive logout with its token): its stream ends, its sign-in does not.
    const { acptoken } = back.json<{ acptoken: string }>();
    const again = await openStream(headers(desk.token, acptoken));
    await again.next('tick');
    const logout = await post('/api/acceptor/logout', desk.token, {
      token: acptoken,
      refresh_token: desk.refreshToken,
      email: 'assinante@example.com',
    });
    expect(logout.statusCode).toBe(200);
    await expect(again.next('ended')).resolves.toMatchObject({ errorType: 'AcceptorError' });
    expect((await get('/api/market/table?market=futures', desk.token)).statusCode).toBe(200);
    expect((await get('/api/market/table?market=futures', phone.token)).statusCode).toBe(200);
  });

  it('answers a request that does not read events with a 400, instead of a stream that never ends', async () => {
    const response = await get('/api/market/stream', tokens.get('assinante@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: { field: string }[] }>().erros[0]?.field).toBe('accept');
  });

  it('refuses a free user and a visitor', async () => {
    expect((await get('/api/market/stream', tokens.get('gratuito@example.com'))).statusCode).toBe(403);
    expect((await get('/api/market/stream')).statusCode).toBe(401);
  });
});

describe('cache content-private/quotes-public', () => {
  it('gives visitors the main contracts 15 minutes late, from the seeded series', async () => {
    const response = await server.app.inject({
      url: '/cache/content-private/quotes-public',
      headers: { authorization: `Bearer ${server.options.cacheKey}` },
    });
    const quotes = response.json<PublicQuote[]>();
    expect(quotes.map((q) => q.symbol)).toEqual(['SB', 'KC', 'ZC', 'ZS', 'BGI', 'CCM']);
    for (const quote of quotes) expect(Date.parse(quote.updatedAt)).toBeLessThanOrEqual(MIDDAY.getTime() - DELAY_MS);
    clock.set(SUNDAY_NIGHT);
    const closed = (
      await server.app.inject({
        url: '/cache/content-private/quotes-public',
        headers: { authorization: `Bearer ${server.options.cacheKey}` },
      })
    ).json<PublicQuote[]>();
    expect(closed.find((q) => q.symbol === 'ZS')?.last).toBe(seededClose('ZS1', '2026-02-27'));
  });
});
