// The search calls: elastic/search (a page of results under the report filters, with the matched words' ranges in
// each title and summary; a locked result without its body) and elastic/suggest (the top titles while typing).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpSearchApi } from '../adapters/http/http-search-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { atLeastOneLike, boolean, eachLike, integer, regex, string } = MatchersV3;

const SIGNED_IN = 'content is published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string> = {}) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const api = (url: string) => new HttpSearchApi(apiClientFor(url, EXAMPLE.sessionToken));
const range = { start: integer(0), end: integer(5) };

describe('search', () => {
  it('elastic/search answers a page of results with the matched words of each title and summary', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a search for frost in coffee among the analyses')
      .withRequest('GET', '/api/elastic/search', (b) =>
        b
          .headers(auth)
          .query(params({ q: 'geada cafe', commodity: '7', page: '1', pageSize: '10', publicationType: 'analysis' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          items: atLeastOneLike({
            id: integer(12),
            commodity: { id: integer(7), nome: string('Café') },
            title: string('Análise: preços do Café arábica sobem após geadas no Paraná'),
            summary: string('As geadas no norte do Paraná reacenderam os temores sobre a oferta de café.'),
            dt_report: regex(ISO, '2026-11-20T12:00:00.000Z'),
            dt_publish: regex(ISO, '2026-11-20T12:00:00.000Z'),
            newsContent: eachLike({ code: string('analysis'), nome: string('Análises') }),
            periodicity: string('daily'),
            originCountry: string('BR'),
            author: { id: integer(1), name: string('Ana Paula Ferreira') },
            importance: integer(0),
            exclusive: boolean(false),
            live: boolean(false),
            highlight: boolean(false),
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
            highlights: { title: eachLike(range), summary: eachLike(range) },
          }),
          total: integer(1),
          capped: boolean(false),
          page: integer(1),
          pageSize: integer(10),
        }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).search({
          q: 'geada cafe',
          commodity: 7,
          page: 1,
          pageSize: 10,
          publicationType: 'analysis',
        });
        expect(page.items[0]!.highlights.title.length).toBeGreaterThan(0);
        expect(page.items[0]!.commodity.id).toBe(7);
      });
  });

  it('elastic/suggest answers the top titles for the text typed, its last word a prefix', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the suggestions while "gea" is typed')
      .withRequest('GET', '/api/elastic/suggest', (b) => b.headers(auth).query(params({ q: 'gea' })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          atLeastOneLike({
            id: integer(12),
            title: string('Café: geada atinge lavouras no Sul de Minas'),
            highlights: eachLike(range),
            commodity: { id: integer(7), nome: string('Café') },
            locked: boolean(false),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const suggestions = await api(mock.url).suggest({ q: 'gea' });
        expect(suggestions[0]!.title).toMatch(/geada/i);
      });
  });
});
