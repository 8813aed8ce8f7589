// The services routes: the service options of each seeded profile, the questions to the analyst left, and sending a
// question (mails to the analysts and to the user, the monthly limit held by the database even for questions sent
// at once, the form's rules checked again, rights read on the server).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  freightCost,
  type AskAnalystRequest,
  type FreightOptions,
  type FreightQuote,
  type LineUp,
  type QuestionsAvailable,
  type ServiceOptions,
  WEATHER_REGIONS,
  type WeatherReport,
  zonedDay,
} from '../../core';
import { type CeleiroServer } from '../../server/app';
import { ANALYSTS_EMAIL } from '../../server/services/mails';
import { SEED_FREIGHT_PLACES, SEED_FREIGHT_RATES, SEED_LINE_UP, SEED_SERVICE_PLANS } from '../../server/services/seed';
import { setQuestionsUsed } from '../../server/services/testing';
import { regionDay, regionWeather } from '../../server/services/weather';
import { buildTestServer, createSession, mailbox, queryRows } from '../../server/testing';
import { sql } from 'drizzle-orm';

let server: CeleiroServer;
const tokens: Record<'subscriber' | 'demo' | 'free', string> = { subscriber: '', demo: '', free: '' };
const EMAILS = { subscriber: 'assinante@example.com', demo: 'demo@example.com', free: 'gratuito@example.com' };

beforeAll(async () => {
  server = await buildTestServer();
  for (const profile of ['subscriber', 'demo', 'free'] as const)
    tokens[profile] = (await createSession(server, EMAILS[profile])).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  for (const email of Object.values(EMAILS)) await setQuestionsUsed(server, email, 0);
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (url: string, body: unknown, token?: string, lang = 'PtBr') =>
  server.app.inject({
    method: 'POST',
    url: `${url}?lang=${lang}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const question: AskAnalystRequest = {
  email: 'mariana@fazenda.example',
  name: 'Mariana Albuquerque Souza',
  question: 'Qual a expectativa para o prêmio de exportação do milho em Paranaguá em março?',
  commodity: 13,
};
const limitOf = (plan: string) => SEED_SERVICE_PLANS.find((row) => row.plan === plan)!.askAnalystLimit;

describe('services/options', () => {
  it('lists the options of the plan for a subscriber and a demo, none for a free user', async () => {
    const subscriber = (await get('/api/services/options', tokens.subscriber)).json<ServiceOptions>();
    expect(subscriber.options).toContain('ask-analyst');
    expect(subscriber.options).toContain('freight-calculator');
    const demo = (await get('/api/services/options', tokens.demo)).json<ServiceOptions>();
    expect(demo.options).toContain('ask-analyst');
    const free = await get('/api/services/options', tokens.free);
    expect(free.statusCode).toBe(200);
    expect(free.json<ServiceOptions>().options).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await get('/api/services/options')).statusCode).toBe(401);
  });
});

describe('client/questions/available', () => {
  it("answers the subscriber's plan limit less the questions asked this month", async () => {
    const limit = limitOf('Plano Grãos e Açúcar');
    expect((await get('/api/client/questions/available', tokens.subscriber)).json<QuestionsAvailable>()).toEqual({
      available: limit,
      limit,
    });
    await setQuestionsUsed(server, EMAILS.subscriber, limit - 1);
    expect((await get('/api/client/questions/available', tokens.subscriber)).json<QuestionsAvailable>()).toEqual({
      available: 1,
      limit,
    });
  });

  it("answers the demo plan's limit", async () => {
    const limit = limitOf('Demonstração (7 dias)');
    expect((await get('/api/client/questions/available', tokens.demo)).json<QuestionsAvailable>()).toEqual({
      available: limit,
      limit,
    });
  });

  it('refuses a free user with 403 and the insufficient-rights code', async () => {
    const response = await get('/api/client/questions/available', tokens.free);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: number }>().code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
  });

  it('needs a session', async () => {
    expect((await get('/api/client/questions/available')).statusCode).toBe(401);
  });
});

describe('client/send-ask-analyst', () => {
  it('sends the question to the analysts, confirms it to the user and counts it', async () => {
    const limit = limitOf('Plano Grãos e Açúcar');
    const response = await post('/api/client/send-ask-analyst', question, tokens.subscriber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: limit - 1 });
    const [toAnalysts] = await mailbox(server, ANALYSTS_EMAIL);
    expect(toAnalysts?.text).toContain(question.question);
    expect(toAnalysts?.text).toContain('mariana@fazenda.example');
    expect(toAnalysts?.subject).toContain('Corn');
    const [confirmation] = await mailbox(server, EMAILS.subscriber);
    expect(confirmation?.subject).toBe('Recebemos a sua pergunta ao analista');
    expect(confirmation?.text).toContain(`Perguntas restantes neste mês: ${limit - 1}.`);
    expect((await get('/api/client/questions/available', tokens.subscriber)).json<QuestionsAvailable>().available).toBe(
      limit - 1,
    );
  });

  it('lets a demo user ask within the demo limit', async () => {
    const response = await post('/api/client/send-ask-analyst', question, tokens.demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: limitOf('Demonstração (7 dias)') - 1 });
  });

  it('refuses a free user with 403, and stores nothing', async () => {
    const before = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from analyst_questions`);
    const response = await post('/api/client/send-ask-analyst', question, tokens.free);
    expect(response.statusCode).toBe(403);
    const after = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from analyst_questions`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a question beyond the limit, sent without the app', async () => {
    await setQuestionsUsed(server, EMAILS.subscriber, limitOf('Plano Grãos e Açúcar'));
    const response = await post('/api/client/send-ask-analyst', question, tokens.subscriber, 'EnEu');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: 'QuestionsExhausted',
      code: ErrorCode.INSUFFICIENT_RIGHTS,
      message: 'You have no questions to the analyst left this month',
    });
  });

  it('of two questions sent at once with one left, takes exactly one', async () => {
    await setQuestionsUsed(server, EMAILS.subscriber, limitOf('Plano Grãos e Açúcar') - 1);
    const before = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from analyst_questions`);
    const answers = await Promise.all([
      post('/api/client/send-ask-analyst', question, tokens.subscriber),
      post('/api/client/send-ask-analyst', { ...question, question: 'E a soja?' }, tokens.subscriber),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const after = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from analyst_questions`);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    expect((await get('/api/client/questions/available', tokens.subscriber)).json<QuestionsAvailable>().available).toBe(
      0,
    );
  });

  it("checks the form's rules again, with field messages in the user's language", async () => {
    const response = await post(
      '/api/client/send-ask-analyst',
      { ...question, email: 'not-an-email', question: 'x'.repeat(2001), commodity: 61 },
      tokens.subscriber,
      'EsAr',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ erros: { field: string; message: string }[] }>();
    expect(body.erros).toEqual([
      { field: 'email', message: 'Email inválido' },
      { field: 'question', message: 'La pregunta debe tener como máximo 2000 caracteres' },
      { field: 'commodity', message: 'Elegí una opción' },
    ]);
    expect((await get('/api/client/questions/available', tokens.subscriber)).json<QuestionsAvailable>().available).toBe(
      limitOf('Plano Grãos e Açúcar'),
    );
  });

  it.each([
    ['a commodity that is not an integer', { commodity: '1e999' }],
    ['a commodity of 0', { commodity: 0 }],
    ['a NUL byte in the name', { name: 'Ana\u0000' }],
    ['an empty question', { question: '' }],
  ])('answers %s with a 400', async (_name, patch) => {
    const response = await post('/api/client/send-ask-analyst', { ...question, ...patch }, tokens.subscriber);
    expect(response.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await post('/api/client/send-ask-analyst', question)).statusCode).toBe(401);
  });
});

describe('services/freight', () => {
  const quote = (query: string, token?: string, lang = 'PtBr') =>
    get(`/api/services/freight/quote?${query}&lang=${lang}`, token);
  const good = 'origin=sorriso-mt&destination=santos-sp&product=soy&tonnage=1000&mode=rail';

  it('lists the seeded places, the products and the modes to a subscriber and a demo', async () => {
    for (const token of [tokens.subscriber, tokens.demo]) {
      const options = (await get('/api/services/freight/options', token)).json<FreightOptions>();
      expect(options.places.map((place) => place.id)).toEqual(SEED_FREIGHT_PLACES.map((place) => place.id));
      expect(options.products).toContain('coffee');
      expect(options.modes).toEqual(['road', 'rail']);
    }
  });

  it('prices a route by the seeded table and the core formula', async () => {
    const response = await quote(good, tokens.subscriber);
    expect(response.statusCode).toBe(200);
    const rate = SEED_FREIGHT_RATES.find(([o, d, m]) => o === 'sorriso-mt' && d === 'santos-sp' && m === 'rail')!;
    const table = { distanceKm: rate[3], ratePerTonneKm: rate[4] / 1000, terminalFeePerTonne: rate[5] / 100 };
    expect(response.json<FreightQuote>()).toEqual({
      origin: 'sorriso-mt',
      destination: 'santos-sp',
      product: 'soy',
      mode: 'rail',
      tonnage: 1000,
      ...table,
      ...freightCost(table, 'soy', 1000),
    });
    expect(response.json<FreightQuote>().costPerTonne).toBe(164.8);
  });

  it('quotes for a demo too', async () => {
    expect((await quote(good, tokens.demo)).statusCode).toBe(200);
  });

  it('refuses a free user with 403 and the insufficient-rights code', async () => {
    for (const response of [await get('/api/services/freight/options', tokens.free), await quote(good, tokens.free)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: number }>().code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
    }
  });

  it('names the mode when the route has no rate by it, in the reader’s language', async () => {
    const response = await quote(
      'origin=sorriso-mt&destination=miritituba-pa&product=soy&tonnage=10&mode=rail',
      tokens.subscriber,
      'EnEu',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: unknown[] }>().erros).toEqual([
      { field: 'mode', message: 'There is no freight rate for this route by this mode' },
    ]);
  });

  it.each([
    ['a tonnage of 1e999', 'tonnage=1e999'],
    ['a tonnage of 0', 'tonnage=0'],
    ['a tonnage over the limit', 'tonnage=100001'],
    ['an unknown product', 'product=gold'],
    ['an unknown mode', 'mode=air'],
    ['a malformed place', 'origin=SORRISO%00'],
  ])('answers %s with a 400 naming the field', async (_name, patch) => {
    const [key] = patch.split('=');
    const query = good
      .split('&')
      .map((pair) => (pair.startsWith(`${key}=`) ? patch : pair))
      .join('&');
    const response = await quote(query, tokens.subscriber);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(key!);
  });

  it('needs a session', async () => {
    expect((await quote(good)).statusCode).toBe(401);
  });
});

describe('services/line-up', () => {
  it('lists the seeded vessels, by expected day, to a subscriber and a demo', async () => {
    for (const token of [tokens.subscriber, tokens.demo]) {
      const response = await get('/api/services/line-up', token);
      expect(response.statusCode).toBe(200);
      const { vessels } = response.json<LineUp>();
      expect(vessels).toHaveLength(SEED_LINE_UP.length);
      const days = vessels.map((vessel) => vessel.expected);
      expect(days).toEqual([...days].sort());
      expect(vessels.find((vessel) => vessel.id === 'v03')).toMatchObject({
        vessel: 'Star Paulista',
        port: 'Santos',
        berth: 'TEAG',
        product: 'sugar',
        tonnage: 48_000,
        expected: server.now().toISOString().slice(0, 10),
        status: 'berthed',
      });
    }
  });

  it('refuses a free user with 403 and the insufficient-rights code', async () => {
    const response = await get('/api/services/line-up', tokens.free);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: number }>().code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
  });

  it('needs a session', async () => {
    expect((await get('/api/services/line-up')).statusCode).toBe(401);
  });
});

describe('services/weather', () => {
  const DAY_MS = 86_400_000;
  const dayAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

  it("gives a subscriber and a demo every region's 7 days from São Paulo's today and its last 30 days' rain", async () => {
    const today = zonedDay(server.now().getTime(), 'America/Sao_Paulo');
    for (const token of [tokens.subscriber, tokens.demo]) {
      const response = await get('/api/services/weather', token);
      expect(response.statusCode).toBe(200);
      const report = response.json<WeatherReport>();
      expect(report.issuedAt).toBe(`${today}T00:00:00.000Z`);
      expect(report.regions.map((region) => region.region)).toEqual(WEATHER_REGIONS.map((region) => region.id));
      for (const region of report.regions) {
        expect(region.forecast.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => dayAfter(today, n)));
        for (const day of region.forecast) {
          expect(day.minC).toBeLessThan(day.maxC);
          expect(day.maxC).toBeGreaterThanOrEqual(10);
          expect(day.maxC).toBeLessThanOrEqual(42);
          expect(day.rainMm).toBeGreaterThanOrEqual(0);
          expect(day.rainChance).toBeGreaterThanOrEqual(0);
          expect(day.rainChance).toBeLessThanOrEqual(100);
        }
        expect(region.normal30Mm).toBeGreaterThan(0);
      }
    }
  });

  it("keeps one commodity's regions", async () => {
    const coffee = (await get('/api/services/weather?commodity=7', tokens.subscriber)).json<WeatherReport>();
    expect(coffee.regions.map((region) => `${region.name} (${region.state})`)).toEqual(['Sul de Minas (MG)']);
    const chicken = (await get('/api/services/weather?commodity=12', tokens.subscriber)).json<WeatherReport>();
    expect(chicken.regions).toEqual([]);
  });

  it('answers the same weather to the same day, and counts a day past in the next 30 days', async () => {
    const first = (await get('/api/services/weather', tokens.subscriber)).body;
    expect((await get('/api/services/weather', tokens.subscriber)).body).toBe(first);
    const region = WEATHER_REGIONS[2]!;
    const today = '2026-11-23';
    const tomorrow = regionWeather(region, dayAfter(today, 1));
    // Tomorrow's 30 days gain today and lose the day 30 days back.
    const gained = regionDay(region, today).rainMm - regionDay(region, dayAfter(today, -30)).rainMm;
    expect(tomorrow.rainfall30Mm).toBeCloseTo(regionWeather(region, today).rainfall30Mm + gained, 1);
  });

  it('follows the seasons: a wet November in the Cerrado, a dry July; rain all year in the far south', () => {
    const sorriso = WEATHER_REGIONS.find((region) => region.id === 'sorriso')!;
    const passoFundo = WEATHER_REGIONS.find((region) => region.id === 'passo-fundo')!;
    expect(regionWeather(sorriso, '2026-12-01').normal30Mm).toBeGreaterThan(150);
    expect(regionWeather(sorriso, '2026-08-01').normal30Mm).toBeLessThan(15);
    expect(regionWeather(passoFundo, '2026-08-01').normal30Mm).toBeGreaterThan(100);
    // Over a year of days the rain adds up near the normal (the generator is not biased).
    let rain = 0;
    let normal = 0;
    for (let month = 0; month < 12; month++) {
      const weather = regionWeather(sorriso, `2026-${String(month + 1).padStart(2, '0')}-28`);
      rain += weather.rainfall30Mm;
      normal += weather.normal30Mm;
    }
    expect(rain / normal).toBeGreaterThan(0.7);
    expect(rain / normal).toBeLessThan(1.3);
  });

  it('refuses a free user with 403, needs a session, and refuses a commodity that is no number', async () => {
    const refused = await get('/api/services/weather', tokens.free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: number }>().code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
    expect((await get('/api/services/weather')).statusCode).toBe(401);
    expect((await get('/api/services/weather?commodity=soja', tokens.subscriber)).statusCode).toBe(400);
  });
});
