// The market calls (SPEC §7): list-menu/content/quotes (the quotes menu, with the quotes right and without), the
// table of one market, and the daily series of one instrument over a range; a user without quotes and an instrument
// outside the plan get the insufficient-rights error body of SPEC §8. The live stream (market/stream) never ends, so
// it is covered against the real server (tests/adapters/http-market-api.test.ts) rather than by a pact.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode } from '../core';
import { HttpMarketApi } from '../adapters/http/http-market-api';
import { MARKET_FIXTURES } from './provider-states/market';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, eachLike, integer, like, regex, string, number, atLeastOneLike } = MatchersV3;

const SIGNED_IN = 'the market series are seeded and the user is signed in';
const subscriber = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const free = { email: 'gratuito@example.com', token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string>) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const api = (url: string) =>
  new HttpMarketApi(apiClientFor(url, EXAMPLE.sessionToken), () => Promise.reject(new Error('no stream in a pact')));
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const STATUS = '^(live|delayed|closed)$';
const rightsError = { errorType: string('AuthError'), code: integer(5006), message: like('Acesso negado'), erros: [] };

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('market', () => {
  it('list-menu/content/quotes answers the markets of the subscriber’s plan', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('the quotes menu of a subscriber')
      .withRequest('GET', '/api/list-menu/content/quotes', (b) => b.headers(auth).query(params({ menu: 'quotes' })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          hasQuotesRights: boolean(true),
          delayed: boolean(false),
          markets: eachLike({
            market: regex('^(futures|physical|indicators|fx)$', 'futures'),
            nome: string('Mercado futuro'),
            count: integer(8),
            status: regex(STATUS, 'live'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const menu = await api(mock.url).quotesMenu();
        expect(menu.hasQuotesRights).toBe(true);
        expect(menu.markets[0]?.market).toBe('futures');
      });
  });

  it('list-menu/content/quotes tells a free user there are no quotes', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, free)
      .uponReceiving('the quotes menu of a free user')
      .withRequest('GET', '/api/list-menu/content/quotes', (b) => b.headers(auth).query(params({ menu: 'quotes' })))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ hasQuotesRights: false, delayed: false, markets: [] }))
      .executeTest(async (mock) => {
        expect(await api(mock.url).quotesMenu()).toEqual({ hasQuotesRights: false, delayed: false, markets: [] });
      });
  });

  it('market/table answers the rows of one market, each number with its source, unit, currency, method and time', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('the futures table of a subscriber')
      .withRequest('GET', '/api/market/table', (b) => b.headers(auth).query(params({ market: 'futures' })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          market: string('futures'),
          delayed: boolean(false),
          rows: atLeastOneLike({
            id: string(MARKET_FIXTURES.inPlan),
            name: string('Soja'),
            place: string('CBOT'),
            contract: regex('^[A-Z]{2,3}[FGHJKMNQUVXZ]\\d{2}$', 'ZSF27'),
            last: number(1134.25),
            change: number(-3.5),
            changePct: number(-0.31),
            high: number(1140.5),
            low: number(1128.75),
            volume: integer(120345),
            time: regex(ISO, '2026-11-20T17:30:00.000Z'),
            status: regex(STATUS, 'live'),
            source: string('CBOT'),
            unit: string('USc/bu'),
            currency: string('USX'),
            method: string('Ajuste diário do 1º vencimento na CBOT, USc/bu; no pregão, último negócio'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const table = await api(mock.url).table('futures');
        expect(table.rows[0]?.id).toBe(MARKET_FIXTURES.inPlan);
        expect(table.rows[0]?.unit).toBe('USc/bu');
      });
  });

  it('market/table answers 403 to a user without quotes', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, free)
      .uponReceiving('the futures table asked by a free user')
      .withRequest('GET', '/api/market/table', (b) => b.headers(auth).query(params({ market: 'futures' })))
      .willRespondWith(403, (b) => b.headers(json).jsonBody(rightsError))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).table('futures'));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('market/series answers the closed days of a range, oldest first', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a month of Chicago soy')
      .withRequest('GET', '/api/market/series', (b) =>
        b.headers(auth).query(params({ instrument: MARKET_FIXTURES.inPlan, range: '1M' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          instrument: string(MARKET_FIXTURES.inPlan),
          name: string('Soja'),
          range: string('1M'),
          source: string('CBOT'),
          unit: string('USc/bu'),
          currency: string('USX'),
          method: string('Ajuste diário do 1º vencimento na CBOT, USc/bu; no pregão, último negócio'),
          bars: atLeastOneLike(
            {
              day: regex(DAY, '2026-11-20'),
              open: number(1130.5),
              high: number(1141.25),
              low: number(1127.5),
              close: number(1134.75),
              volume: integer(180222),
            },
            15,
          ),
        }),
      )
      .executeTest(async (mock) => {
        const series = await api(mock.url).series(MARKET_FIXTURES.inPlan, '1M');
        expect(series.bars.length).toBeGreaterThanOrEqual(15);
        expect(series.range).toBe('1M');
      });
  });

  it('market/series answers 403 for an instrument outside the plan', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, subscriber)
      .uponReceiving('a month of an instrument outside the subscriber’s plan')
      .withRequest('GET', '/api/market/series', (b) =>
        b.headers(auth).query(params({ instrument: MARKET_FIXTURES.outsidePlan, range: '1M' })),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(rightsError))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).series(MARKET_FIXTURES.outsidePlan, '1M'));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });
});
