// The cache service (issue 9, item 10). Its key is public by design: /config.json hands it to every browser. So the
// service must serve only public teasers: whatever key a request carries (the cache key, none, a wrong one, a signed-in
// admin's tokens, the config credentials), no answer of any /cache route holds the body or an attachment of any item
// that is not free, nor marks such an item readable. The routes are read from the server, so new ones are covered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows } from '../../server/testing';

const CACHE_KEY = 'the-public-cache-key';
let server: CeleiroServer;
let privateTexts: string[] = [];
let freeIds = new Set<number>();
let lockedIds: number[] = [];
let keys: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 400, cacheKey: CACHE_KEY });
  const admin = await createSession(server, 'admin@example.com');
  keys = {
    'the cache key': `Bearer ${CACHE_KEY}`,
    'no key': undefined,
    'a wrong key': 'Bearer guess',
    "an admin's access token": `Bearer ${admin.token}`,
    "an admin's refresh token": `Bearer ${admin.refreshToken}`,
    'the config credentials': `Basic ${Buffer.from('celeiro:celeiro').toString('base64')}`,
  };
  const bodies = await queryRows<{
    body_pt: string;
    body_en: string | null;
    body_es: string | null;
    attachments: { url: string }[];
  }>(
    server.db,
    sql`select b.body_pt, b.body_en, b.body_es, i.attachments from content_items i join content_bodies b on b.content_id = i.id where not i.free`,
  );
  // Whole bodies and attachment links: long enough that no teaser holds one by chance.
  privateTexts = [
    ...new Set(
      bodies
        .flatMap((b) => [b.body_pt, b.body_en, b.body_es, ...b.attachments.map((a) => a.url)])
        .filter((t): t is string => !!t && t.length > 20),
    ),
  ];
  const items = await queryRows<{ id: number; free: boolean }>(
    server.db,
    sql`select id, free from content_items order by dt_sort desc`,
  );
  freeIds = new Set(items.filter((i) => i.free).map((i) => Number(i.id)));
  lockedIds = items
    .filter((i) => !i.free)
    .map((i) => Number(i.id))
    .slice(0, 40);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Every GET route under /cache, read from Fastify's route tree. */
function cacheRoutes(): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (
      path.startsWith('/cache/') &&
      (match[3] ?? '')
        .split(',')
        .map((m) => m.trim())
        .includes('GET')
    )
      paths.push(path);
  }
  return paths;
}

/** Every string in a JSON answer. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap(stringsIn);
}

/** Every object in a JSON answer that describes a content item (a numeric id and a title). */
function itemsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(itemsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const nested = Object.values(object).flatMap(itemsIn);
  return typeof object.id === 'number' && 'title' in object ? [object, ...nested] : nested;
}

describe('the cache service', () => {
  it('never answers private content, whatever key is used', async () => {
    const routes = cacheRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        '/cache/content',
        '/cache/news/cache',
        '/cache/news/cache/highlights',
        '/cache/content-private/public-detail',
        '/cache/subjects',
      ]),
    );
    expect(privateTexts.length).toBeGreaterThan(50);
    expect(lockedIds.length).toBe(40);
    const urls = routes.flatMap((path) =>
      path.endsWith('/public-detail') ? lockedIds.map((id) => `${path}?id=${id}`) : [path, `${path}?lang=EnEu`],
    );
    let answered = 0;
    let teasers = 0;
    for (const [name, authorization] of Object.entries(keys)) {
      for (const url of urls) {
        const response = await server.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${name} ${url}`).toBeLessThan(500);
        if (authorization !== `Bearer ${CACHE_KEY}`) {
          expect(response.statusCode, `${name} ${url}`).toBe(401);
          continue;
        }
        if (response.statusCode !== 200) continue;
        answered++;
        const strings = stringsIn(response.json()).join('\u0000');
        for (const text of privateTexts) expect(strings.includes(text), `${url} holds private content`).toBe(false);
        for (const item of itemsIn(response.json())) {
          teasers++;
          expect(item.body, `${url}: body of item ${String(item.id)}`).toBeUndefined();
          expect(item.attachments, `${url}: attachments of item ${String(item.id)}`).toBeUndefined();
          if (!freeIds.has(item.id as number) && 'locked' in item)
            expect(item.locked, `${url}: item ${String(item.id)} readable`).toBe(true);
        }
      }
    }
    expect(answered).toBeGreaterThan(40);
    expect(teasers).toBeGreaterThan(40);
  }, 120_000);
});
