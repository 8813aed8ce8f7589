// The search routes on the seeded content: accents and stems aside, phrases, prefixes while typing, ranking, the
// filters of the lists, highlights, and rights (a locked item is matched and highlighted on its title and summary only).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchPage, type SearchSuggestion } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { readerOf, subjectsOf } from '../../server/content/service';
import { users } from '../../server/db/tables';
import { searchPage } from '../../server/search/repository';
import { buildTestServer, createSession, queryRows } from '../../server/testing';

let server: CeleiroServer;
const tokens = { subscriber: '', free: '', demo: '' };

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 800 });
  tokens.subscriber = (await createSession(server, 'assinante@example.com')).token;
  tokens.free = (await createSession(server, 'gratuito@example.com')).token;
  tokens.demo = (await createSession(server, 'demo@example.com')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get<T>(who: keyof typeof tokens, url: string, language?: string): Promise<{ status: number; body: T }> {
  const response = await server.app.inject({
    method: 'GET',
    url: language ? `${url}&lang=${language}` : url,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  return { status: response.statusCode, body: response.json() as T };
}

const search = (who: keyof typeof tokens, q: string, extra = '', language?: string) =>
  get<SearchPage>(who, `/api/elastic/search?q=${encodeURIComponent(q)}${extra}`, language);

const marked = (text: string, ranges: readonly { start: number; end: number }[]) =>
  ranges.map((range) => text.slice(range.start, range.end).toLowerCase());

describe('elastic/search', () => {
  it('finds frost in coffee whatever the accents and the case, the words highlighted in title and summary', async () => {
    const { status, body } = await search('subscriber', 'geada cafe');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(4);
    const first = body.items[0]!;
    expect(first.title.toLowerCase()).toMatch(/gead/);
    expect(marked(first.title, first.highlights.title)).toEqual(expect.arrayContaining(['geada', 'café']));
    for (const item of body.items) expect(item.commodity.id).toBe(7);
  });

  it('finds by the stem: "geadas" finds "Geada", and "cafés" finds "café"', async () => {
    const plural = await search('subscriber', 'geadas cafés');
    const singular = await search('subscriber', 'geada café');
    expect(plural.body.items.map((i) => i.id)).toEqual(singular.body.items.map((i) => i.id));
  });

  it('a quoted phrase finds the words one after the other only', async () => {
    const phrase = await search('subscriber', '"geada negra"');
    expect(phrase.body.items.map((item) => item.title)).toEqual([
      'Flash: geada negra é descartada nas áreas de Café de São Paulo',
    ]);
    const reversed = await search('subscriber', '"negra geada"');
    expect(reversed.body.total).toBe(0);
  });

  it('matches the body of an item the reader may open, but never of one the reader may not', async () => {
    // "Frio intenso no Sul de Minas…" names frost and coffee in its body only, and is not free.
    const subscriber = await search('subscriber', 'geada cafe', '&pageSize=50');
    const free = await search('free', 'geada cafe', '&pageSize=50');
    expect(subscriber.body.items.map((item) => item.title)).toContain(
      'Café: frio intenso no Sul de Minas preocupa produtores',
    );
    expect(free.body.items.map((item) => item.title)).not.toContain(
      'Café: frio intenso no Sul de Minas preocupa produtores',
    );
    expect(free.body.total).toBeGreaterThan(0);
    for (const item of free.body.items) {
      expect((item as { body?: string }).body).toBeUndefined();
      expect(item.locked).toBe(!item.free);
    }
  });

  it("no word of a locked item's body finds it: every locked result has the query in its title or summary", async () => {
    const rows = await queryRows<{ id: number; title_pt: string; summary_pt: string }>(
      server.db,
      sql`select id, title_pt, summary_pt from content_items`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    // "contratos" is in every generated body, and in no generated title or summary.
    const { body } = await search('free', 'contratos', '&pageSize=50');
    for (const item of body.items) {
      const row = byId.get(item.id)!;
      if (item.locked) expect(`${row.title_pt} ${row.summary_pt}`.toLowerCase()).toContain('contrat');
    }
    expect(body.items.filter((item) => item.locked)).toEqual([]);
    const subscriber = await search('subscriber', 'contratos');
    expect(subscriber.body.total).toBeGreaterThan(50);
  });

  it('combines with the report filters of the lists', async () => {
    const flashes = await search('subscriber', 'geada', '&publicationType=flash&pageSize=50');
    expect(flashes.body.items.length).toBeGreaterThan(0);
    for (const item of flashes.body.items) expect(item.newsContent[0]!.code).toBe('flash');
    const corn = await search('subscriber', 'geada cafe', '&commodity=13');
    expect(corn.body.items).toEqual([]);
  });

  it('searches the texts of the reader\'s language: "frost coffee" in English, "helada café" in Spanish', async () => {
    const english = await search('subscriber', 'frost coffee', '', 'EnEu');
    expect(english.body.items[0]?.title).toMatch(/frost/i);
    const spanish = await search('subscriber', 'helada cafe', '', 'EsEs');
    expect(spanish.body.items[0]?.title).toMatch(/helada/i);
  });

  it('answers an empty page for a text with nothing to search, and 400 for an empty one', async () => {
    expect((await search('subscriber', '!!')).body).toEqual({
      items: [],
      total: 0,
      capped: false,
      page: 1,
      pageSize: 10,
    });
    expect((await search('subscriber', 'de o a')).body.total).toBe(0);
    expect((await get('subscriber', '/api/elastic/search?q=')).status).toBe(400);
  });

  it('ranks a match in the title above a match in the body', async () => {
    const { body } = await search('subscriber', 'geada', '&pageSize=50');
    const titles = body.items.map((item) => item.title);
    const bodyOnly = titles.indexOf('Café: frio intenso no Sul de Minas preocupa produtores');
    const inTitle = titles.indexOf('Café: geada atinge lavouras no Sul de Minas');
    expect(inTitle).toBeGreaterThanOrEqual(0);
    expect(bodyOnly).toBeGreaterThan(inTitle);
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/elastic/search?q=geada' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the count and the pages of many matches', () => {
  /** One page of a search as a reader, under a cap of `cap` results. */
  async function pageOf(email: string, query: string, page: number, cap: number) {
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const reader = await readerOf(server.db, user!, 'PtBr', new Date());
    const filters = { subjectIds: subjectsOf(reader, 0) };
    return searchPage(server.db, { reader, query, filters, limit: 10, offset: (page - 1) * 10 }, cap);
  }

  it('counts up to the cap and says there are more, and offers no page past it', async () => {
    // "contratos" is in every generated body: hundreds of matches.
    const first = await pageOf('assinante@example.com', 'contratos', 1, 25);
    expect(first).toMatchObject({ total: 25, capped: true });
    expect(first.ids).toHaveLength(10);
    const last = await pageOf('assinante@example.com', 'contratos', 3, 25);
    expect(last.ids).toHaveLength(5);
    expect(new Set([...first.ids, ...last.ids]).size).toBe(15);
    expect(await pageOf('assinante@example.com', 'contratos', 4, 25)).toEqual({ ids: [], total: 25, capped: true });
    const exact = await pageOf('assinante@example.com', "'geada' & 'caf'", 1, 25);
    expect(exact.capped).toBe(false);
    expect(exact.total).toBe((await search('subscriber', 'geada cafe')).body.total);
  });

  it('lists the matches by title or summary first, then those by body alone, newest first, across pages', async () => {
    const all = await search('subscriber', 'geada', '&pageSize=50');
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.body.total / 10); page++)
      paged.push(...(await search('subscriber', 'geada', `&page=${page}`)).body.items.map((item) => item.id));
    expect(paged).toEqual(all.body.items.map((item) => item.id));
    const rows = await queryRows<{ id: number; title_pt: string; summary_pt: string; dt_sort: string }>(
      server.db,
      sql`select id, title_pt, summary_pt, dt_sort from content_items`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const inHead = (id: number) => /gead/i.test(`${byId.get(id)!.title_pt} ${byId.get(id)!.summary_pt}`);
    const firstByBody = paged.findIndex((id) => !inHead(id));
    expect(firstByBody).toBeGreaterThan(0);
    const byBody = paged.slice(firstByBody);
    expect(byBody.every((id) => !inHead(id))).toBe(true);
    const dates = byBody.map((id) => new Date(byId.get(id)!.dt_sort).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('follows a change of an item: its title, and whether it is free', async () => {
    const title = 'Café: frio intenso no Sul de Minas preocupa produtores';
    const [item] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from content_items where title_pt = ${title}`,
    );
    const found = async (who: keyof typeof tokens, q: string) =>
      (await search(who, q, '&pageSize=50')).body.items.some((entry) => entry.id === Number(item!.id));
    expect(await found('free', 'geada cafe')).toBe(false);
    await server.db.execute(sql`update content_items set free = true where id = ${item!.id}`);
    expect(await found('free', 'geada cafe')).toBe(true);
    await server.db.execute(
      sql`update content_items set free = false, title_pt = 'Café: granizo no Sul de Minas' where id = ${item!.id}`,
    );
    expect(await found('free', 'geada cafe')).toBe(false);
    expect(await found('subscriber', 'granizo')).toBe(true);
    await server.db.execute(sql`update content_items set title_pt = ${title} where id = ${item!.id}`);
  });
});

describe('elastic/suggest', () => {
  it('suggests at most five titles while the last word is typed (a prefix)', async () => {
    const { status, body } = await get<SearchSuggestion[]>('subscriber', '/api/elastic/suggest?q=gea');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    expect(body[0]!.title).toBe('Café: geada atinge lavouras no Sul de Minas');
    for (const suggestion of body)
      for (const word of marked(suggestion.title, suggestion.highlights)) expect(word).toMatch(/^gea/);
  });

  it('suggests nothing for a text too short, and titles close to a mistyped word', async () => {
    expect((await get<SearchSuggestion[]>('subscriber', '/api/elastic/suggest?q=g')).body).toEqual([]);
    const typo = await get<SearchSuggestion[]>('subscriber', '/api/elastic/suggest?q=lavoras%20no%20sul%20');
    expect(typo.body.map((s) => s.title)).toContain('Café: geada atinge lavouras no Sul de Minas');
  });
});
