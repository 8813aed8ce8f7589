// Probe (a): the rights matrix. Every GET route of the API and of the cache service, with the item lists and details
// at many ids, for every kind of reader: anonymous, free, demo, subscriber, publisher, editor and admin. An item's body
// and attachments reach only a reader entitled to it (the oracle below restates SPEC §6 from the database rows,
// independently of the server's decision), every other item comes back locked, an item of a subject not offered
// (Hedge solutions) never comes back, and an anonymous reader gets nothing but the public service. Prints
// "rights: N checks, 0 leaks".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { declaredRoutes } from '../../server/security/input';
import { buildTestServer, createSession, queryRows } from '../../server/testing';
import { count, recordFigure } from './figures';
import { requestFor } from './fields';

const READERS = ['anonymous', 'free', 'demo', 'subscriber', 'publisher', 'editor', 'admin'] as const;
type Reader = (typeof READERS)[number];
const EMAILS: Record<Exclude<Reader, 'anonymous'>, string> = {
  free: 'gratuito@example.com',
  demo: 'demo@example.com',
  subscriber: 'assinante@example.com',
  publisher: 'publicador@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.com',
};
/** The API routes an anonymous reader may call (everything else answers 401). */
const PUBLIC_API = new Set([
  '/api/health',
  '/api/auth/resend/two-factor-auth-token/:token',
  '/api/auth/send-confirm-email-token/:token',
  // The help's public desks and the landing page are for visitors.
  '/api/attendance/public',
  '/api/landing-page',
  // The public download by an e-mailed token: the token is the credential (unknown tokens answer 400).
  '/api/public/file/download',
  // The copy of one's data by its e-mailed link: the token is the credential (unknown tokens answer a 404 page).
  '/api/user/data-export/download',
  // A media stream's signed address is its credential (made per user and item, rights read again on every range);
  // a thumbnail is a generated picture of no paid content.
  '/api/media/stream/:id/:height',
  '/api/media/thumbnail/:id.svg',
  // The API's OpenAPI description and its rendered reference are public documentation.
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/.+',
]);

interface Item {
  id: number;
  subject_id: number;
  publication_type: string;
  free: boolean;
  exclusive: boolean;
}

/** What the oracle knows of a signed-in reader: profile, enabled subjects and the plan's types (null = all). */
interface Entitlement {
  profile: number;
  subjects: Set<number>;
  types: string[] | null;
}

let server: CeleiroServer;
const tokens = new Map<Reader, string>();
const entitlements = new Map<Reader, Entitlement>();
let items = new Map<number, Item>();
let offered = new Set<number>();

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 800, rateLimit: false });
  for (const reader of READERS)
    if (reader !== 'anonymous') tokens.set(reader, (await createSession(server, EMAILS[reader])).token);
  const rows = await queryRows<Item>(
    server.db,
    sql`select id, subject_id, publication_type, free, exclusive from content_items`,
  );
  items = new Map(
    rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), subject_id: Number(row.subject_id) }]),
  );
  offered = new Set(
    (await queryRows<{ id: number }>(server.db, sql`select id from subjects where habilitado`)).map((row) =>
      Number(row.id),
    ),
  );
  for (const reader of READERS) {
    if (reader === 'anonymous') continue;
    const [user] = await queryRows<{ id: number; profile: number; signature: string }>(
      server.db,
      sql`select id, profile, signature from users where email = ${EMAILS[reader]}`,
    );
    const rights = await queryRows<{ subject_id: number }>(
      server.db,
      sql`select subject_id from user_rights where user_id = ${user!.id} and enabled`,
    );
    const [plan] = await queryRows<{ publication_types: string[] | null }>(
      server.db,
      sql`select publication_types from content_plans where name = ${user!.signature}`,
    );
    entitlements.set(reader, {
      profile: Number(user!.profile),
      subjects: new Set(rights.map((r) => Number(r.subject_id))),
      types: plan ? plan.publication_types : null,
    });
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Whether a reader may have an item's attachments: entitled to it, and not a Demo (its attachments are the upsell) unless free. */
function attachmentsFor(reader: Reader, item: Item): boolean {
  if (!entitled(reader, item)) return false;
  return item.free || entitlements.get(reader)?.profile !== 2;
}

/** Whether a reader may read an item whole (SPEC §6): free items for all; Free nothing else; Demo all but exclusive; Subscriber its subjects and plan types. */
function entitled(reader: Reader, item: Item): boolean {
  if (item.free) return true;
  const who = entitlements.get(reader);
  if (!who || who.profile === 0) return false;
  if (who.profile === 2) return !item.exclusive;
  return who.subjects.has(item.subject_id) && (who.types === null || who.types.includes(item.publication_type));
}

/** Every object in a JSON answer that describes a content item (a numeric id and a locked flag). */
function itemsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(itemsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const nested = Object.values(object).flatMap(itemsIn);
  return typeof object.id === 'number' && typeof object.locked === 'boolean' ? [object, ...nested] : nested;
}

/** Ids of every kind of item (subject offered or not, free, exclusive, in or out of each plan), a few of each. */
function sampleIds(): number[] {
  const kinds = new Map<string, number[]>();
  for (const item of items.values()) {
    const kind = `${offered.has(item.subject_id)}|${item.free}|${item.exclusive}|${item.subject_id}|${item.publication_type}`;
    const ids = kinds.get(kind) ?? [];
    if (ids.length < 1) kinds.set(kind, [...ids, item.id]);
  }
  return [...kinds.values()].flat();
}

/** The URLs of the matrix: every GET route once with valid values, and the item routes at many ids and filters. */
function urls(): string[] {
  const ids = sampleIds();
  const routes = declaredRoutes(server.app).filter(
    (route) =>
      route.method === 'GET' &&
      !route.url.startsWith('/dev') &&
      (route.url.startsWith('/api') || route.url.startsWith('/cache')),
  );
  const visible = ids.filter((id) => offered.has(items.get(id)!.subject_id));
  return [
    ...routes.map((route) => String(requestFor(route, undefined, '').url)),
    ...[0, 1, 3, 6, 7, 13, 16, 30].flatMap((commodity) =>
      [1, 2].map((page) => `/api/elastic/listall?commodity=${commodity}&pageSize=50&page=${page}`),
    ),
    ...['exclusive=true', 'mediaType=attachment', 'publicationType=report', 'important=true', 'live=true'].map(
      (filter) => `/api/elastic/listall?pageSize=50&${filter}`,
    ),
    ...[0, 1, 3, 7].map((commodity) => `/api/reportData/list/all/report/highlight?commodity=${commodity}&limit=50`),
    '/api/elastic/news-ticker?limit=50',
    '/api/elastic/news-ticker?important=true',
    '/api/elastic/news-ticker?highlight=true',
    ...visible.slice(0, 20).map((id) => `/api/elastic/related-news?id=${id}&limit=20`),
    `/api/news/list-detail?ids=${visible.slice(0, 50).join(',')}`,
    `/api/news/list-detail?ids=${visible.slice(50, 100).join(',')}`,
    ...ids.map((id) => `/api/news/detail?id=${id}`),
    ...ids.slice(0, 30).map((id) => `/cache/content-private/public-detail?id=${id}`),
  ];
}

describe('the rights matrix', () => {
  it('gives every reader only what it is entitled to, on every route', async () => {
    let checks = 0;
    const leaks: string[] = [];
    const check = (ok: boolean, what: string) => {
      checks++;
      if (!ok) leaks.push(what);
    };
    const all = urls();
    expect(all.length).toBeGreaterThan(150);
    for (const reader of READERS) {
      for (const url of all) {
        const cache = url.startsWith('/cache/');
        const auth = cache ? server.options.cacheKey : tokens.get(reader);
        const response = await server.app.inject({
          method: 'GET',
          url,
          headers: auth ? { authorization: `Bearer ${auth}` } : {},
        });
        const route = url.split('?')[0]!;
        if (reader === 'anonymous' && !cache) {
          const isPublic = [...PUBLIC_API].some((path) =>
            new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`).test(route),
          );
          check(isPublic || response.statusCode === 401, `anonymous ${url}: ${response.statusCode}`);
        }
        check(response.statusCode < 500, `${reader} ${url}: ${response.statusCode}`);
        const body: unknown = String(response.headers['content-type'] ?? '').includes('json')
          ? response.json()
          : undefined;
        // The public service reads as a visitor, whoever asks.
        const as: Reader = cache ? 'anonymous' : reader;
        if (/\/(news\/detail|related-news)$/.test(route) && response.statusCode === 200) {
          const id = Number(new URL(url, 'http://x').searchParams.get('id'));
          check(
            offered.has(items.get(id)?.subject_id ?? -1),
            `${reader} ${url}: an item of a subject not offered answered 200`,
          );
        }
        for (const item of itemsIn(body)) {
          const row = items.get(item.id as number);
          check(row !== undefined, `${reader} ${url}: unknown item ${String(item.id)}`);
          if (!row) continue;
          check(
            offered.has(row.subject_id),
            `${reader} ${url}: item ${row.id} of subject ${row.subject_id}, not offered`,
          );
          check(item.locked === !entitled(as, row), `${reader} ${url}: item ${row.id} locked=${String(item.locked)}`);
          if (item.locked !== false) {
            check(item.body === undefined, `${reader} ${url}: body of locked item ${row.id}`);
            check(
              ((item.attachments as unknown[] | undefined) ?? []).length === 0,
              `${reader} ${url}: attachments of locked item ${row.id}`,
            );
          }
        }
      }
      // An attachment (read or downloaded) only for a reader entitled to the item's attachments; never for anonymous.
      for (const id of sampleIds().slice(0, 40)) {
        const row = items.get(id)!;
        for (const route of ['read-document', 'download-document-watermark']) {
          const response = await server.app.inject({
            method: 'GET',
            url: `/api/${route}?id=${id}&attachment=1`,
            headers: tokens.has(reader) ? { authorization: `Bearer ${tokens.get(reader)}` } : {},
          });
          const allowed = reader !== 'anonymous' && offered.has(row.subject_id) && attachmentsFor(reader, row);
          check(
            allowed ? response.statusCode === 200 || response.statusCode === 400 : response.statusCode >= 400,
            `${reader} ${route} ${id}: ${response.statusCode}`,
          );
          check(
            (response.headers['content-type'] === 'application/pdf') === (allowed && response.statusCode === 200),
            `${reader} ${route} ${id}: a document ${allowed ? 'refused' : 'leaked'}`,
          );
        }
      }
      // A read mark only for an item the reader may open.
      if (reader !== 'anonymous') {
        for (const id of sampleIds().slice(0, 40)) {
          const row = items.get(id)!;
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/send-read-news',
            payload: { id },
            headers: { authorization: `Bearer ${tokens.get(reader)}` },
          });
          check(
            (response.statusCode === 200) === (offered.has(row.subject_id) && entitled(reader, row)),
            `${reader} send-read-news ${id}: ${response.statusCode}`,
          );
        }
      }
    }
    recordFigure(
      'rights',
      `rights: ${count(checks)} checks over ${count(all.length)} requests × ${READERS.length} readers (${READERS.join(', ')}), ${count(leaks.length)} leaks`,
    );
    expect(leaks.slice(0, 20)).toEqual([]);
    expect(checks).toBeGreaterThan(20_000);
  });
});
