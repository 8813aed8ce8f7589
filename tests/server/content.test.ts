// The content routes: rights per profile on every list and detail, filters and paging, error codes, read marks.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentListItem, type ContentPage, type NewsDetail } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows } from '../../server/testing';

let server: CeleiroServer;
const tokens: Record<'subscriber' | 'demo' | 'free', string> = { subscriber: '', demo: '', free: '' };
const PROFILES = ['subscriber', 'demo', 'free'] as const;
type Who = (typeof PROFILES)[number];

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 1500 });
  tokens.subscriber = (await createSession(server, 'assinante@example.com')).token;
  tokens.demo = (await createSession(server, 'demo@example.com')).token;
  tokens.free = (await createSession(server, 'gratuito@example.com')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, who?: Who) =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
const post = (url: string, payload: unknown, who: Who) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });

/** The id of the first seeded item matching a SQL condition. */
async function itemWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    server.db,
    sql`select id from content_items where ${condition} order by id limit 1`,
  );
  if (!row) throw new Error('no such seeded item');
  return row.id;
}

const SUBSCRIBER_SUBJECTS = [1, 7, 13, 16, 17, 23];

describe('the seeded content', () => {
  it('covers every offered subject and every publication type, with English and Spanish on part of it', async () => {
    const rows = await queryRows<{ subjects: number; types: number; english: number; spanish: number; hedge: number }>(
      server.db,
      sql`select count(distinct subject_id)::int as subjects, count(distinct publication_type)::int as types,
                 count(title_en)::int as english, count(title_es)::int as spanish, count(*) filter (where subject_id = 61)::int as hedge from content_items`,
    );
    expect(rows[0]).toMatchObject({ subjects: 18, types: 8 });
    expect(rows[0]!.english).toBeGreaterThan(0);
    expect(rows[0]!.spanish).toBeGreaterThan(0);
    expect(rows[0]!.hedge).toBeGreaterThan(0);
  });
});

describe('main/menu reflects the rights', () => {
  it("enables only the subscriber's subjects, every subject for the demo, none for the free user; Hedge solutions never", async () => {
    const enabled = async (who: Who) =>
      ((await get('/api/main/menu', who)).json() as { id: number; habilitado: boolean }[])
        .filter((m) => m.habilitado)
        .map((m) => m.id);
    expect((await enabled('subscriber')).sort((a, b) => a - b)).toEqual(SUBSCRIBER_SUBJECTS);
    expect(await enabled('demo')).not.toContain(61);
    expect((await enabled('demo')).length).toBe(17);
    expect(await enabled('free')).toEqual([]);
  });
});

describe('elastic/listall', () => {
  it('pages in the database: the page size, the total and the newest first', async () => {
    const page = (await get('/api/elastic/listall?commodity=0&page=2&pageSize=25', 'subscriber')).json() as ContentPage;
    expect(page.items).toHaveLength(25);
    expect(page).toMatchObject({ page: 2, pageSize: 25 });
    expect(page.total).toBeGreaterThan(1000);
    const dates = page.items.map((i) =>
      Date.parse(
        i.dt_report && ['informative', 'statistic', 'exports'].includes(i.newsContent[0]!.code)
          ? i.dt_report
          : i.dt_publish,
      ),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("gives a share of the entries a picture, described in the reader's language, and null to the others", async () => {
    const url = '/api/elastic/listall?commodity=7&pageSize=50&page=1';
    const [portuguese, english] = await Promise.all(
      [`${url}&lang=PtBr`, `${url}&lang=EnEu`].map(
        async (address) => (await get(address, 'subscriber')).json() as ContentPage,
      ),
    );
    const pictured = portuguese!.items.filter((item) => item.image !== null);
    expect(pictured.length).toBeGreaterThan(5);
    expect(pictured.length).toBeLessThan(35);
    for (const item of pictured) {
      expect(item.image!.url).toMatch(/^\/images\/content\/coffee-(field|port|storage)\.svg$/);
      expect(item.image!.alt).toMatch(/café/);
      const same = english!.items.find((other) => other.id === item.id)!;
      expect(same.image).toEqual({ url: item.image!.url, alt: expect.stringMatching(/Coffee/) });
    }
  });

  it('answers the default limit of 24 without a page size, and never lists Hedge solutions', async () => {
    const page = (await get('/api/elastic/listall', 'demo')).json() as ContentPage;
    expect(page.items).toHaveLength(24);
    const all = (await get('/api/elastic/listall?commodity=0&pageSize=50&page=1', 'demo')).json() as ContentPage;
    expect(all.items.some((i) => i.commodity.id === 61)).toBe(false);
  });

  it("locks the subscriber's entries outside the plan's subjects or publication types, without a body", async () => {
    const outside = (await get('/api/elastic/listall?commodity=3&pageSize=50', 'subscriber')).json() as ContentPage;
    expect(
      outside.items.filter((i) => !i.free).every((i) => i.locked && i.location === 'detail-private-subscriber'),
    ).toBe(true);
    const statistics = (
      await get('/api/elastic/listall?commodity=1&publicationType=statistic&pageSize=50', 'subscriber')
    ).json() as ContentPage;
    expect(statistics.items.filter((i) => !i.free).every((i) => i.locked)).toBe(true);
    const analyses = (
      await get('/api/elastic/listall?commodity=1&publicationType=analysis&pageSize=50', 'subscriber')
    ).json() as ContentPage;
    expect(analyses.items.every((i) => !i.locked && i.location === 'detail-public')).toBe(true);
    for (const item of [...outside.items, ...analyses.items]) expect(item).not.toHaveProperty('body');
  });

  it('opens everything but exclusive items to the demo, and only free items to the free user', async () => {
    const demo = (await get('/api/elastic/listall?commodity=0&pageSize=50', 'demo')).json() as ContentPage;
    expect(demo.items.every((i) => i.locked === (i.exclusive && !i.free))).toBe(true);
    const free = (await get('/api/elastic/listall?commodity=0&pageSize=50', 'free')).json() as ContentPage;
    expect(free.items.every((i) => i.locked === !i.free)).toBe(true);
    expect(free.items.filter((i) => i.locked).every((i) => i.location === 'detail-private-free')).toBe(true);
  });

  it('combines every filter', async () => {
    const query =
      'commodity=13&pageSize=50&publicationType=news&periodicity=daily&originCountry=BR&important=true&relevant=false&priority=2&orderBy=oldest&dateFrom=2025-01-01&dateTo=2026-12-31';
    const page = (await get(`/api/elastic/listall?${query}`, 'subscriber')).json() as ContentPage;
    const [expected] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from content_items where subject_id = 13 and publication_type = 'news' and periodicity = 'daily' and origin_country = 'BR' and importance = 1 and priority = 2`,
    );
    expect(page.total).toBe(expected!.n);
    expect(
      page.items.every(
        (i) =>
          i.commodity.id === 13 &&
          i.newsContent[0]!.code === 'news' &&
          i.periodicity === 'daily' &&
          i.originCountry === 'BR' &&
          i.importance === 1 &&
          i.priority === 2,
      ),
    ).toBe(true);
    const dates = page.items.map((i) => Date.parse(i.dt_publish));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('filters by the flags, the media type, the report type, the author and the dates', async () => {
    const check = async (query: string, predicate: (item: ContentListItem) => boolean) => {
      const page = (await get(`/api/elastic/listall?commodity=0&pageSize=50&${query}`, 'demo')).json() as ContentPage;
      expect(page.items.length, query).toBeGreaterThan(0);
      expect(page.items.every(predicate), query).toBe(true);
    };
    await check('highlight=true', (i) => i.highlight);
    await check('exclusive=true', (i) => i.exclusive);
    await check('live=true', (i) => i.live);
    await check('relevant=true', (i) => i.relevant);
    await check('mediaType=attachment', (i) => i.hasAttachment);
    await check('mediaType=video', (i) => i.hasVideo);
    await check('reportType=104', (i) => i.reportType?.id === 104);
    await check('author=3', (i) => i.author.id === 3);
    const recent = new Date(server.now().getTime() - 20 * 86_400_000).toISOString().slice(0, 10);
    await check(
      `dateFrom=${recent}&publicationType=news`,
      (i) => Date.parse(i.dt_publish) >= Date.parse(recent) - 86_400_000,
    );
  });

  it('answers 5003 for an unknown report type, 403 for Hedge solutions, 400 for a bad filter and 401 without a session', async () => {
    const unknownReport = await get('/api/elastic/listall?reportType=999', 'subscriber');
    expect(unknownReport.statusCode).toBe(400);
    expect(unknownReport.json()).toMatchObject({ code: 5003 });
    expect((await get('/api/elastic/listall?commodity=61', 'demo')).statusCode).toBe(403);
    for (const bad of [
      'pageSize=51',
      'page=0',
      'orderBy=random',
      'mediaType=pdf',
      'dateFrom=ontem',
      'commodity=-1',
      'commodity=9999',
    ]) {
      const response = await get(`/api/elastic/listall?${bad}`, 'subscriber');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ errorType: 'ValidationError' });
    }
    expect((await get('/api/elastic/listall')).statusCode).toBe(401);
  });

  it('gives titles in the language asked for when the item is offered in it, Portuguese otherwise', async () => {
    const id = await itemWhere(sql`title_en is not null and free`);
    const english = (await get(`/api/news/detail?id=${id}&lang=EnEu`, 'free')).json() as NewsDetail;
    const [row] = await queryRows<{ title_en: string }>(
      server.db,
      sql`select title_en from content_items where id = ${id}`,
    );
    expect(english.title).toBe(row!.title_en);
    expect(english.languages).toContain('EnEu');
  });
});

describe('news/detail', () => {
  it('sends the body only to a profile whose rights include it', async () => {
    const inPlan = await itemWhere(
      sql`subject_id = 1 and publication_type = 'analysis' and not free and not exclusive`,
    );
    const outsidePlan = await itemWhere(sql`subject_id = 1 and publication_type = 'statistic' and not free`);
    const otherSubject = await itemWhere(sql`subject_id = 3 and not free and not exclusive`);
    const exclusive = await itemWhere(
      sql`subject_id in (1, 7, 13) and exclusive and not free and publication_type in ('news', 'analysis', 'flash')`,
    );
    const free = await itemWhere(sql`free and subject_id <> 61`);
    const expectations: [number, Record<Who, string | false>][] = [
      [inPlan, { subscriber: 'detail-public', demo: 'detail-public', free: 'detail-private-free' }],
      [outsidePlan, { subscriber: 'detail-private-subscriber', demo: 'detail-public', free: 'detail-private-free' }],
      [otherSubject, { subscriber: 'detail-private-subscriber', demo: 'detail-public', free: 'detail-private-free' }],
      [exclusive, { subscriber: 'detail-public', demo: 'detail-private-demo', free: 'detail-private-free' }],
      [free, { subscriber: 'detail-public', demo: 'detail-public', free: 'detail-public' }],
    ];
    for (const [id, byProfile] of expectations) {
      for (const who of PROFILES) {
        const response = await get(`/api/news/detail?id=${id}`, who);
        expect(response.statusCode, `${who} ${id}`).toBe(200);
        const detail = response.json() as NewsDetail;
        expect(detail.location, `${who} ${id}`).toBe(byProfile[who]);
        expect(detail.locked, `${who} ${id}`).toBe(byProfile[who] !== 'detail-public');
        if (detail.locked) expect(detail.body, `${who} ${id}`).toBeUndefined();
        else expect(detail.body, `${who} ${id}`).toMatch(/<p>/);
      }
    }
  });

  it('keeps attachments from the demo (shown as locked) and sends them to an entitled subscriber', async () => {
    const id = await itemWhere(
      sql`subject_id = 1 and publication_type = 'report' and has_attachment and not free and not exclusive`,
    );
    const subscriber = (await get(`/api/news/detail?id=${id}`, 'subscriber')).json() as NewsDetail;
    const demo = (await get(`/api/news/detail?id=${id}`, 'demo')).json() as NewsDetail;
    expect(subscriber.attachments.length).toBeGreaterThan(0);
    expect(subscriber.attachmentsLocked).toBe(false);
    expect(demo.attachments).toEqual([]);
    expect(demo.attachmentsLocked).toBe(true);
    expect(demo.body).toBeDefined();
  });

  it('carries the event of an invite with its related news', async () => {
    const id = await itemWhere(sql`event is not null and jsonb_array_length(event->'relatedNews') > 0`);
    const detail = (await get(`/api/news/detail?id=${id}`, 'demo')).json() as NewsDetail;
    expect(detail.event).toMatchObject({
      type: expect.stringMatching(/online|in-person/),
      allDay: expect.any(Boolean),
      start: expect.any(String),
      end: expect.any(String),
    });
    expect(detail.event!.relatedNews[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
  });

  it('answers 403 for Hedge solutions, 5000 for an unknown item, 400 without an id; a demo whose trial ended reads as Free', async () => {
    const hedge = await itemWhere(sql`subject_id = 61`);
    for (const who of PROFILES) expect((await get(`/api/news/detail?id=${hedge}`, who)).statusCode).toBe(403);
    const missing = await get('/api/news/detail?id=987654', 'subscriber');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 5000 });
    expect((await get('/api/news/detail', 'subscriber')).statusCode).toBe(400);

    const paid = await itemWhere(sql`subject_id = 1 and not free and not exclusive`);
    await server.db.execute(
      sql`update users set demo_ends_at = ${new Date(server.now().getTime() - 1000).toISOString()}::timestamptz where email = 'demo@example.com'`,
    );
    try {
      const detail = await get(`/api/news/detail?id=${paid}`, 'demo');
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ locked: true });
      expect((detail.json() as NewsDetail).body).toBeUndefined();
      const list = (await get('/api/elastic/listall?commodity=1&pageSize=50', 'demo')).json() as ContentPage;
      expect(list.items.filter((i) => !i.free).every((i) => i.locked)).toBe(true);
    } finally {
      // Demo again, as seeded: a running trial with every right.
      await server.db.execute(
        sql`update users set profile = 2, signature = 'Demonstração (7 dias)', demo_ends_at = ${new Date(server.now().getTime() + 7 * 86_400_000).toISOString()}::timestamptz where email = 'demo@example.com'`,
      );
      await server.db.execute(
        sql`update user_rights set enabled = true where user_id = (select id from users where email = 'demo@example.com') and subject_id <> 61`,
      );
    }
  });
});

describe('news/list-detail', () => {
  it('details several items at once under the same rights, leaving out what is not allowed at all', async () => {
    const open = await itemWhere(sql`subject_id = 7 and publication_type = 'news' and not free`);
    const locked = await itemWhere(sql`subject_id = 4 and not free`);
    const hedge = await itemWhere(sql`subject_id = 61`);
    const details = (
      await get(`/api/news/list-detail?ids=${open},${locked},${hedge}`, 'subscriber')
    ).json() as NewsDetail[];
    expect(details.map((d) => [d.id, d.locked, d.body !== undefined])).toEqual([
      [open, false, true],
      [locked, true, false],
    ]);
    expect((await get('/api/news/list-detail?ids=987654', 'subscriber')).json()).toMatchObject({ code: 5000 });
    expect((await get('/api/news/list-detail?ids=a,b', 'subscriber')).statusCode).toBe(400);
  });
});

describe('highlights, related news and the ticker', () => {
  it('lists at most 9 highlights of a commodity by default, newest first; 5003 for an unknown report type', async () => {
    const highlights = (
      await get('/api/reportData/list/all/report/highlight?commodity=0', 'demo')
    ).json() as ContentListItem[];
    expect(highlights.length).toBe(9);
    expect(highlights.every((h) => h.highlight)).toBe(true);
    const one = (
      await get('/api/reportData/list/all/report/highlight?commodity=13&limit=3', 'subscriber')
    ).json() as ContentListItem[];
    expect(one.every((h) => h.commodity.id === 13)).toBe(true);
    expect((await get('/api/reportData/list/all/report/highlight?reportType=1', 'demo')).json()).toMatchObject({
      code: 5003,
    });
  });

  it('relates items of the same commodity and type; 5000 for an unknown item', async () => {
    const id = await itemWhere(sql`subject_id = 16 and publication_type = 'news'`);
    const related = (await get(`/api/elastic/related-news?id=${id}&limit=4`, 'subscriber')).json() as ContentListItem[];
    expect(related).toHaveLength(4);
    expect(related.every((r) => r.commodity.id === 16 && r.newsContent[0]!.code === 'news' && r.id !== id)).toBe(true);
    expect((await get('/api/elastic/related-news?id=987654', 'subscriber')).json()).toMatchObject({ code: 5000 });
  });

  it('serves 10 ticker items by default, only important or highlighted ones when asked', async () => {
    expect(((await get('/api/elastic/news-ticker', 'free')).json() as ContentListItem[]).length).toBe(10);
    const important = (
      await get('/api/elastic/news-ticker?important=true&limit=5', 'subscriber')
    ).json() as ContentListItem[];
    expect(important.length).toBe(5);
    expect(important.every((i) => i.importance === 1)).toBe(true);
    const highlights = (await get('/api/elastic/news-ticker?highlight=true', 'subscriber')).json() as ContentListItem[];
    expect(highlights.every((i) => i.highlight)).toBe(true);
  });
});

describe('menus and filter options', () => {
  it('lists the publication types, enabled as the plan says', async () => {
    const enabled = async (who: Who) =>
      ((await get('/api/menu/content?commodity=1', who)).json() as { id: string; habilitado: boolean }[])
        .filter((m) => m.habilitado)
        .map((m) => m.id);
    expect(await enabled('subscriber')).toEqual(['analysis', 'news', 'report', 'flash', 'newsletter', 'informative']);
    expect((await enabled('demo')).length).toBe(8);
    expect(await enabled('free')).toEqual([]);
    expect((await get('/api/menu/content?commodity=61', 'demo')).statusCode).toBe(403);
  });

  it('offers every report filter with its options named in every locale', async () => {
    const options = (await get('/api/content/filter', 'subscriber')).json() as Record<
      string,
      { id: unknown; nome: string; namePtBr: string; nameEnEu: string; habilitado: boolean }[]
    >;
    for (const key of [
      'periodicities',
      'publicationTypes',
      'commodities',
      'orderBy',
      'originCountries',
      'mediaTypes',
      'priorities',
      'reportTypes',
      'authors',
    ]) {
      expect(options[key]?.length, key).toBeGreaterThan(0);
    }
    expect(options.commodities!.filter((c) => c.habilitado).map((c) => c.id)).toEqual(
      expect.arrayContaining(SUBSCRIBER_SUBJECTS),
    );
    expect(options.commodities!.some((c) => c.id === 61)).toBe(false);
    expect(options.publicationTypes!.find((p) => p.id === 'exports')?.nameEnEu).toBe('Export data');
  });

  it('lists the report types a commodity has content of', async () => {
    const types = (await get('/api/reportData/commodity/reporttype?commodity=13&lang=EnEu', 'subscriber')).json() as {
      id: number;
      nome: string;
    }[];
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => t.id >= 101 && t.id <= 107 && t.nome !== '')).toBe(true);
    expect((await get('/api/reportData/commodity/reporttype?commodity=9999', 'subscriber')).statusCode).toBe(400);
  });
});

describe('read marks, sent news and notifications', () => {
  it('marks an item read once; the lists and the detail then say so; locked items cannot be marked', async () => {
    const id = await itemWhere(sql`subject_id = 13 and publication_type = 'news' and not free and not exclusive`);
    expect(((await get(`/api/news/detail?id=${id}`, 'subscriber')).json() as NewsDetail).read).toBe(false);
    expect((await post('/api/send-read-news', { id }, 'subscriber')).statusCode).toBe(200);
    expect((await post('/api/send-read-news', { id }, 'subscriber')).statusCode).toBe(200);
    expect(((await get(`/api/news/detail?id=${id}`, 'subscriber')).json() as NewsDetail).read).toBe(true);
    expect(((await get(`/api/news/detail?id=${id}`, 'demo')).json() as NewsDetail).read).toBe(false);
    const locked = await itemWhere(sql`subject_id = 3 and not free`);
    expect((await post('/api/send-read-news', { id: locked }, 'subscriber')).statusCode).toBe(403);
    expect((await post('/api/send-read-news', { id: 987654 }, 'subscriber')).json()).toMatchObject({ code: 5000 });
    expect((await post('/api/send-read-news', { id: 'x' }, 'subscriber')).statusCode).toBe(400);
  });

  it('counts the important news of the last 30 days the user may read, with the latest five', async () => {
    const count = (await get('/api/user/count-sent-news', 'subscriber')).json() as {
      count: number;
      lastSent: { newsContent: unknown[]; dt_publish: string }[];
    };
    expect(count.count).toBeGreaterThan(0);
    expect(count.lastSent.length).toBe(Math.min(5, count.count));
    expect(count.lastSent[0]).toEqual(
      expect.objectContaining({
        newsContent: expect.any(Array),
        dt_report: expect.anything(),
        dt_publish: expect.any(String),
      }),
    );
    const free = (await get('/api/user/count-sent-news', 'free')).json() as { count: number };
    expect(free.count).toBeLessThan(count.count);
  });

  it('counts only the news sent after `since` (the centre last seen), and refuses a since that is no instant', async () => {
    type Count = { count: number; lastSent: { dt_publish: string }[] };
    const all = (await get('/api/user/count-sent-news', 'subscriber')).json() as Count;
    expect(all.count).toBeGreaterThan(1);
    const newest = all.lastSent[0]!.dt_publish;
    const second = all.lastSent[1]!.dt_publish;
    const none = (await get(`/api/user/count-sent-news?since=${newest}`, 'subscriber')).json() as Count;
    expect(none).toEqual({ count: 0, lastSent: [] });
    const after = (await get(`/api/user/count-sent-news?since=${second}`, 'subscriber')).json() as Count;
    expect(after.count).toBe(all.lastSent.filter((item) => item.dt_publish > second).length);
    expect(after.lastSent.every((item) => Date.parse(item.dt_publish) > Date.parse(second))).toBe(true);
    const old = (await get('/api/user/count-sent-news?since=2000-01-01T00:00:00Z', 'subscriber')).json() as Count;
    expect(old.count).toBe(all.count);
    for (const bad of ['yesterday', '2026-13-01T00:00:00Z', '1e999', '2026-11-21']) {
      expect((await get(`/api/user/count-sent-news?since=${bad}`, 'subscriber')).statusCode, bad).toBe(400);
    }
  });

  it("lists the user's content notifications with their read marks", async () => {
    const notifications = (await get('/api/content/notification', 'demo')).json() as {
      id: number;
      title: string;
      read: boolean;
      commodity: { id: number };
    }[];
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      commodity: expect.objectContaining({ id: expect.any(Number) }),
      newsContent: [expect.objectContaining({ code: expect.any(String), nome: expect.any(String) })],
      dt_report: expect.toBeOneOf([null, expect.any(String)]),
      dt_publish: expect.any(String),
      read: expect.any(Boolean),
    });
  });
});

describe('private content', () => {
  it('gives the upsell text of each location in the language asked for; 400 for an unknown location', async () => {
    const free = (await get('/api/content-private?location=detail-private-free&lang=EnEu', 'free')).json() as {
      title: string;
      message: string;
      benefits: string[];
    };
    expect(free.message).toContain('7-day demo');
    expect(free.benefits.length).toBeGreaterThan(0);
    const subscriber = (await get('/api/content-private?location=detail-private-subscriber', 'subscriber')).json() as {
      title: string;
    };
    expect(subscriber.title).toBe('Conteúdo fora do seu plano');
    expect((await get('/api/content-private?location=detail-public', 'subscriber')).statusCode).toBe(200);
    expect((await get('/api/content-private?location=secret', 'subscriber')).statusCode).toBe(400);
  });
});

describe('the cache service reads', () => {
  const cache = (url: string, key = 'celeiro-cache-key') =>
    server.app.inject({ url: `/cache/${url}`, headers: { authorization: `Bearer ${key}` } });

  it('serves public teasers without bodies, quotes and plans behind the key', async () => {
    const content = (await cache('content')).json() as { analysis: ContentListItem[]; quotes: unknown[] };
    expect(content.analysis.length).toBe(10);
    expect(content.analysis.every((a) => a.newsContent[0]!.code === 'analysis' && a.locked === !a.free)).toBe(true);
    expect(content.quotes.length).toBeGreaterThan(0);
    expect(
      ((await cache('news/cache')).json() as ContentListItem[]).every((n) => n.newsContent[0]!.code === 'news'),
    ).toBe(true);
    expect(((await cache('news/cache/highlights')).json() as { latestNews: ContentListItem[] }).latestNews.length).toBe(
      9,
    );
    const quotes = (await cache('content-private/quotes-public')).json() as { symbol: string }[];
    expect(quotes.map((q) => q.symbol)).toContain('KC');
    const plans = (await cache('plans')).json() as { name: string; publicationTypes: string[] }[];
    expect(plans.map((p) => p.name)).toEqual([
      'Gratuito',
      'Plano Grãos e Açúcar',
      'Plano Proteína Animal',
      'Plano Corporativo',
    ]);
    expect((await cache('plans', 'wrong')).statusCode).toBe(401);
  });

  it("gives visitors the privacy policy in the language asked for, the locale's otherwise", async () => {
    const spanish = (await cache('content-private/privacy-policy?language=es')).json() as {
      language: string;
      version: number;
      sections: unknown[];
    };
    expect(spanish).toMatchObject({ language: 'es', version: 2 });
    expect(spanish.sections.length).toBeGreaterThanOrEqual(13);
    expect(((await cache('content-private/privacy-policy?lang=EnEu')).json() as { language: string }).language).toBe(
      'en',
    );
    expect((await cache('content-private/privacy-policy', 'wrong')).statusCode).toBe(401);
  });

  it('gives the public detail of an item without its body; 5001 for an unknown or unoffered item', async () => {
    const id = await itemWhere(sql`subject_id = 1`);
    const detail = (await cache(`content-private/public-detail?id=${id}`)).json() as Record<string, unknown>;
    expect(detail).toMatchObject({ id, commodity: { id: 1 } });
    expect(detail).not.toHaveProperty('body');
    const hedge = await itemWhere(sql`subject_id = 61`);
    for (const missing of [987654, hedge])
      expect((await cache(`content-private/public-detail?id=${missing}`)).json()).toMatchObject({ code: 5001 });
  });
});
