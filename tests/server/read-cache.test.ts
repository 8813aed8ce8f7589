// The content read cache: answers are kept under the whole rights set plus the query, so they never cross rights;
// any write to content, plans, subjects or rights (through the server or straight into the database) shows on the
// very next request; read marks stay each user's own; what a cached server answers equals what an uncached one does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { readCacheOf } from '../../server/content/read-cache';
import { GenerationCache, GenerationSource, generationsOf } from '../../server/db/generations';
import {
  buildTestServer,
  createSession,
  createTestClock,
  createUser,
  queryRows,
  setRight,
  type TestClock,
} from '../../server/testing';

const SUBSCRIBER = 'assinante@example.com';
const DEMO = 'demo@example.com';
const FREE = 'gratuito@example.com';
/** The seeded subscriber's plan covers these subjects; Algodão (3) is offered but not in it. */
const OUTSIDE_PLAN = 3;
const START = new Date('2026-03-02T12:00:00.000Z');

interface Entry {
  id: number;
  title: string;
  locked: boolean;
  read: boolean;
  body?: string;
}

let clock: TestClock;
let server: CeleiroServer;
/** The same seed without the cache, to compare answers with. */
let uncached: CeleiroServer;
const tokens: Record<string, string> = {};
const uncachedTokens: Record<string, string> = {};

beforeAll(async () => {
  clock = createTestClock(START);
  [server, uncached] = await Promise.all([
    buildTestServer({ contentItems: 400, now: clock.now }),
    buildTestServer({ contentItems: 400, now: clock.now, readCache: false }),
  ]);
  for (const email of [SUBSCRIBER, DEMO, FREE]) {
    tokens[email] = (await createSession(server, email)).token;
    uncachedTokens[email] = (await createSession(uncached, email)).token;
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), uncached?.close()]);
});

const get = async (url: string, token: string, target: CeleiroServer = server) => {
  const response = await target.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() as unknown };
};
const list = async (token: string, query = 'commodity=0&pageSize=50') =>
  (await get(`/api/elastic/listall?${query}`, token)).body as { items: Entry[]; total: number };
const detail = async (token: string, id: number) => (await get(`/api/news/detail?id=${id}`, token)).body as Entry;
const stats = () => readCacheOf(server.db).stats();

/** An item of a subject, of a publication type in the subscriber's plan, neither free nor exclusive. */
async function itemOf(subjectId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    server.db,
    sql`select id from content_items where subject_id = ${subjectId} and publication_type = 'news' and not free and not exclusive order by id limit 1`,
  );
  if (!row) throw new Error(`no item of subject ${subjectId}`);
  return Number(row.id);
}

describe('rights isolation', () => {
  const urls = [
    '/api/elastic/listall?commodity=0&pageSize=50',
    '/api/elastic/listall?commodity=16&pageSize=50&page=2',
    '/api/elastic/listall?commodity=3&pageSize=50',
    '/api/reportData/list/all/report/highlight?commodity=0',
    '/api/elastic/news-ticker',
    '/api/elastic/related-news?id=20',
    ...[1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233].map((id) => `/api/news/detail?id=${id}`),
  ];
  const people = [SUBSCRIBER, DEMO, FREE];

  it('answers every profile, in any order, exactly what a server without the cache answers', async () => {
    // Every profile twice, interleaved url by url, so each one meets the others' entries in the cache.
    for (let round = 0; round < 2; round++) {
      for (const url of urls) {
        for (const email of round === 0 ? people : [...people].reverse()) {
          const cachedAnswer = await get(url, tokens[email]!);
          const plainAnswer = await get(url, uncachedTokens[email]!, uncached);
          expect(cachedAnswer, `${email} ${url} (round ${round})`).toEqual(plainAnswer);
        }
      }
    }
  });

  it('shares an entry between users with the same rights set, and only between them', async () => {
    const twin = await createUser(server, { email: 'gemea@example.com', profile: 3, signature: 'Gratuito' });
    const { token } = await createSession(server, twin.email);
    const url = '/api/elastic/listall?commodity=0&pageSize=10&page=3';
    // Each one's own reader (rights, plan) is cached first: below, a request finds it (one hit), then the list.
    for (const who of [token, tokens[FREE]!, tokens[DEMO]!]) await get('/api/elastic/news-ticker', who);
    await get(url, tokens[FREE]!);
    const { hits, misses } = stats();
    await get(url, token);
    expect(stats()).toMatchObject({ hits: hits + 2, misses });
    await get(url, tokens[DEMO]!);
    expect(stats()).toMatchObject({ hits: hits + 3, misses: misses + 1 });
  });

  it('keeps read marks each user’s own, even on a shared entry', async () => {
    const twin = await createUser(server, { email: 'gemea2@example.com', profile: 3, signature: 'Gratuito' });
    const { token } = await createSession(server, twin.email);
    const freeItem = (
      await queryRows<{ id: number }>(
        server.db,
        sql`select id from content_items where free and subject_id <> 61 order by dt_sort desc limit 1`,
      )
    )[0]!;
    const query = 'commodity=0&pageSize=50&mediaType=attachment';
    await list(token, query);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/send-read-news',
      payload: { id: Number(freeItem.id) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(token, Number(freeItem.id))).read).toBe(true);
    expect((await detail(tokens[FREE]!, Number(freeItem.id))).read).toBe(false);
    const mine = await list(token);
    const theirs = await list(tokens[FREE]!);
    expect(mine.items.find((item) => item.id === Number(freeItem.id))?.read).toBe(true);
    expect(theirs.items.find((item) => item.id === Number(freeItem.id))?.read).toBe(false);
  });
});

describe('a rights change', () => {
  it('shows on the very next request, granted and taken back', async () => {
    const id = await itemOf(OUTSIDE_PLAN);
    const query = `commodity=${OUTSIDE_PLAN}&pageSize=50`;
    const token = tokens[SUBSCRIBER]!;
    // Twice, so the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect((await detail(token, id)).locked).toBe(true);
      expect((await list(token, query)).items.find((item) => item.id === id)?.locked).toBe(true);
    }
    const before = stats();
    expect(before.hits).toBeGreaterThan(0);

    await setRight(server, SUBSCRIBER, OUTSIDE_PLAN, true);
    const opened = await detail(token, id);
    expect(opened.locked).toBe(false);
    expect(opened.body).toContain('<p>');
    expect((await list(token, query)).items.some((item) => item.id === id && !item.locked)).toBe(true);
    expect(stats().generation).toBeGreaterThan(before.generation);

    await setRight(server, SUBSCRIBER, OUTSIDE_PLAN, false);
    const closed = await detail(token, id);
    expect(closed.locked).toBe(true);
    expect(closed.body).toBeUndefined();
    expect((await list(token, query)).items.find((item) => item.id === id)?.locked).toBe(true);
  });

  it('shows on the very next request when a plan loses a publication type', async () => {
    const id = await itemOf(16);
    const token = tokens[SUBSCRIBER]!;
    expect((await detail(token, id)).locked).toBe(false);
    expect((await detail(token, id)).locked).toBe(false);
    await server.db.execute(
      sql`update content_plans set publication_types = '["analysis"]'::jsonb where name = 'Plano Grãos e Açúcar'`,
    );
    try {
      expect((await detail(token, id)).locked).toBe(true);
    } finally {
      await server.db.execute(
        sql`update content_plans set publication_types = '["analysis","news","report","flash","newsletter","informative"]'::jsonb where name = 'Plano Grãos e Açúcar'`,
      );
    }
    expect((await detail(token, id)).locked).toBe(false);
  });

  it('shows on the very next request when a user changes profile', async () => {
    const user = await createUser(server, { email: 'mudanca@example.com', profile: 3, signature: 'Gratuito' });
    const { token } = await createSession(server, user.email);
    const id = await itemOf(16);
    expect((await detail(token, id)).locked).toBe(true);
    expect((await detail(token, id)).locked).toBe(true);
    await server.db.execute(sql`update users set profile = 1, signature = 'Plano Corporativo' where id = ${user.id}`);
    await server.db.execute(sql`update user_rights set enabled = true where user_id = ${user.id}`);
    expect((await detail(token, id)).locked).toBe(false);
  });

  it('shows when a demo trial runs out, with no write at all before the request', async () => {
    const user = await createUser(server, {
      email: 'demo-curta@example.com',
      profile: 2,
      signature: 'Demonstração (7 dias)',
      enabledSubjects: [1, 16],
    });
    await server.db.execute(
      sql`update users set demo_ends_at = ${new Date(clock.now().getTime() + 60_000).toISOString()}::timestamptz where id = ${user.id}`,
    );
    const { token } = await createSession(server, user.email);
    const id = await itemOf(16);
    expect((await detail(token, id)).locked).toBe(false);
    expect((await detail(token, id)).locked).toBe(false);
    clock.advance(2 * 60_000);
    try {
      expect((await detail(token, id)).locked).toBe(true);
    } finally {
      clock.set(START);
    }
  });
});

describe('a content write', () => {
  it('shows on the very next request, whether it is an edit, a new item or a new body', async () => {
    const token = tokens[DEMO]!;
    const first = await list(token);
    await list(token);
    const top = first.items[0]!;
    await server.db.execute(sql`update content_items set title_pt = 'Título corrigido' where id = ${top.id}`);
    expect((await list(token)).items[0]!.title).toBe('Título corrigido');

    await server.db.execute(
      sql`update content_bodies set body_pt = '<p>Corpo revisto</p>' where content_id = ${top.id}`,
    );
    expect((await detail(token, top.id)).body).toBe('<p>Corpo revisto</p>');

    await server.db.execute(sql`
      insert into content_items (id, subject_id, publication_type, periodicity, origin_country, author_id, author_name, title_pt, summary_pt, dt_publish, dt_sort)
      values (90001, 16, 'news', 'daily', 'BR', 1, 'Ana Paula Ferreira', 'Notícia nova', 'Resumo', now(), now() + interval '1 day')`);
    const after = await list(token);
    expect(after.total).toBe(first.total + 1);
    expect(after.items[0]!.id).toBe(90001);
  });

  it('moves the generations, which a second source on the same database (another server instance) sees too', async () => {
    const other = new GenerationSource(server.db);
    const before = await other.current();
    await server.db.execute(sql`update content_items set relevant = not relevant where id = 1`);
    const after = await other.current();
    expect(after.content).toBeGreaterThan(before.content);
    expect(await generationsOf(server.db).current()).toEqual(after);
  });
});

describe('the cache itself', () => {
  it('computes a key once for concurrent askers, and keeps no failure', async () => {
    const cache = new GenerationCache<unknown>(10);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get(1, 'k', compute), cache.get(1, 'k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await expect(cache.get(1, 'bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get(1, 'bad', async () => 'fine')).toBe('fine');
  });

  it('forgets everything at a newer generation and keeps nothing for an older one', async () => {
    const cache = new GenerationCache<string>(10);
    expect(await cache.get(1, 'k', async () => 'one')).toBe('one');
    expect(await cache.get(2, 'k', async () => 'two')).toBe('two');
    expect(await cache.get(1, 'k', async () => 'stale')).toBe('stale');
    expect(await cache.get(2, 'k', async () => 'never')).toBe('two');
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new GenerationCache<string>(3);
    for (const key of ['a', 'b', 'c']) await cache.get(1, key, async () => key);
    await cache.get(1, 'a', async () => 'again');
    await cache.get(1, 'd', async () => 'd');
    expect(cache.stats().entries).toBe(3);
    expect(await cache.get(1, 'a', async () => 'recomputed')).toBe('a');
    expect(await cache.get(1, 'b', async () => 'recomputed')).toBe('recomputed');
  });

  it('computes everything when turned off', async () => {
    const cache = new GenerationCache<number>(3, false);
    let runs = 0;
    await cache.get(1, 'k', async () => ++runs);
    await cache.get(1, 'k', async () => ++runs);
    expect(runs).toBe(2);
  });
});
