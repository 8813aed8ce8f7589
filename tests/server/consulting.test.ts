// reportData/consulting: the consulting deliverables of the user's plan for each seeded profile (the subscriber's
// commodities only; a plan without consulting, the demo and the free user refused with 403), the filters and pages,
// the statuses as the days pass, and the documents read and downloaded through the document routes with their checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTING_KINDS, type ConsultingPage, ErrorCode, Profile } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { CONSULTING_COMMODITIES, seedConsulting } from '../../server/content/consulting-seed';
import { buildTestServer, createSession, createTestClock, createUser } from '../../server/testing';

let server: CeleiroServer;
const clock = createTestClock(new Date('2026-11-23T15:00:00Z'));
const tokens: Record<string, string> = {};
const EMAILS = {
  subscriber: 'assinante@example.com',
  demo: 'demo@example.com',
  free: 'gratuito@example.com',
  admin: 'admin@example.com',
  animal: 'proteina@example.com',
};
/** The subscriber's plan: Sugar & Ethanol, Coffee, Corn, Soy, Soy meal & oil and Chicago. */
const SUBSCRIBER_COMMODITIES = [1, 7, 13, 16, 17, 23];

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 800, now: clock.now });
  // The deliverables again, now that the content their documents come from is there.
  await seedConsulting(server.db, server.now());
  await createUser(server, {
    email: EMAILS.animal,
    profile: Profile.SUBSCRIBER,
    signature: 'Plano Proteína Animal',
    enabledSubjects: [6, 12, 20],
  });
  for (const [who, email] of Object.entries(EMAILS)) tokens[who] = (await createSession(server, email)).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const consulting = async (who: keyof typeof EMAILS, query = '') => {
  const response = await get(`/api/reportData/consulting${query}`, tokens[who]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsultingPage>();
};

describe('reportData/consulting: who gets what', () => {
  it("answers the subscriber the deliverables of the plan's commodities only, each with its service and status", async () => {
    const page = await consulting('subscriber', '?pageSize=50');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items).toHaveLength(page.total);
    for (const item of page.items) {
      expect(SUBSCRIBER_COMMODITIES).toContain(item.commodity.id);
      expect(CONSULTING_KINDS).toContain(item.kind);
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.analyst.length).toBeGreaterThan(3);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(page.items.map((item) => item.status))).toEqual(new Set(['delivered', 'in-progress', 'scheduled']));
    expect(page.commodities.map((commodity) => commodity.id).sort((a, b) => a - b)).toEqual(
      SUBSCRIBER_COMMODITIES.filter((id) => (CONSULTING_COMMODITIES as readonly number[]).includes(id)).sort(
        (a, b) => a - b,
      ),
    );
    expect(page.commodities.find((commodity) => commodity.id === 16)?.nome).toBe('Soja');
  });

  it('answers a plan with every commodity (the admin, Corporate plan) the deliverables of every commodity', async () => {
    const page = await consulting('admin', '?pageSize=100');
    expect(new Set(page.items.map((item) => item.commodity.id)).size).toBe(CONSULTING_COMMODITIES.length);
  });

  it.each([
    ['free', 'the free user'],
    ['demo', 'the demo (consulting is contracted work, shown as an upsell)'],
    ['animal', 'a subscriber whose plan did not contract consulting'],
  ] as const)('refuses %s with 403 and the insufficient-rights code: %s', async (who, _reason) => {
    const response = await get('/api/reportData/consulting', tokens[who]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.INSUFFICIENT_RIGHTS });
    expect(response.body).not.toContain('Balanço');
  });

  it('needs a session', async () => {
    expect((await get('/api/reportData/consulting')).statusCode).toBe(401);
  });

  it("never answers another commodity's deliverables, even when asked for by filter", async () => {
    const cotton = await consulting('subscriber', '?commodity=3');
    expect(cotton).toMatchObject({ items: [], total: 0 });
  });

  it("speaks the reader's language", async () => {
    const page = await consulting('subscriber', '?commodity=16&kind=supply-demand&lang=EnEu');
    expect(page.items[0]?.title).toMatch(/^Soy supply and demand balance/);
    expect(page.items[0]?.commodity.nome).toBe('Soy');
  });
});

describe('reportData/consulting: filters and pages', () => {
  it('filters by commodity and by service', async () => {
    const soy = await consulting('subscriber', '?commodity=16');
    expect(soy.total).toBeGreaterThan(0);
    expect(soy.items.every((item) => item.commodity.id === 16)).toBe(true);
    const hedge = await consulting('subscriber', '?kind=hedge');
    expect(hedge.items.every((item) => item.kind === 'hedge')).toBe(true);
    const both = await consulting('subscriber', '?commodity=16&kind=hedge');
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.every((item) => item.kind === 'hedge' && item.commodity.id === 16)).toBe(true);
    // The filter's commodities stay those of every deliverable.
    expect(both.commodities).toEqual((await consulting('subscriber')).commodities);
  });

  it('pages the list, every deliverable once, the latest first', async () => {
    const all = await consulting('subscriber', '?pageSize=50');
    const first = await consulting('subscriber', '?pageSize=10&page=1');
    const rest = [];
    for (let page = 2; page <= Math.ceil(first.total / 10); page++)
      rest.push(...(await consulting('subscriber', `?pageSize=10&page=${page}`)).items);
    expect(first.items).toHaveLength(10);
    expect([...first.items, ...rest].map((item) => item.id)).toEqual(all.items.map((item) => item.id));
    const dates = all.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(['?kind=weather', '?commodity=0', '?page=0', '?pageSize=101', '?page=1e999', '?commodity=abc'])(
    'refuses a bad query (%s) with 400',
    async (query) => {
      expect((await get(`/api/reportData/consulting${query}`, tokens.subscriber)).statusCode).toBe(400);
    },
  );
});

describe('reportData/consulting: status and documents', () => {
  it('gives documents to delivered deliverables only, and they open and download through the document routes', async () => {
    const page = await consulting('subscriber', '?pageSize=50');
    const delivered = page.items.filter((item) => item.status === 'delivered' && item.documents.length > 0);
    expect(delivered.length).toBeGreaterThan(0);
    for (const item of page.items.filter((entry) => entry.status !== 'delivered')) expect(item.documents).toEqual([]);
    const document = delivered[0]!.documents[0]!;
    expect(document.name).toMatch(/\.pdf$/);
    const read = await get(`/api/read-document?id=${document.id}&attachment=${document.attachment}`, tokens.subscriber);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    const saved = await get(
      `/api/download-document-watermark?id=${document.id}&attachment=${document.attachment}`,
      tokens.subscriber,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    // The same document is refused to a free user by the document route's own rights check.
    const refused = await get(`/api/read-document?id=${document.id}&attachment=${document.attachment}`, tokens.free);
    expect(refused.statusCode).toBe(403);
  });

  it('moves a scheduled deliverable to delivered once its day comes', async () => {
    const before = await consulting('subscriber', '?commodity=16&kind=supply-demand');
    const scheduled = before.items.find((item) => item.status === 'scheduled')!;
    expect(scheduled.date > '2026-11-23').toBe(true);
    clock.set(new Date(`${scheduled.date}T15:00:00Z`));
    try {
      // A new session on that day (the first one has long been idle).
      const token = (await createSession(server, EMAILS.subscriber)).token;
      const after = await get('/api/reportData/consulting?commodity=16&kind=supply-demand', token);
      expect(after.json<ConsultingPage>().items.find((item) => item.id === scheduled.id)?.status).toBe('delivered');
    } finally {
      clock.set(new Date('2026-11-23T15:00:00Z'));
    }
  });

  it('is the same on every seed of the same day', async () => {
    const before = await consulting('subscriber', '?pageSize=50');
    await seedConsulting(server.db, server.now());
    expect(await consulting('subscriber', '?pageSize=50')).toEqual(before);
  });
});
