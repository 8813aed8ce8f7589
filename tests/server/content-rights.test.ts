// Rights on every content route for every profile: an item's body (and attachments) reach only a profile entitled
// to it, every other item comes back locked, and Hedge solutions never comes back. The oracle below restates the
// seeded plans from the database rows, independently of the server's own decision.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows } from '../../server/testing';

const PROFILES = ['subscriber', 'demo', 'free'] as const;
type Who = (typeof PROFILES)[number];

/** The seeded subscriber's plan: its subjects and publication types. */
const SUBSCRIBER_PLAN = {
  subjects: [1, 7, 13, 16, 17, 23],
  types: ['analysis', 'news', 'report', 'flash', 'newsletter', 'informative'],
};
const HEDGE = 61;

interface Row {
  id: number;
  subject_id: number;
  publication_type: string;
  free: boolean;
  exclusive: boolean;
}

/** Whether `who` may read the item whole (SPEC §6): free reads free items; demo all but the upsell (exclusive); subscriber the plan. */
function entitled(who: Who, item: Row): boolean {
  if (item.free) return true;
  if (who === 'free') return false;
  if (who === 'demo') return !item.exclusive;
  return SUBSCRIBER_PLAN.subjects.includes(item.subject_id) && SUBSCRIBER_PLAN.types.includes(item.publication_type);
}

let server: CeleiroServer;
const tokens = {} as Record<Who, string>;
let rows = new Map<number, Row>();

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 800 });
  tokens.subscriber = (await createSession(server, 'assinante@example.com')).token;
  tokens.demo = (await createSession(server, 'demo@example.com')).token;
  tokens.free = (await createSession(server, 'gratuito@example.com')).token;
  const all = await queryRows<Row>(
    server.db,
    sql`select id, subject_id, publication_type, free, exclusive from content_items`,
  );
  rows = new Map(
    all.map((row) => [Number(row.id), { ...row, id: Number(row.id), subject_id: Number(row.subject_id) }]),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Every object in a JSON answer that describes a content item (it has a numeric id and a locked flag). */
function itemsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(itemsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const nested = Object.values(object).flatMap(itemsIn);
  return typeof object.id === 'number' && typeof object.locked === 'boolean' ? [object, ...nested] : nested;
}

/** Some seeded ids of each kind, so detail routes meet every case. */
function sampleIds(): number[] {
  const kinds = new Map<string, number[]>();
  for (const row of rows.values()) {
    const kind = `${row.subject_id === HEDGE}|${row.free}|${row.exclusive}|${SUBSCRIBER_PLAN.subjects.includes(row.subject_id)}|${SUBSCRIBER_PLAN.types.includes(row.publication_type)}`;
    const ids = kinds.get(kind) ?? [];
    if (ids.length < 3) kinds.set(kind, [...ids, row.id]);
  }
  return [...kinds.values()].flat();
}

/** The routes that return content items, as a profile reaches them. */
function routes(): string[] {
  const ids = sampleIds().filter((id) => rows.get(id)?.subject_id !== HEDGE);
  return [
    ...[0, 1, 3, 13].flatMap((commodity) =>
      [1, 2].map((page) => `/api/elastic/listall?commodity=${commodity}&pageSize=50&page=${page}`),
    ),
    '/api/elastic/listall?commodity=0&pageSize=50&exclusive=true',
    '/api/elastic/listall?commodity=0&pageSize=50&mediaType=attachment',
    ...[0, 1, 3].map((commodity) => `/api/reportData/list/all/report/highlight?commodity=${commodity}`),
    '/api/elastic/news-ticker',
    '/api/elastic/news-ticker?important=true',
    '/api/elastic/news-ticker?highlight=true',
    ...ids.slice(0, 6).map((id) => `/api/elastic/related-news?id=${id}`),
    `/api/news/list-detail?ids=${ids.slice(0, 50).join(',')}`,
    ...ids.map((id) => `/api/news/detail?id=${id}`),
    '/api/user/count-sent-news',
    '/api/content/notification',
  ];
}

describe.each(PROFILES)('what the %s receives', (who) => {
  it('on every content route: the whole item only when entitled, otherwise locked without body or attachments; never Hedge solutions', async () => {
    let seen = 0;
    // Every route twice: the second pass is answered from the read cache.
    for (const url of [...routes(), ...routes()]) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      expect(response.statusCode, `${who} ${url}`).toBe(200);
      for (const item of itemsIn(response.json())) {
        const row = rows.get(item.id as number);
        expect(row, `${who} ${url}: unknown item ${String(item.id)}`).toBeDefined();
        if (!row) continue;
        seen++;
        expect(row.subject_id, `${who} ${url}: Hedge solutions item ${row.id}`).not.toBe(HEDGE);
        expect(item.locked, `${who} ${url}: item ${row.id} locked`).toBe(!entitled(who, row));
        if (item.locked) {
          expect(item.body, `${who} ${url}: body of locked item ${row.id}`).toBeUndefined();
          expect(item.attachments ?? [], `${who} ${url}: attachments of locked item ${row.id}`).toEqual([]);
        }
      }
    }
    expect(seen).toBeGreaterThan(200);
  });

  it('answers 403 for the detail of a Hedge solutions item', async () => {
    const hedge = [...rows.values()].find((row) => row.subject_id === HEDGE);
    expect(hedge).toBeDefined();
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/news/detail?id=${hedge!.id}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
