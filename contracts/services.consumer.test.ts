// The services calls (SPEC §7): client/questions/available (the questions to the analyst left this month, 403 for a
// plan without the service), client/send-ask-analyst (a question sent; refused beyond the monthly limit), and
// services/options (the service options of the user's plan), services/weather (the producing regions' forecast and
// rain, 403 for a plan without the service), services/live-sessions (the open line's schedule, 403 without the
// option) and a session's registration (taken, refused when full, given back).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode, FREIGHT_PRODUCTS, SERVICE_OPTIONS, VESSEL_STATUSES } from '../core';
import { HttpServicesApi } from '../adapters/http/http-services-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { arrayContaining, boolean, decimal, eachLike, fromProviderState, integer, like, number, regex, string } =
  MatchersV3;

const LEFT = 'the user is signed in with questions to the analyst left';
const NONE_LEFT = 'the user is signed in with no question to the analyst left';
const FREE = { email: 'gratuito@example.com', token: EXAMPLE.sessionToken };
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpServicesApi(apiClientFor(url, EXAMPLE.sessionToken));
const question = {
  email: 'mariana@fazenda.example',
  name: 'Mariana Albuquerque Souza',
  question: 'Qual a expectativa para o prêmio de exportação do milho em março?',
  commodity: 13,
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('services', () => {
  it("services/options answers the service options of the user's plan", async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving("the service options of the subscriber's plan")
      .withRequest('GET', '/api/services/options', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({ options: eachLike(regex(`^(${SERVICE_OPTIONS.join('|')})$`, 'ask-analyst')) }),
      )
      .executeTest(async (mock) => {
        const { options } = await api(mock.url).options();
        expect(options).toContain('ask-analyst');
      });
  });

  it('client/questions/available answers the questions left this month and the monthly limit', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('the questions to the analyst the subscriber has left')
      .withRequest('GET', '/api/client/questions/available', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ available: integer(3), limit: integer(3) }))
      .executeTest(async (mock) => {
        expect(await api(mock.url).questionsAvailable()).toEqual({ available: 3, limit: 3 });
      });
  });

  it('client/questions/available answers 403 with the insufficient-rights code for a plan without the service', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, FREE)
      .uponReceiving('the questions to the analyst of a free user')
      .withRequest('GET', '/api/client/questions/available', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).questionsAvailable());
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('client/send-ask-analyst sends the question and answers the questions left', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('a question to the analyst about corn')
      .withRequest('POST', '/api/client/send-ask-analyst', (b) => b.headers({ ...auth, ...json }).jsonBody(question))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ available: integer(2) }))
      .executeTest(async (mock) => {
        expect(await api(mock.url).askAnalyst(question)).toEqual({ available: 2 });
      });
  });

  it('client/send-ask-analyst refuses a question beyond the monthly limit', async () => {
    await newPact()
      .addInteraction()
      .given(NONE_LEFT, state)
      .uponReceiving('a question to the analyst with none left this month')
      .withRequest('POST', '/api/client/send-ask-analyst', (b) => b.headers({ ...auth, ...json }).jsonBody(question))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: 'QuestionsExhausted',
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Você não tem mais perguntas ao analista disponíveis neste mês'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).askAnalyst(question));
        expect(error?.status).toBe(400);
        expect(error?.body?.errorType).toBe('QuestionsExhausted');
      });
  });

  it('services/freight/options answers the places, products and modes of the calculator', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('the freight calculator options')
      .withRequest('GET', '/api/services/freight/options', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          places: eachLike({
            id: string('sorriso-mt'),
            name: string('Sorriso'),
            state: regex('^[A-Z]{2}$', 'MT'),
            kind: regex('^(city|port)$', 'city'),
          }),
          products: eachLike(regex(`^(${Object.keys(FREIGHT_PRODUCTS).join('|')})$`, 'soy')),
          modes: ['road', 'rail'],
        }),
      )
      .executeTest(async (mock) => {
        const options = await api(mock.url).freightOptions();
        expect(options.modes).toEqual(['road', 'rail']);
        expect(options.places[0]?.id).toBe('sorriso-mt');
      });
  });

  it('services/freight/quote answers the cost per tonne and the total, with the figures of the formula', async () => {
    const query = {
      origin: 'sorriso-mt',
      destination: 'santos-sp',
      product: 'soy',
      tonnage: 1000,
      mode: 'rail',
    } as const;
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('a freight quote of 1000 t of soy from Sorriso to Santos by rail')
      .withRequest('GET', '/api/services/freight/quote', (b) =>
        b.headers(auth).query({ ...query, tonnage: '1000', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...query,
          tonnage: integer(1000),
          distanceKm: integer(1900),
          ratePerTonneKm: decimal(0.072),
          terminalFeePerTonne: number(28),
          productFactor: number(1),
          costPerTonne: decimal(164.8),
          total: number(164800),
        }),
      )
      .executeTest(async (mock) => {
        const quote = await api(mock.url).freightQuote(query);
        expect(quote.costPerTonne).toBe(164.8);
        expect(quote.total).toBe(164800);
      });
  });

  it('services/freight/quote names the mode when the route has no rate by it', async () => {
    const query = {
      origin: 'sorriso-mt',
      destination: 'miritituba-pa',
      product: 'soy',
      tonnage: 10,
      mode: 'rail',
    } as const;
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('a freight quote of a route without a rail rate')
      .withRequest('GET', '/api/services/freight/quote', (b) =>
        b.headers(auth).query({ ...query, tonnage: '10', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida.'),
          erros: [{ field: 'mode', message: like('Não há tarifa de frete para esta rota neste modal') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).freightQuote(query));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('mode');
      });
  });

  it('services/line-up answers the vessels of the line-up', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('the ship line-up')
      .withRequest('GET', '/api/services/line-up', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          vessels: eachLike({
            id: string('v01'),
            vessel: string('Ocean Harvest'),
            port: string('Santos'),
            berth: string('TGG 1'),
            product: string('soy'),
            tonnage: integer(66000),
            expected: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-19'),
            status: regex(`^(${VESSEL_STATUSES.join('|')})$`, 'sailed'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const { vessels } = await api(mock.url).lineUp();
        expect(vessels[0]?.port).toBe('Santos');
        expect(VESSEL_STATUSES).toContain(vessels[0]?.status);
      });
  });

  it("services/weather answers the forecast and the last 30 days' rain of a commodity's producing regions", async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving('the weather of the producing regions of soy')
      .withRequest('GET', '/api/services/weather', (b) =>
        b.headers(auth).query({ commodity: '16', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          issuedAt: regex('^\\d{4}-\\d{2}-\\d{2}T00:00:00\\.000Z$', '2026-11-23T00:00:00.000Z'),
          source: string('GFS (NOAA) · INMET 1991–2020'),
          regions: eachLike({
            region: string('sorriso'),
            name: string('Sorriso'),
            state: string('MT'),
            commodities: eachLike(integer(16)),
            forecast: eachLike(
              {
                day: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-23'),
                minC: integer(21),
                maxC: integer(31),
                rainMm: number(12.5),
                rainChance: integer(80),
              },
              7,
            ),
            rainfall30Mm: number(164.2),
            normal30Mm: number(201.3),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const report = await api(mock.url).weather({ commodity: 16 });
        expect(report.regions[0]?.forecast).toHaveLength(7);
        expect(report.regions[0]?.commodities).toContain(16);
      });
  });

  it('services/weather answers 403 with the insufficient-rights code for a plan without the service', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, FREE)
      .uponReceiving('the weather asked by a free user')
      .withRequest('GET', '/api/services/weather', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).weather({}));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
  const session = (over: Record<string, unknown>) => ({
    id: regex('^ol-\\d+-\\d{4}-\\d{2}-\\d{2}$', 'ol-16-2026-11-24'),
    service: 'open-line',
    title: string('Soja'),
    commodity: integer(16),
    analysts: eachLike(string('Clara Nunes')),
    start: regex(ISO, '2026-11-24T13:00:00.000Z'),
    durationMinutes: integer(45),
    seats: integer(20),
    seatsTaken: integer(0),
    registered: boolean(false),
    recording: null,
    ...over,
  });
  const registrationPath = fromProviderState(
    '/api/services/live-sessions/${sessionId}/registration',
    '/api/services/live-sessions/ol-16-2026-11-24/registration',
  );

  it("services/live-sessions answers the open line's sessions to come and the past ones with their recordings", async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, state)
      .uponReceiving("the open line's schedule")
      .withRequest('GET', '/api/services/live-sessions', (b) =>
        b.headers(auth).query({ service: 'open-line', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          service: 'open-line',
          sessions: arrayContaining(
            session({}),
            session({
              id: regex('^ol-\\d+-\\d{4}-\\d{2}-\\d{2}$', 'ol-16-2026-11-17'),
              start: regex(ISO, '2026-11-17T13:00:00.000Z'),
              recording: { mediaId: string('m-podcast-soja') },
            }),
          ),
        }),
      )
      .executeTest(async (mock) => {
        const schedule = await api(mock.url).liveSchedule({ service: 'open-line' });
        expect(schedule.sessions.some((s) => s.recording?.mediaId === 'm-podcast-soja')).toBe(true);
        expect(schedule.sessions.some((s) => s.recording === null)).toBe(true);
      });
  });

  it('services/live-sessions answers 403 with the insufficient-rights code for a plan without the service', async () => {
    await newPact()
      .addInteraction()
      .given(LEFT, FREE)
      .uponReceiving('the open line asked by a free user')
      .withRequest('GET', '/api/services/live-sessions', (b) =>
        b.headers(auth).query({ service: 'open-line', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).liveSchedule({ service: 'open-line' }));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it("a session's registration takes a seat and answers the session", async () => {
    await newPact()
      .addInteraction()
      .given('the user is signed in and an open line session has seats left', state)
      .uponReceiving('a registration for an open line session')
      .withRequest('POST', registrationPath, (b) => b.headers({ ...auth, ...json }).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(session({ registered: true, seatsTaken: integer(1) })))
      .executeTest(async (mock) => {
        const registered = await api(mock.url).register('ol-16-2026-11-24');
        expect(registered.registered).toBe(true);
      });
  });

  it("a registration for a full session is refused with the session's own error", async () => {
    await newPact()
      .addInteraction()
      .given('the user is signed in and an open line session is full', state)
      .uponReceiving('a registration for a full open line session')
      .withRequest('POST', registrationPath, (b) => b.headers({ ...auth, ...json }).jsonBody({}))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: 'LiveSessionFull',
          code: integer(400),
          message: like('Não há mais vagas nesta sessão'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).register('ol-16-2026-11-24'));
        expect(error?.status).toBe(400);
        expect(error?.body?.errorType).toBe('LiveSessionFull');
      });
  });

  it("cancelling a session's registration gives the seat back", async () => {
    await newPact()
      .addInteraction()
      .given('the user is signed in and registered for an open line session', state)
      .uponReceiving('the cancellation of an open line registration')
      .withRequest('DELETE', registrationPath, (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(session({ registered: false, seatsTaken: integer(0) })))
      .executeTest(async (mock) => {
        await api(mock.url).cancelRegistration('ol-16-2026-11-24');
      });
  });
});
