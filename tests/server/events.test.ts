// The calendar and author routes: the seeded agenda (every disclosure type, the economic calendar's commodities and
// importances, all-day days and UTC instants), the rights of each profile (locked events without their details), the
// filters and the translated refusals of a bad range; the author's page with their latest items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { type AuthorDetail, type CalendarEvent, EVENT_MESSAGES } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { generateEvents } from '../../server/content/events-seed';
import { buildTestServer, createSession } from '../../server/testing';

let server: CeleiroServer;
const tokens = {} as Record<'subscriber' | 'free' | 'admin', string>;

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 600 });
  tokens.subscriber = (await createSession(server, 'assinante@example.com')).token;
  tokens.free = (await createSession(server, 'gratuito@example.com')).token;
  tokens.admin = (await createSession(server, 'admin@example.com')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string, lang?: string) =>
  server.app.inject({
    method: 'GET',
    url: lang ? `${url}&lang=${lang}` : url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const today = () => DateTime.fromJSDate(server.now(), { zone: 'utc' });
const range = (fromDays: number, toDays: number) =>
  `from=${today().plus({ days: fromDays }).toISODate()}&to=${today().plus({ days: toDays }).toISODate()}`;

describe('the seeded agenda', () => {
  it('is the same for the same day, spans the months around it, and has every kind of event', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const events = generateEvents(now);
    expect(generateEvents(now)).toEqual(events);
    expect(new Set(events.map((event) => event.disclosureType))).toEqual(new Set([1, 2, 3]));
    const titles = events.map((event) => event.titlePt).join('\n');
    for (const name of ['WASDE', 'Conab', 'Copom', 'payroll', 'UNICA', 'FOMC', 'Dia de Campo', 'Agrishow'])
      expect(titles).toContain(name);
    const starts = events.map((event) => (event.startsAt as Date).getTime());
    expect(Math.min(...starts)).toBeLessThan(now.getTime() - 45 * 86_400_000);
    expect(Math.max(...starts)).toBeGreaterThan(now.getTime() + 90 * 86_400_000);
    const economic = events.filter((event) => event.disclosureType === 3);
    expect(economic.length).toBeGreaterThan(60);
    expect(new Set(economic.map((event) => event.importance))).toEqual(new Set(['low', 'medium', 'high']));
    expect(economic.every((event) => (event.commodities ?? []).length > 0)).toBe(true);
    // A release keeps its local time: the WASDE at noon in Washington.
    const wasde = economic.find((event) => event.titlePt.includes('WASDE'))!;
    expect(DateTime.fromJSDate(wasde.startsAt as Date, { zone: 'America/New_York' }).toFormat('HH:mm')).toBe('12:00');
  });
});

describe('GET events/calendar', () => {
  it('answers an admin every event of the days asked, in order, with all its fields', async () => {
    const response = await get(`/api/events/calendar?${range(-30, 60)}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const events = response.json<CalendarEvent[]>();
    expect(events.length).toBeGreaterThan(40);
    expect(events.every((event) => !event.locked)).toBe(true);
    const fair = events.find((event) => event.allDay)!;
    expect(fair.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fair.end > fair.start).toBe(true);
    const timed = events.find((event) => !event.allDay)!;
    expect(timed.start).toMatch(/Z$/);
    expect(Object.keys(timed).sort()).toEqual(
      [
        'allDay',
        'commodities',
        'currency',
        'description',
        'disclosureType',
        'end',
        'id',
        'importance',
        'link',
        'location',
        'locked',
        'price',
        'relatedNews',
        'start',
        'timeZone',
        'title',
        'type',
      ].sort(),
    );
    expect(events.some((event) => event.relatedNews.length > 0)).toBe(true);
  });

  it('filters by commodity, importance and disclosure type', async () => {
    const events = (
      await get(
        `/api/events/calendar?${range(-30, 60)}&commodity=7&importance=medium,high&disclosureType=3`,
        tokens.admin,
      )
    ).json<CalendarEvent[]>();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.disclosureType).toBe(3);
      expect(['medium', 'high']).toContain(event.importance);
    }
  });

  it('locks, for a free reader, the events that are not free, without their details', async () => {
    const events = (await get(`/api/events/calendar?${range(-30, 60)}`, tokens.free)).json<CalendarEvent[]>();
    const locked = events.filter((event) => event.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const event of locked)
      expect([event.description, event.link, event.price, event.relatedNews.length]).toEqual(['', null, null, 0]);
    expect(events.some((event) => !event.locked)).toBe(true);
  });

  it('locks for a subscriber only the events of no commodity of the plan', async () => {
    const events = (await get(`/api/events/calendar?${range(-30, 60)}`, tokens.subscriber)).json<CalendarEvent[]>();
    const plan = [1, 7, 13, 16, 17, 23];
    for (const event of events.filter((event) => event.locked))
      expect(event.commodities.some((c) => plan.includes(c.id))).toBe(false);
  });

  it('refuses a bad range with a translated message, an unknown importance, and no session', async () => {
    const reversed = await get(`/api/events/calendar?from=2026-11-10&to=2026-11-01`, tokens.admin, 'EnEu');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().erros).toEqual([{ field: 'to', message: EVENT_MESSAGES.endBeforeStart.EnEu }]);
    const long = await get(`/api/events/calendar?from=2026-01-01&to=2026-12-31`, tokens.admin, 'PtPt');
    expect(long.json().erros[0].message).toBe(EVENT_MESSAGES.rangeTooLong.PtPt);
    const importance = await get(`/api/events/calendar?${range(0, 10)}&importance=urgent`, tokens.admin);
    expect(importance.statusCode).toBe(400);
    expect((await get(`/api/events/calendar?from=2026-13-01&to=2026-13-02`, tokens.admin)).statusCode).toBe(400);
    expect((await get(`/api/events/calendar?${range(0, 10)}`)).statusCode).toBe(401);
  });

  it('refuses a commodity not offered (403) and an unknown one (400)', async () => {
    expect((await get(`/api/events/calendar?${range(0, 10)}&commodity=61`, tokens.admin)).statusCode).toBe(403);
    expect((await get(`/api/events/calendar?${range(0, 10)}&commodity=999`, tokens.admin)).statusCode).toBe(400);
  });
});

describe('GET author/detail', () => {
  it('answers an author with role, bio and latest items, in the reader language', async () => {
    const response = await get(`/api/author/detail?id=2`, tokens.subscriber, 'EnEu');
    expect(response.statusCode).toBe(200);
    const author = response.json<AuthorDetail>();
    expect(author).toMatchObject({ id: 2, name: 'Bruno Cavalcanti', role: 'Grains analyst' });
    expect(author.bio).toContain('soy, corn');
    expect(author.latest.length).toBeGreaterThan(0);
    expect(author.latest.every((item) => item.author.id === 2)).toBe(true);
  });

  it('refuses an unknown author and a request without a session', async () => {
    expect((await get(`/api/author/detail?id=999`, tokens.subscriber)).statusCode).toBe(400);
    expect((await get(`/api/author/detail?id=2`)).statusCode).toBe(401);
  });
});
