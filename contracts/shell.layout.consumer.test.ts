import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '../core';
import { HttpLayoutApi } from '../adapters/http/http-layout-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, eachLike, integer, like, regex, string, timestamp } = MatchersV3;

const signedIn = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const ISO_INSTANT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const instant = (example: string) => timestamp(ISO_INSTANT, example);
const preferences = {
  theme: regex('light|dark|semi-dark', 'light'),
  canDisplayTicker: boolean(true),
  tickerViewAtTheTop: boolean(false),
  zoom: integer(100),
  zoomDetail: integer(100),
  formatAlignDetail: regex('left|center|right', 'center'),
  rateTextSpeech: like(1),
};
const config = {
  ...preferences,
  favoriteContent: [],
  saved_news: eachLike(string('news-1'), 0),
};
const api = (url: string) => new HttpLayoutApi(apiClientFor(url, EXAMPLE.sessionToken));

describe('layout', () => {
  it('saves changed display preferences and answers them with the time of the write', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a change of theme and ticker place')
      .withRequest('POST', '/api/layout', (b) =>
        b.headers(signedIn).jsonBody({ theme: 'dark', tickerViewAtTheTop: true }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...preferences,
          theme: 'dark',
          tickerViewAtTheTop: true,
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).savePreferences({ theme: 'dark', tickerViewAtTheTop: true });
        expect(saved).toMatchObject({ theme: 'dark', tickerViewAtTheTop: true });
        expect(Date.parse(saved.updatedAt ?? '')).not.toBeNaN();
      });
  });

  it('saves the speech rate with the display preferences', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a change of the speech rate')
      .withRequest('POST', '/api/layout', (b) => b.headers(signedIn).jsonBody({ rateTextSpeech: 1.5 }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...preferences,
          rateTextSpeech: 1.5,
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).savePreferences({ rateTextSpeech: 1.5 })).rateTextSpeech).toBe(1.5);
      });
  });

  it('refuses a change without a session', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a change of theme without a session')
      .withRequest('POST', '/api/layout', (b) => b.jsonBody({ theme: 'dark' }))
      .willRespondWith(401, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpLayoutApi(apiClientFor(mock.url))
          .savePreferences({ theme: 'dark' })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});

describe('layoutwdma', () => {
  it('loads the whole layout of the account', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber saved two layout versions', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a request for the layout of the account')
      .withRequest('GET', '/api/layoutwdma/loadconfig', (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...config,
          zoom: integer(110),
          saved_news: eachLike(string('news-1')),
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const layout = await api(mock.url).loadConfig();
        expect(layout.zoom).toBe(110);
        expect(layout.saved_news).toContain('news-1');
      });
  });

  it('saves the saved news of the schedule', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a save of the saved news')
      .withRequest('POST', '/api/layoutwdma/saveconfig', (b) =>
        b.headers(signedIn).jsonBody({ saved_news: ['news-1', 'news-2'] }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...config,
          saved_news: ['news-1', 'news-2'],
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).saveSchedule(['news-1', 'news-2'])).saved_news).toEqual(['news-1', 'news-2']);
      });
  });

  it('saves the favourites', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a save of the favourites')
      .withRequest('POST', '/api/layoutwdma/saveconfig', (b) =>
        b.headers(signedIn).jsonBody({ favoriteContent: [{ commodity: 16, content: [{ id: 3 }] }] }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...config,
          favoriteContent: [{ commodity: 16, content: [{ id: 3 }] }],
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).saveFavorites([{ commodity: 16, content: [{ id: 3 }] }]);
        expect(saved.favoriteContent).toEqual([{ commodity: 16, content: [{ id: 3 }] }]);
      });
  });
});

describe('layoutwdma-hist', () => {
  const version = (theme: string, id: number) => ({
    id: integer(id),
    createdAt: instant('2026-11-20T11:00:00.000Z'),
    updatedAt: instant('2026-11-20T11:00:00.000Z'),
    config: { ...config, theme: regex('light|dark|semi-dark', theme) },
  });

  it('lists the versions, newest first, with their dates', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber saved two layout versions', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a request for the layout history')
      .withRequest('GET', '/api/layoutwdma-hist', (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody([version('light', 3), version('dark', 2), version('light', 1)]),
      )
      .executeTest(async (mock) => {
        const history = await api(mock.url).history();
        expect(history.map((v) => v.config.theme)).toEqual(['light', 'dark', 'light']);
      });
  });

  it('restores a version as the layout', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber saved two layout versions', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a restore of the dark layout version')
      .withRequest('POST', '/api/layoutwdma-hist/2', (b) => b.headers(signedIn).jsonBody({}))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          ...config,
          theme: 'dark',
          zoom: 110,
          updatedAt: instant('2026-11-20T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await api(mock.url).restore(2)).toMatchObject({ theme: 'dark', zoom: 110 });
      });
  });

  it('answers 404 for a version the account does not have', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a restore of a layout version that does not exist')
      .withRequest('POST', '/api/layoutwdma-hist/999', (b) => b.headers(signedIn).jsonBody({}))
      .willRespondWith(404, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ errorType: string('NotFoundError'), message: like('Recurso não encontrado.'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await api(mock.url)
          .restore(999)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
      });
  });
});
