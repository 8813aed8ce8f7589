// The seeded database template (server/db/template.ts): an empty data folder starts from a copy of it with the full
// seed dated as of that start; a folder that already holds a database is neither overwritten, reseeded nor moved.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTrialEnd } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { FULL_CONTENT_ITEMS, generateContent } from '../../server/content/seed';
import { TEMPLATE_TABLE } from '../../server/db/database';
import { makeTemplate } from '../../server/db/template';
import { seedMediaRows } from '../../server/media/seed';
import { buildTestServer, createTestClock, queryRows, SEED_PASSWORD, SEED_USERS } from '../../server/testing';

const DAY_MS = 86_400_000;
/** When the template is seeded, and the first start on a copy: 9 days, 5 hours and 7 minutes later. */
const SEEDED_AT = new Date('2026-03-02T09:30:00.000Z');
const FIRST_START = new Date(SEEDED_AT.getTime() + 9 * DAY_MS + (5 * 60 + 7) * 60_000);

const work = mkdtempSync(join(tmpdir(), 'celeiro-template-'));
const template = join(work, 'template');
const dataDir = join(work, 'data');
let server: CeleiroServer | undefined;

beforeAll(async () => {
  await makeTemplate(template, SEEDED_AT);
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A server on the data folder with the template beside it, its clock at `now`. */
function start(now: Date): Promise<CeleiroServer> {
  return buildTestServer({ dataDir, dataTemplateDir: template, now: createTestClock(now).now, contentItems: 0 });
}

/** An ISO string of a date column or an ISO string. */
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

describe('an empty data folder', () => {
  beforeAll(async () => {
    server = await start(FIRST_START);
  }, 60_000);

  it('gets the full content, dated as a seed at its first start would date it', async () => {
    const rows = await queryRows<{
      id: number;
      dt_report: string | null;
      dt_publish: string;
      dt_sort: string;
      event: { start: string; end: string } | null;
    }>(server!.db, sql`select id, dt_report, dt_publish, dt_sort, event from content_items order by id`);
    expect(rows).toHaveLength(FULL_CONTENT_ITEMS);
    const expected = generateContent(FULL_CONTENT_ITEMS, FIRST_START).items;
    const actual = rows.map((row) => ({
      id: row.id,
      dtReport: iso(row.dt_report),
      dtPublish: iso(row.dt_publish),
      dtSort: iso(row.dt_sort),
      event: row.event ? { start: row.event.start, end: row.event.end } : null,
    }));
    expect(actual).toEqual(
      expected.map((item) => ({
        id: item.id,
        dtReport: iso(item.dtReport),
        dtPublish: iso(item.dtPublish),
        dtSort: iso(item.dtSort),
        event: item.event ? { start: item.event.start, end: item.event.end } : null,
      })),
    );
    const [newest] = await queryRows<{ newest: string }>(
      server!.db,
      sql`select max(dt_publish) as newest from content_items`,
    );
    expect(FIRST_START.getTime() - new Date(newest!.newest).getTime()).toBeLessThan(DAY_MS);
  });

  it('gets search documents dated as their items, still refreshed when an item changes', async () => {
    const [moved] = await queryRows<{ documents: number; apart: number }>(
      server!.db,
      sql`select count(*)::int as documents, count(*) filter (where d.dt_sort <> i.dt_sort)::int as apart
        from search_documents d join content_items i on i.id = d.content_id`,
    );
    expect(moved).toEqual({ documents: FULL_CONTENT_ITEMS * 3, apart: 0 });
    await server!.db.execute(sql`update content_items set title_pt = 'Geada no cafezal' where id = 3`);
    const [document] = await queryRows<{ title: string }>(
      server!.db,
      sql`select title from search_documents where content_id = 3 and language = 'pt'`,
    );
    expect(document?.title).toBe('geada no cafezal');
  });

  it('gets the seed accounts, created at its first start, with a demo trial running from then', async () => {
    const users = await queryRows<{ email: string; created_at: string; demo_ends_at: string | null }>(
      server!.db,
      sql`select email, created_at, demo_ends_at from users order by id`,
    );
    expect(users.map((user) => user.email)).toEqual(SEED_USERS.map((user) => user.email));
    for (const user of users) expect(iso(user.created_at)).toBe(FIRST_START.toISOString());
    const demo = users.find((user) => user.email === 'demo@example.com');
    expect(iso(demo?.demo_ends_at)).toBe(new Date(demoTrialEnd(FIRST_START.getTime())).toISOString());
    const [request] = await queryRows<{ requested_at: string; ends_at: string }>(
      server!.db,
      sql`select requested_at, ends_at from demo_requests`,
    );
    expect(iso(request?.requested_at)).toBe(FIRST_START.toISOString());
    expect(iso(request?.ends_at)).toBe(iso(demo?.demo_ends_at));
  });

  // The template holds no media: they are seeded at the first start, after the copy is adopted, so they are dated from
  // that start as the content is; and each copy makes its own stream-signing key instead of sharing the template's.
  it('gets the media dated as a seed at its first start would date them, with a key of its own', async () => {
    const rows = await queryRows<{ id: string; dt_publish: string }>(
      server!.db,
      sql`select id, dt_publish from media_items order by id`,
    );
    const expected = seedMediaRows(FIRST_START)
      .map((row) => ({ id: row.id, dtPublish: iso(row.dtPublish) }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(rows.map((row) => ({ id: row.id, dtPublish: iso(row.dt_publish) }))).toEqual(expected);
    const keys = await queryRows<{ n: number }>(server!.db, sql`select count(*)::int as n from media_keys`);
    expect(keys[0]?.n).toBe(1);
  });

  it('lets the seed accounts sign in with the seed password', async () => {
    for (const email of ['assinante@example.com', 'demo@example.com', 'gratuito@example.com']) {
      const response = await server!.app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        payload: { email, password: SEED_PASSWORD },
      });
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('keeps no trace of the template, which stays as it was', async () => {
    const [mark] = await queryRows<{ marked: boolean }>(
      server!.db,
      sql`select to_regclass(${TEMPLATE_TABLE}) is not null as marked`,
    );
    expect(mark?.marked).toBe(false);
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
  });
});

describe('a data folder that holds a database', () => {
  it('is neither overwritten, reseeded nor moved in time at a later start', async () => {
    await server!.db.execute(sql`update content_items set title_pt = 'Mudado' where id = 1`);
    await server!.db.execute(sql`delete from content_items where id = 2`);
    const before = await queryRows<{ dt_publish: string }>(server!.db, sql`select dt_publish from content_items`);
    await server!.close();
    server = await start(new Date(FIRST_START.getTime() + 3 * DAY_MS));
    const [first] = await queryRows<{ title_pt: string }>(
      server.db,
      sql`select title_pt from content_items where id = 1`,
    );
    expect(first?.title_pt).toBe('Mudado');
    const after = await queryRows<{ dt_publish: string }>(server.db, sql`select dt_publish from content_items`);
    expect(after).toHaveLength(FULL_CONTENT_ITEMS - 1);
    expect(after.map((row) => iso(row.dt_publish)).sort()).toEqual(before.map((row) => iso(row.dt_publish)).sort());
  }, 60_000);
});
