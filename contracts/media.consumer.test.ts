// The media calls (SPEC §7): elastic/latest/media, the latest media with its query parameters (a commodity, a kind, a
// page and its size), and media/detail (one item by its _id: open with its signed streams, locked without them for an
// item outside the rights, and the document-not-found error body of SPEC §8 for an unknown item).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode } from '../core';
import { HttpMediaApi } from '../adapters/http/http-media-api';
import { MEDIA_FIXTURES } from './provider-states/media';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, eachLike, integer, like, regex, string, atLeastLike } = MatchersV3;

const SIGNED_IN = 'media are published and the user is signed in';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string>) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpMediaApi(apiClientFor(url, EXAMPLE.sessionToken));
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
/** A stream address signed for the user and the item (its form, not its signature). */
const STREAM = '^/api/media/stream/[a-z0-9-]+/\\d+\\?u=\\d+&exp=\\d+&sig=[A-Za-z0-9_-]+$';

const variant = (height: number, mimeType: string, id: string) => ({
  height: integer(height),
  src: regex(STREAM, `/api/media/stream/${id}/${height}?u=1&exp=1790000000000&sig=abc_DEF-123`),
  mimeType: string(mimeType),
});

/** The fields every media item carries. */
const itemBody = (id: string, kind: string, commodity: number, title: string) => ({
  _id: string(id),
  kind: string(kind),
  title: string(title),
  author: string('Marina Couto'),
  commodity: integer(commodity),
  duration: integer(20),
  thumbnail: regex('^/api/media/thumbnail/[a-z0-9-]+\\.svg$', `/api/media/thumbnail/${id}.svg`),
  dt_publish: regex(ISO, '2026-11-20T11:00:00.000Z'),
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('media', () => {
  it('elastic/latest/media answers a page of the latest media of a commodity and kind, with signed streams', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the latest audio media of coffee, first page of 12')
      .withRequest('GET', '/api/elastic/latest/media', (b) =>
        b.headers(auth).query(params({ commodity: '7', mediaType: 'audio', page: '1', limit: '12' })),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          items: eachLike({
            ...itemBody(MEDIA_FIXTURES.open, 'audio', 7, 'Abertura do café: o dia em 20 segundos'),
            locked: boolean(false),
            variants: eachLike(variant(0, 'audio/wav', MEDIA_FIXTURES.open)),
          }),
          total: integer(1),
          page: integer(1),
          limit: integer(12),
        }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).latest({ commodity: 7, mediaType: 'audio', page: 1, limit: 12 });
        expect(page.page).toBe(1);
        expect(page.limit).toBe(12);
        expect(page.items[0]?.kind).toBe('audio');
        expect(page.items[0]?.commodity).toBe(7);
        expect(page.items[0]?.variants[0]?.src).toMatch(/^\/api\/media\/stream\//);
      });
  });

  it('elastic/latest/media without parameters answers the newest media of every kind the user may see', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('the latest media of every commodity and kind')
      // Without parameters the client adds no lang nor isDesktop either.
      .withRequest('GET', '/api/elastic/latest/media', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          items: atLeastLike(
            {
              ...itemBody(MEDIA_FIXTURES.open, 'audio', 7, 'Abertura do café: o dia em 20 segundos'),
              locked: boolean(false),
              // Open items carry their streams, locked ones none: an array of any length.
              variants: like([]),
            },
            2,
          ),
          total: integer(10),
          page: integer(1),
          limit: integer(12),
        }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).latest({});
        expect(page.items.length).toBeGreaterThanOrEqual(2);
        expect(page.limit).toBe(12);
      });
  });

  it('media/detail answers one item the user may play, with each quality signed', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('one media item the subscriber may play')
      .withRequest('GET', '/api/media/detail', (b) => b.headers(auth).query(params({ id: MEDIA_FIXTURES.open })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...itemBody(MEDIA_FIXTURES.open, 'audio', 7, 'Abertura do café: o dia em 20 segundos'),
          locked: boolean(false),
          variants: eachLike(variant(0, 'audio/wav', MEDIA_FIXTURES.open)),
        }),
      )
      .executeTest(async (mock) => {
        const item = await api(mock.url).detail(MEDIA_FIXTURES.open);
        expect(item._id).toBe(MEDIA_FIXTURES.open);
        expect(item.locked).toBe(false);
        expect(item.variants.length).toBeGreaterThan(0);
      });
  });

  it('media/detail answers an item outside the rights locked, without streams', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('one media item outside the subscriber’s plan')
      .withRequest('GET', '/api/media/detail', (b) => b.headers(auth).query(params({ id: MEDIA_FIXTURES.locked })))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...itemBody(MEDIA_FIXTURES.locked, 'video', 3, 'Algodão: safra e exportação'),
          locked: true,
          variants: [],
        }),
      )
      .executeTest(async (mock) => {
        const item = await api(mock.url).detail(MEDIA_FIXTURES.locked);
        expect(item.locked).toBe(true);
        expect(item.variants).toEqual([]);
      });
  });

  it('media/detail answers the document-not-found error body for an unknown item', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a media item that does not exist')
      .withRequest('GET', '/api/media/detail', (b) => b.headers(auth).query(params({ id: MEDIA_FIXTURES.unknown })))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('BusinessError'),
          code: integer(ErrorCode.DOCUMENT_NOT_FOUND),
          message: like('Documento não encontrado.'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).detail(MEDIA_FIXTURES.unknown));
        expect(error?.status).toBe(400);
        expect(error?.body?.code).toBe(ErrorCode.DOCUMENT_NOT_FOUND);
      });
  });
});
