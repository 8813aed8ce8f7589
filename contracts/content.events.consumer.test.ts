// The calendar and author calls: events/calendar (the events of the days asked, filtered by commodity and importance;
// a locked one without its details; a bad range refused with its translated field error) and author/detail (an author's
// page; an unknown author refused).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, EVENT_MESSAGES } from '../core';
import { HttpEventsApi } from '../adapters/http/http-events-api';
import { EVENT_FIXTURES } from './provider-states/content';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, eachLike, integer, like, nullValue, regex, string } = MatchersV3;

const CALENDAR = 'calendar events are published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string>) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpEventsApi(apiClientFor(url, EXAMPLE.sessionToken));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** An entry of an author's latest items (a content list entry). */
const latestItem = {
  id: integer(1),
  commodity: { id: integer(1), nome: string('Açúcar e Etanol') },
  title: string('Relatório'),
  summary: string('Resumo'),
  dt_report: regex(INSTANT, '2026-11-20T12:00:00.000Z'),
  dt_publish: regex(INSTANT, '2026-11-20T12:00:00.000Z'),
  newsContent: eachLike({ code: string('report'), nome: string('Relatórios') }),
  periodicity: string('weekly'),
  originCountry: string('BR'),
  author: { id: integer(2), name: string('Bruno Cavalcanti') },
  importance: integer(0),
  exclusive: boolean(false),
  live: boolean(false),
  highlight: boolean(true),
  relevant: boolean(false),
  priority: integer(2),
  hasAttachment: boolean(false),
  hasAudio: boolean(false),
  hasVideo: boolean(false),
  hasPodcast: boolean(false),
  free: boolean(false),
  locked: boolean(false),
  location: string('detail-public'),
  read: boolean(false),
};

/** An event as the calendar answers it (open: every detail). */
const event = (fields: Record<string, unknown>) => ({
  id: integer(EVENT_FIXTURES.wasde),
  disclosureType: integer(3),
  title: string('USDA: relatório WASDE de oferta e demanda'),
  description: string('Estimativas mensais do USDA.'),
  type: regex('^(online|in-person)$', 'online'),
  allDay: boolean(false),
  start: regex(INSTANT, '2026-12-10T17:00:00.000Z'),
  end: regex(INSTANT, '2026-12-10T18:00:00.000Z'),
  timeZone: string('America/New_York'),
  location: nullValue(),
  price: nullValue(),
  currency: string('BRL'),
  link: string('https://www.usda.gov/oce/commodity/wasde'),
  relatedNews: eachLike({ id: integer(900_001), title: string('Relatório 900001') }),
  commodities: eachLike({ id: integer(16), nome: string('Soja') }),
  importance: regex('^(low|medium|high)$', 'high'),
  locked: boolean(false),
  ...fields,
});

describe('events/calendar', () => {
  it('answers the economic-calendar entries of a commodity and importances in the days asked', async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('the economic calendar of soy, high importance, in December')
      .withRequest('GET', '/api/events/calendar', (b) =>
        b
          .headers(auth)
          .query(
            params({ from: '2026-12-01', to: '2026-12-31', commodity: '16', importance: 'high', disclosureType: '3' }),
          ),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(eachLike(event({}))))
      .executeTest(async (mock) => {
        const events = await api(mock.url).calendar({
          from: '2026-12-01',
          to: '2026-12-31',
          commodity: 16,
          importance: 'high',
          disclosureType: 3,
        });
        expect(events[0]).toMatchObject({ id: EVENT_FIXTURES.wasde, importance: 'high', locked: false });
      });
  });

  it('answers an all-day event as days, the end exclusive', async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('the invites of December')
      .withRequest('GET', '/api/events/calendar', (b) =>
        b.headers(auth).query(params({ from: '2026-12-01', to: '2026-12-31', disclosureType: '2' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike(
            event({
              id: integer(EVENT_FIXTURES.fair),
              disclosureType: integer(2),
              title: string('Show Rural: feira de tecnologia agrícola'),
              type: string('in-person'),
              allDay: boolean(true),
              start: regex(DAY, '2026-12-14'),
              end: regex(DAY, '2026-12-19'),
              timeZone: string('America/Sao_Paulo'),
              location: string('Cascavel (PR)'),
              price: integer(0),
              link: string('https://eventos.celeiro.example/show-rural'),
              importance: nullValue(),
            }),
          ),
        ),
      )
      .executeTest(async (mock) => {
        const [fair] = await api(mock.url).calendar({ from: '2026-12-01', to: '2026-12-31', disclosureType: 2 });
        expect(fair).toMatchObject({ allDay: true, start: '2026-12-14', end: '2026-12-19', price: 0 });
      });
  });

  it('answers an event outside the rights locked, without its details', async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('the cotton events of December, outside the plan')
      .withRequest('GET', '/api/events/calendar', (b) =>
        b.headers(auth).query(params({ from: '2026-12-01', to: '2026-12-31', commodity: '3' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike(
            event({
              id: integer(EVENT_FIXTURES.cotton),
              title: string('Encontro de produtores de algodão'),
              description: string(''),
              type: string('in-person'),
              timeZone: string('America/Bahia'),
              link: nullValue(),
              relatedNews: [],
              commodities: eachLike({ id: integer(3), nome: string('Algodão') }),
              importance: string('medium'),
              locked: boolean(true),
            }),
          ),
        ),
      )
      .executeTest(async (mock) => {
        const [cotton] = await api(mock.url).calendar({ from: '2026-12-01', to: '2026-12-31', commodity: 3 });
        expect(cotton).toMatchObject({ locked: true, link: null, price: null, relatedNews: [] });
      });
  });

  it('refuses a range that ends before it starts, with the translated field error', async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('a calendar range that ends before it starts')
      .withRequest('GET', '/api/events/calendar', (b) =>
        b.headers(auth).query(params({ from: '2026-12-31', to: '2026-12-01' })),
      )
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: [{ field: string('to'), message: string(EVENT_MESSAGES.endBeforeStart.PtBr) }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).calendar({ from: '2026-12-31', to: '2026-12-01' }));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.message).toBe(EVENT_MESSAGES.endBeforeStart.PtBr);
      });
  });
});

describe('author/detail', () => {
  it("answers an author's role, bio and latest items", async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('the page of an author')
      .withRequest('GET', '/api/author/detail', (b) => b.headers(auth).query(params({ id: '2' })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: integer(2),
          name: string('Bruno Cavalcanti'),
          role: string('Analista de grãos'),
          bio: string('Acompanha soja, milho e a logística de exportação há mais de dez anos.'),
          latest: eachLike(latestItem),
        }),
      )
      .executeTest(async (mock) => {
        const author = await api(mock.url).author(2);
        expect(author).toMatchObject({ id: 2, name: 'Bruno Cavalcanti', role: 'Analista de grãos' });
        expect(author.latest[0]?.author.id).toBe(2);
      });
  });

  it('refuses an unknown author', async () => {
    await newPact()
      .addInteraction()
      .given(CALENDAR, state)
      .uponReceiving('the page of an unknown author')
      .withRequest('GET', '/api/author/detail', (b) => b.headers(auth).query(params({ id: '999' })))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: [{ field: string('id'), message: string('unknown author') }],
        }),
      )
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).author(999)))?.status).toBe(400);
      });
  });
});
