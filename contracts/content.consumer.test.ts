import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, type Locale } from '../core';
import { ApiClient } from '../adapters/http/api-client';
import { HttpContentApi } from '../adapters/http/http-content-api';
import { HttpContentCache } from '../adapters/http/http-content-cache';
import { type RequestContext } from '../adapters/http/request-context';
import { DEFAULT_CACHE_KEY } from '../server/options';
import { configFor, StaticConfig } from '../tests/fakes/static-config';
import { RecordingFailures } from '../tests/fakes/recording-failures';
import { CONTENT_FIXTURES } from './provider-states/content';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { eachLike, integer, string, boolean, like, regex, atLeastOneLike } = MatchersV3;

const SIGNED_IN = 'content is published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string> = {}) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';

/** The shape of a content list entry. */
const listItem = (fields: Record<string, unknown> = {}) => ({
  id: integer(1),
  commodity: { id: integer(1), nome: string('Açúcar e Etanol') },
  title: string('Relatório'),
  summary: string('Resumo'),
  dt_report: regex(ISO, '2026-11-20T12:00:00.000Z'),
  dt_publish: regex(ISO, '2026-11-20T12:00:00.000Z'),
  newsContent: eachLike({ code: string('report'), nome: string('Relatórios') }),
  periodicity: string('weekly'),
  originCountry: string('BR'),
  author: { id: integer(1), name: string('Ana Paula Ferreira') },
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
  ...fields,
});
const businessError = (code: number) => ({
  errorType: string('BusinessError'),
  code: integer(code),
  message: like('Documento não encontrado'),
  erros: [],
});
const authError = { errorType: string('AuthError'), code: integer(5006), message: like('Acesso negado'), erros: [] };

const api = (url: string) => new HttpContentApi(apiClientFor(url, EXAMPLE.sessionToken));
/** The cache-service adapter, sending the reference server's cache key, for a visitor in a language. */
const visitorIn = (locale: Locale): RequestContext => ({
  token: () => undefined,
  locale: () => locale,
  isDesktop: () => true,
  cookiesAccepted: () => undefined,
  correlationId: () => undefined,
});
const cache = (url: string, locale: Locale = 'PtBr') =>
  new HttpContentCache(
    new ApiClient(
      new StaticConfig({ ...configFor(url), api_cache_key: DEFAULT_CACHE_KEY }),
      visitorIn(locale),
      new RecordingFailures(),
      (c) => c.api_cache,
      (c) => ({ Authorization: `Bearer ${c.api_cache_key}` }),
    ),
  );
const cacheAuth = { Authorization: `Bearer ${DEFAULT_CACHE_KEY}` };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('content lists', () => {
  it('elastic/listall returns a page of entries with the total', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a page of the content list of all commodities')
      .withRequest('GET', '/api/elastic/listall', (b) =>
        b
          .headers(auth)
          .query(params({ commodity: '0', page: '1', pageSize: '10', orderBy: 'recent', important: 'false' })),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(json)
          .jsonBody({ items: eachLike(listItem()), total: integer(303), page: integer(1), pageSize: integer(10) }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).listAll({
          commodity: 0,
          page: 1,
          pageSize: 10,
          orderBy: 'recent',
          important: false,
        });
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.page).toBe(1);
      });
  });

  it('elastic/listall answers 5003 for an unknown report type', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a content list filtered by an unknown report type')
      .withRequest('GET', '/api/elastic/listall', (b) =>
        b.headers(auth).query(params({ commodity: '0', page: '1', pageSize: '10', reportType: '999' })),
      )
      .willRespondWith(400, (b) => b.headers(json).jsonBody(businessError(5003)))
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).listAll({ commodity: 0, page: 1, pageSize: 10, reportType: 999 }));
        expect(error?.code).toBe(5003);
      });
  });

  it('elastic/listall answers 403 for a commodity that is not offered', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a content list of Hedge solutions')
      .withRequest('GET', '/api/elastic/listall', (b) =>
        b.headers(auth).query(params({ commodity: '61', page: '1', pageSize: '10' })),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(authError))
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).listAll({ commodity: 61, page: 1, pageSize: 10 })))?.status).toBe(403);
      });
  });

  it('menu/content returns the publication types, enabled as the plan says', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the publication types of a commodity')
      .withRequest('GET', '/api/menu/content', (b) => b.headers(auth).query(params({ commodity: '1' })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike({
            id: string('analysis'),
            nome: string('Análises'),
            namePtBr: string('Análises'),
            nameEnEu: string('Analyses'),
            nameEsEs: string('Análisis'),
            nameEsAr: string('Análisis'),
            namePtPt: string('Análises'),
            habilitado: boolean(true),
            icone: string('analysis'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).menuContent(1))[0]?.id).toBe('analysis');
      });
  });

  it('content/filter returns the options of every report filter', async () => {
    const option = (id: unknown, name: string) => ({
      id,
      nome: string(name),
      namePtBr: string(name),
      nameEnEu: string(name),
      nameEsAr: string(name),
      nameEsEs: string(name),
      namePtPt: string(name),
      habilitado: boolean(true),
      icone: string('icon'),
      isQuotes: boolean(false),
      slug: string('slug'),
    });
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the report filter options')
      .withRequest('GET', '/api/content/filter', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          periodicities: eachLike(option(string('daily'), 'Diária')),
          publicationTypes: eachLike(option(string('news'), 'Notícias')),
          commodities: eachLike(option(integer(1), 'Açúcar e Etanol')),
          orderBy: eachLike(option(string('recent'), 'Mais recentes')),
          originCountries: eachLike(option(string('BR'), 'Brasil')),
          mediaTypes: eachLike(option(string('video'), 'Vídeo')),
          priorities: eachLike(option(integer(1), 'Alta')),
          reportTypes: eachLike(option(integer(101), 'Boletim diário de mercado')),
          authors: eachLike(option(integer(1), 'Ana Paula Ferreira')),
        }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).contentFilter()).authors.length).toBeGreaterThan(0);
      });
  });

  it('reportData/commodity/reporttype returns the report types of a commodity', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the report types of all commodities')
      .withRequest('GET', '/api/reportData/commodity/reporttype', (b) =>
        b.headers(auth).query(params({ commodity: '0' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(eachLike({ id: integer(101), nome: string('Boletim diário de mercado') })),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).reportTypes(0))[0]?.id).toBeGreaterThan(100);
      });
  });

  it('reportData/list/all/report/highlight returns the highlights', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the highlights of all commodities')
      .withRequest('GET', '/api/reportData/list/all/report/highlight', (b) =>
        b.headers(auth).query(params({ commodity: '0', limit: '9' })),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(eachLike(listItem())))
      .executeTest(async (mock) => {
        expect((await api(mock.url).highlights(0, 9))[0]?.highlight).toBe(true);
      });
  });

  it('elastic/news-ticker returns the latest entries', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the news ticker, important items only')
      .withRequest('GET', '/api/elastic/news-ticker', (b) =>
        b.headers(auth).query(params({ limit: '10', important: 'true' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(eachLike(listItem({ importance: integer(1), highlight: boolean(false) }))),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).newsTicker({ limit: 10, important: true }))[0]?.importance).toBe(1);
      });
  });
});

describe('news details', () => {
  const detail = (fields: Record<string, unknown> = {}) => ({
    ...listItem({ id: integer(CONTENT_FIXTURES.open) }),
    body: string('<p>Corpo do relatório.</p>'),
    attachments: eachLike({
      name: string('relatorio.pdf'),
      url: string('/api/download-document-watermark?id=1&attachment=1'),
      mimeType: string('application/pdf'),
      size: integer(1000),
    }),
    attachmentsLocked: boolean(false),
    event: {
      type: regex('^(online|in-person)$', 'online'),
      allDay: boolean(false),
      start: regex(ISO, '2026-12-01T13:00:00.000Z'),
      end: regex(ISO, '2026-12-01T15:00:00.000Z'),
      location: null,
      price: integer(0),
      link: string('https://eventos.celeiro.example/1'),
      relatedNews: eachLike({ id: integer(1), title: string('Notícia') }),
    },
    languages: eachLike(string('PtBr')),
    ...fields,
  });

  it('news/detail returns an item the user may read with its body, attachments and event', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the detail of an item in the plan')
      .withRequest('GET', '/api/news/detail', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.open) })),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(detail()))
      .executeTest(async (mock) => {
        const item = await api(mock.url).newsDetail(CONTENT_FIXTURES.open);
        expect(item.locked).toBe(false);
        expect(item.body).toContain('<p>');
        expect(item.event?.start.toUTC().toISO()).toBe('2026-12-01T13:00:00.000Z');
      });
  });

  it('news/detail returns a locked item without its body', async () => {
    const { body: _body, event: _event, attachments: _attachments, ...locked } = detail();
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the detail of an item outside the plan')
      .withRequest('GET', '/api/news/detail', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.locked) })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...locked,
          id: integer(CONTENT_FIXTURES.locked),
          locked: boolean(true),
          location: string('detail-private-subscriber'),
          attachments: [],
          event: null,
          attachmentsLocked: boolean(false),
        }),
      )
      .executeTest(async (mock) => {
        const item = await api(mock.url).newsDetail(CONTENT_FIXTURES.locked);
        expect(item.locked).toBe(true);
        expect(item.body).toBeUndefined();
      });
  });

  it('news/detail answers 5000 for an unknown item and 403 for one not allowed at all', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the detail of an unknown item')
      .withRequest('GET', '/api/news/detail', (b) => b.headers(auth).query(params({ id: '987654' })))
      .willRespondWith(400, (b) => b.headers(json).jsonBody(businessError(5000)))
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).newsDetail(987_654)))?.code).toBe(5000);
      });
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the detail of a Hedge solutions item')
      .withRequest('GET', '/api/news/detail', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.hedge) })),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(authError))
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).newsDetail(CONTENT_FIXTURES.hedge)))?.status).toBe(403);
      });
  });

  it('news/list-detail returns several items under the same rights', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the details of several items')
      .withRequest('GET', '/api/news/list-detail', (b) =>
        b.headers(auth).query(params({ ids: `${CONTENT_FIXTURES.open},${CONTENT_FIXTURES.locked}` })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          atLeastOneLike(
            {
              ...listItem(),
              attachments: like([]),
              attachmentsLocked: boolean(false),
              languages: eachLike(string('PtBr')),
            },
            2,
          ),
        ),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).listDetail([CONTENT_FIXTURES.open, CONTENT_FIXTURES.locked])).length).toBe(2);
      });
  });

  it('elastic/related-news returns related entries; 5000 for an unknown item', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the news related to an item')
      .withRequest('GET', '/api/elastic/related-news', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.open), limit: '5' })),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(eachLike(listItem())))
      .executeTest(async (mock) => {
        expect((await api(mock.url).relatedNews(CONTENT_FIXTURES.open, 5)).length).toBeGreaterThan(0);
      });
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the news related to an unknown item')
      .withRequest('GET', '/api/elastic/related-news', (b) =>
        b.headers(auth).query(params({ id: '987654', limit: '5' })),
      )
      .willRespondWith(400, (b) => b.headers(json).jsonBody(businessError(5000)))
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).relatedNews(987_654, 5)))?.code).toBe(5000);
      });
  });

  it('send-read-news marks an item read; 403 for a locked item', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a read mark of an item in the plan')
      .withRequest('POST', '/api/send-read-news', (b) =>
        b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ id: CONTENT_FIXTURES.open }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(api(mock.url).sendReadNews(CONTENT_FIXTURES.open)).resolves.toBeUndefined();
      });
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a read mark of an item outside the plan')
      .withRequest('POST', '/api/send-read-news', (b) =>
        b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ id: CONTENT_FIXTURES.locked }),
      )
      .willRespondWith(403, (b) => b.headers(json).jsonBody(authError))
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).sendReadNews(CONTENT_FIXTURES.locked)))?.status).toBe(403);
      });
  });
});

describe('sent news, notifications and private content', () => {
  it('user/count-sent-news returns the count and the latest news sent', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the count of sent news')
      .withRequest('GET', '/api/user/count-sent-news', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          count: integer(3),
          lastSent: eachLike(
            {
              id: integer(1),
              title: string('Notícia'),
              newsContent: eachLike({ code: string('news'), nome: string('Notícias') }),
              dt_report: regex(ISO, '2026-11-20T12:00:00.000Z'),
              dt_publish: regex(ISO, '2026-11-20T12:00:00.000Z'),
            },
            0,
          ),
        }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).countSentNews()).count).toBeGreaterThanOrEqual(0);
      });
  });

  it('user/count-sent-news?since= counts only the news sent after the centre was last seen', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the count of news sent after an instant')
      .withRequest('GET', '/api/user/count-sent-news', (b) =>
        b.headers(auth).query(params({ since: '2026-11-20T12:00:00.000Z' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          count: integer(1),
          lastSent: eachLike(
            {
              id: integer(1),
              title: string('Notícia'),
              newsContent: eachLike({ code: string('news'), nome: string('Notícias') }),
              dt_report: regex(ISO, '2026-11-21T12:00:00.000Z'),
              dt_publish: regex(ISO, '2026-11-21T12:00:00.000Z'),
            },
            0,
          ),
        }),
      )
      .executeTest(async (mock) => {
        const sent = await api(mock.url).countSentNews({ since: '2026-11-20T12:00:00.000Z' });
        expect(sent.count).toBeGreaterThanOrEqual(0);
      });
  });

  it('content/notification returns the content notifications', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the content notifications')
      .withRequest('GET', '/api/content/notification', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike(
            {
              id: integer(1),
              title: string('Notícia'),
              commodity: { id: integer(1), nome: string('Açúcar e Etanol') },
              newsContent: eachLike({ code: string('news'), nome: string('Notícias') }),
              dt_report: regex(ISO, '2026-11-20T12:00:00.000Z'),
              dt_publish: regex(ISO, '2026-11-20T12:00:00.000Z'),
              read: boolean(false),
            },
            0,
          ),
        ),
      )
      .executeTest(async (mock) => {
        expect(Array.isArray(await api(mock.url).contentNotification())).toBe(true);
      });
  });

  it('content-private returns the upsell text of a location', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the private content of the subscriber location')
      .withRequest('GET', '/api/content-private', (b) =>
        b.headers(auth).query(params({ location: 'detail-private-subscriber' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          location: string('detail-private-subscriber'),
          title: string('Conteúdo fora do seu plano'),
          message: string('Conheça nossos outros planos'),
          benefits: eachLike(string('Amplie seu plano')),
        }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).privateContent('detail-private-subscriber')).title).not.toBe('');
      });
  });
});

describe('the cache service', () => {
  it('subjects, content, news/cache and news/cache/highlights return public data', async () => {
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the cached subjects')
      .withRequest('GET', '/cache/subjects', (b) => b.headers(cacheAuth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike({
            code: integer(1),
            labelPtBr: string('Açúcar e Etanol'),
            labelEnEu: string('Sugar & Ethanol'),
            labelEsEs: string('Azúcar y Etanol'),
            labelEsAr: string('Azúcar y Etanol'),
            labelPtPt: string('Açúcar e Etanol'),
            icon: string('sugar-ethanol'),
            active: boolean(true),
            mne: string('ACE'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).subjects())[0]?.code).toBe(1);
      });
    const quote = {
      symbol: string('KC'),
      name: string('Café arábica (ICE NY)'),
      last: like(248.3),
      change: like(-1.12),
      unit: string('USc/lb'),
      updatedAt: regex(ISO, '2026-11-20T21:00:00.000Z'),
    };
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the cached content')
      .withRequest('GET', '/cache/content', (b) => b.headers(cacheAuth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          analysis: eachLike(
            listItem({
              newsContent: eachLike({ code: string('analysis'), nome: string('Análises') }),
              highlight: boolean(false),
            }),
          ),
          quotes: eachLike(quote),
        }),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).content()).quotes.length).toBeGreaterThan(0);
      });
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the cached news')
      .withRequest('GET', '/cache/news/cache', (b) => b.headers(cacheAuth).query(params()))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(eachLike(listItem({ highlight: boolean(false) }))))
      .executeTest(async (mock) => {
        expect((await cache(mock.url).newsCache('PtBr')).length).toBeGreaterThan(0);
      });
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the cached highlights')
      .withRequest('GET', '/cache/news/cache/highlights', (b) => b.headers(cacheAuth).query(params()))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ latestNews: eachLike(listItem()) }))
      .executeTest(async (mock) => {
        expect((await cache(mock.url).highlightsCache('PtBr')).latestNews.length).toBeGreaterThan(0);
      });
  });

  it('content-private/public-detail returns a teaser; 5001 for an unknown item', async () => {
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the public detail of an item')
      .withRequest('GET', '/cache/content-private/public-detail', (b) =>
        b.headers(cacheAuth).query(params({ id: String(CONTENT_FIXTURES.open) })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          id: integer(CONTENT_FIXTURES.open),
          commodity: { id: integer(1), nome: string('Açúcar e Etanol') },
          title: string('Relatório'),
          summary: string('Resumo'),
          dt_report: regex(ISO, '2026-11-20T12:00:00.000Z'),
          dt_publish: regex(ISO, '2026-11-20T12:00:00.000Z'),
          newsContent: eachLike({ code: string('report'), nome: string('Relatórios') }),
        }),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).publicDetail(CONTENT_FIXTURES.open)).id).toBe(CONTENT_FIXTURES.open);
      });
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the public detail of an unknown item')
      .withRequest('GET', '/cache/content-private/public-detail', (b) =>
        b.headers(cacheAuth).query(params({ id: '987654' })),
      )
      .willRespondWith(400, (b) => b.headers(json).jsonBody(businessError(5001)))
      .executeTest(async (mock) => {
        expect((await failure(cache(mock.url).publicDetail(987_654)))?.code).toBe(5001);
      });
  });

  it('content-private/privacy-policy returns the privacy policy for visitors', async () => {
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving("a visitor's privacy policy in Spanish")
      .withRequest('GET', '/cache/content-private/privacy-policy', (b) =>
        b.headers(cacheAuth).query({ language: 'es', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          version: integer(2),
          date: string('2023-09-21'),
          language: 'es',
          title: string('Política de Privacidad'),
          sections: eachLike({ title: string('1. Términos y definiciones'), text: string('Datos personales…') }),
        }),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).privacyPolicy('es')).language).toBe('es');
      });
  });

  it('content-private/quotes-public and plans return the public quotes and the plans', async () => {
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the public quotes')
      .withRequest('GET', '/cache/content-private/quotes-public', (b) => b.headers(cacheAuth).query(params()))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike({
            symbol: string('KC'),
            name: string('Café arábica (ICE NY)'),
            last: like(248.3),
            change: like(-1.12),
            unit: string('USc/lb'),
            updatedAt: regex(ISO, '2026-11-20T21:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).quotesPublic('PtBr')).length).toBeGreaterThan(0);
      });
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('the subscription plans')
      .withRequest('GET', '/cache/plans', (b) => b.headers(cacheAuth).query(params()))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike({
            id: integer(1),
            name: string('Gratuito'),
            description: string('Conteúdo gratuito'),
            monthlyPrice: integer(0),
            currency: regex('^[A-Z]{3}$', 'BRL'),
            publicationTypes: like(['news']),
            commodities: like([1]),
            features: eachLike(string('Ticker de notícias')),
          }),
        ),
      )
      .executeTest(async (mock) => {
        expect((await cache(mock.url).plans('PtBr')).length).toBeGreaterThan(0);
      });
  });

  it('plans answer the texts in the language asked for, the prices with their currency', async () => {
    await newPact()
      .addInteraction()
      .given('the plans are offered in every language')
      .uponReceiving('the subscription plans in English')
      .withRequest('GET', '/cache/plans', (b) => b.headers(cacheAuth).query({ lang: 'EnEu', isDesktop: 'true' }))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          atLeastOneLike(
            {
              id: integer(2),
              name: string('Grains and Sugar plan'),
              // Written in English: plain ASCII, which every Portuguese description of the plans is not (ç, ã, ú…).
              description: regex('^[\\x20-\\x7E]+$', 'Sugar and ethanol, coffee, corn, soy and Chicago.'),
              monthlyPrice: integer(49_000),
              currency: string('BRL'),
              publicationTypes: like(['news']),
              commodities: like([1]),
              features: eachLike(string('Ask the analyst')),
            },
            2,
          ),
        ),
      )
      .executeTest(async (mock) => {
        const plans = await cache(mock.url, 'EnEu').plans('EnEu');
        expect(plans[0]).toMatchObject({ name: 'Grains and Sugar plan', currency: 'BRL' });
        expect(plans[0]!.features).toContain('Ask the analyst');
      });
  });
});

describe('the landing page', () => {
  it('landing-page presents the platform to a visitor, in the language asked for, with the subjects it covers', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving("a visitor's landing page")
      .withRequest('GET', '/api/landing-page', (b) => b.query(params()))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          title: string('Informação de mercado para o agronegócio'),
          summary: string(
            'Análises, notícias, relatórios, cotações e indicadores das principais commodities agrícolas.',
          ),
          features: eachLike({ title: string('Análises e relatórios'), text: string('Leituras diárias de mercado.') }),
          subjects: eachLike({ id: integer(1), nome: string('Açúcar e Etanol') }),
        }),
      )
      .executeTest(async (mock) => {
        const page = await new HttpContentApi(apiClientFor(mock.url)).landingPage('PtBr');
        expect(page.title).toBe('Informação de mercado para o agronegócio');
        expect(page.subjects[0]).toEqual({ id: 1, nome: 'Açúcar e Etanol' });
      });
  });
});
