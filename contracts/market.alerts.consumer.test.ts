// The watch list and price alerts calls: GET and PUT market/watchlist, GET and POST market/alerts and DELETE
// market/alerts/:id, for a subscriber; a free user (no quotes) and an instrument outside the plan get the
// insufficient-rights error body of SPEC §8, a level out of its rule the field's message, an unknown alert a 404.
// The `alert` event of market/stream is covered against the real server (tests/server/market-alerts.test.ts).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode } from '../core';
import { HttpMarketAlertsApi } from '../adapters/http/http-market-alerts-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { integer, like, regex, string, number, eachLike } = MatchersV3;

const SIGNED_IN = 'the market series are seeded and the user is signed in';
const WITH_WATCHLIST = 'the user is signed in with a watch list';
const WITH_ALERT = 'the user is signed in with a price alert';
const subscriber = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const free = { email: 'gratuito@example.com', token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const jsonRequest = { ...auth, 'Content-Type': 'application/json' };
const query = { lang: 'PtBr', isDesktop: 'true' };
const json = { 'Content-Type': 'application/json' };
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const rightsError = { errorType: string('AuthError'), code: integer(5006), message: like('Acesso negado'), erros: [] };
const api = (url: string) => new HttpMarketAlertsApi(apiClientFor(url, EXAMPLE.sessionToken), () => 'PtBr');

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const alertBody = (over: Record<string, unknown> = {}) => ({
  id: integer(7),
  instrument: string('ZS1'),
  name: string('Soja'),
  unit: string('USc/bu'),
  kind: regex('^(above|below|move)$', 'above'),
  level: number(1250.5),
  state: regex('^(active|fired|suspended)$', 'active'),
  createdAt: regex(ISO, '2026-03-02T15:00:00.000Z'),
  firedAt: null,
  firedValue: null,
  ...over,
});

describe('market watch list and alerts', () => {
  it('market/watchlist answers the subscriber’s instruments in order', async () => {
    await newPact()
      .addInteraction()
      .given(WITH_WATCHLIST, { ...subscriber, instruments: 'KC1,ZS1' })
      .uponReceiving('the watch list of a subscriber')
      .withRequest('GET', '/api/market/watchlist', (b) => b.headers(auth).query(query))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ instruments: ['KC1', 'ZS1'] }))
      .executeTest(async (mock) => {
        expect((await api(mock.url).watchlist()).instruments).toEqual(['KC1', 'ZS1']);
      });
  });

  it('market/watchlist answers 403 to a user without quotes', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, free)
      .uponReceiving('the watch list asked by a free user')
      .withRequest('GET', '/api/market/watchlist', (b) => b.headers(auth).query(query))
      .willRespondWith(403, (b) => b.headers(json).jsonBody(rightsError))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).watchlist());
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('PUT market/watchlist saves the list and answers it', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber saving a watch list')
      .withRequest('PUT', '/api/market/watchlist', (b) =>
        b
          .headers(jsonRequest)
          .query(query)
          .jsonBody({ instruments: ['USDBRL', 'ZS1'] }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ instruments: ['USDBRL', 'ZS1'] }))
      .executeTest(async (mock) => {
        expect((await api(mock.url).saveWatchlist(['USDBRL', 'ZS1'])).instruments).toEqual(['USDBRL', 'ZS1']);
      });
  });

  it('PUT market/watchlist answers 403 for an instrument outside the plan', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber saving a watch list with an instrument outside the plan')
      .withRequest('PUT', '/api/market/watchlist', (b) =>
        b
          .headers(jsonRequest)
          .query(query)
          .jsonBody({ instruments: ['ZS1', 'BGI1'] }),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(rightsError))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).saveWatchlist(['ZS1', 'BGI1']));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('market/alerts answers the user’s alerts with their state', async () => {
    await newPact()
      .addInteraction()
      .given(WITH_ALERT, { ...subscriber, id: '7', instrument: 'ZS1', level: '1250.5' })
      .uponReceiving('the alerts of a subscriber')
      .withRequest('GET', '/api/market/alerts', (b) => b.headers(auth).query(query))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ alerts: eachLike(alertBody()) }))
      .executeTest(async (mock) => {
        const { alerts } = await api(mock.url).alerts();
        expect(alerts[0]).toMatchObject({ id: 7, instrument: 'ZS1', state: 'active' });
      });
  });

  it('POST market/alerts sets an alert on an instrument of the plan', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber setting a move alert')
      .withRequest('POST', '/api/market/alerts', (b) =>
        b.headers(jsonRequest).query(query).jsonBody({ instrument: 'ZS1', kind: 'move', level: 2.5 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(alertBody({ kind: string('move'), level: number(2.5), id: integer(1) })),
      )
      .executeTest(async (mock) => {
        const alert = await api(mock.url).createAlert({ instrument: 'ZS1', kind: 'move', level: 2.5 });
        expect(alert).toMatchObject({ kind: 'move', level: 2.5, state: 'active' });
      });
  });

  it('POST market/alerts answers 403 for an instrument outside the plan', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber setting an alert on an instrument outside the plan')
      .withRequest('POST', '/api/market/alerts', (b) =>
        b.headers(jsonRequest).query(query).jsonBody({ instrument: 'BGI1', kind: 'above', level: 320 }),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(rightsError))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).createAlert({ instrument: 'BGI1', kind: 'above', level: 320 }));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('POST market/alerts answers 400 with the field’s message for a level out of its rule', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber setting a move alert beyond 50%')
      .withRequest('POST', '/api/market/alerts', (b) =>
        b.headers(jsonRequest).query(query).jsonBody({ instrument: 'ZS1', kind: 'move', level: 75 }),
      )
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: [{ field: 'level', message: string('Informe uma variação entre 0,1% e 50%') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).createAlert({ instrument: 'ZS1', kind: 'move', level: 75 }));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('level');
      });
  });

  it('DELETE market/alerts/:id removes one of the user’s alerts', async () => {
    await newPact()
      .addInteraction()
      .given(WITH_ALERT, { ...subscriber, id: '7', instrument: 'ZS1', level: '1250.5' })
      .uponReceiving('a subscriber deleting an alert')
      .withRequest('DELETE', '/api/market/alerts/7', (b) => b.headers(auth).query(query))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(api(mock.url).deleteAlert(7)).resolves.toBeUndefined();
      });
  });

  it('DELETE market/alerts/:id answers 404 for an alert the user does not have', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a subscriber deleting an alert that is not theirs')
      .withRequest('DELETE', '/api/market/alerts/99', (b) => b.headers(auth).query(query))
      .willRespondWith(404, (b) =>
        b
          .headers(json)
          .jsonBody({ errorType: string('NotFoundError'), code: integer(404), message: like(''), erros: [] }),
      )
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).deleteAlert(99)))?.status).toBe(404);
      });
  });
});
