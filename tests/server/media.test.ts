// The media routes: the latest media with their query parameters, rights as for content (locked entries without
// streams), signed stream addresses, and HTTP range requests (206, Accept-Ranges, Content-Range, 416).
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaItem, type MediaPage, MEDIA_KINDS } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { MEDIA_FILES_DIR } from '../../server/media/routes';
import { parseRange } from '../../server/media/range';
import { buildTestServer, createSession, setRight, setUserDisabled } from '../../server/testing';

let server: CeleiroServer;
let subscriber = '';
let free = '';

beforeAll(async () => {
  server = await buildTestServer();
  subscriber = (await createSession(server, 'assinante@example.com')).token;
  free = (await createSession(server, 'gratuito@example.com')).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

async function latest(token: string, query = ''): Promise<MediaPage> {
  const response = await get(`/api/elastic/latest/media${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<MediaPage>();
}

async function item(token: string, id: string): Promise<MediaItem> {
  const response = await get(`/api/media/detail?id=${id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<MediaItem>();
}

describe('elastic/latest/media', () => {
  it('lists media of every kind, newest first, each with duration, author, commodity, qualities and a thumbnail', async () => {
    const page = await latest(subscriber, '?limit=50');
    expect(new Set(page.items.map((entry) => entry.kind))).toEqual(new Set(MEDIA_KINDS));
    expect(page.total).toBe(page.items.length);
    const dates = page.items.map((entry) => entry.dt_publish);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of page.items) {
      expect(entry.duration).toBeGreaterThan(0);
      expect(entry.author).not.toBe('');
      expect(entry.commodity).toBeGreaterThan(0);
      expect(entry.thumbnail).toMatch(/^\/api\/media\/thumbnail\/.+\.svg$/);
    }
    const video = page.items.find((entry) => entry._id === 'm-video-chicago');
    expect(video?.variants.map((variant) => variant.height)).toEqual([576, 480]);
    const course = page.items.find((entry) => entry.kind === 'course');
    expect(course?.episodes?.map((episode) => episode.order)).toEqual([1, 2, 3]);
  });

  it('filters by commodity and kind, and pages', async () => {
    expect((await latest(subscriber, '?commodity=7')).items.every((entry) => entry.commodity === 7)).toBe(true);
    expect((await latest(subscriber, '?mediaType=podcast')).items.map((entry) => entry.kind)).toEqual([
      'podcast',
      'podcast',
    ]);
    const first = await latest(subscriber, '?limit=3&page=1');
    const second = await latest(subscriber, '?limit=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items[0]?._id).not.toBe(first.items[0]?._id);
    expect(first.total).toBe(10);
  });

  it('refuses a query outside its contract and a request without a session', async () => {
    for (const query of ['?limit=51', '?limit=0', '?mediaType=film', '?page=1e9', '?commodity=-1'])
      expect((await get(`/api/elastic/latest/media${query}`, subscriber)).statusCode).toBe(400);
    expect((await get('/api/elastic/latest/media')).statusCode).toBe(401);
  });

  it('locks, without streams, what the rights do not include (cotton for the subscriber; all but free items for a free user)', async () => {
    const cotton = await item(subscriber, 'm-video-algodao');
    expect(cotton.locked).toBe(true);
    expect(cotton.variants).toEqual([]);
    const freePage = await latest(free, '?limit=50');
    const open = freePage.items.filter((entry) => !entry.locked).map((entry) => entry._id);
    expect(open).toEqual(['m-audio-milho']);
    expect(freePage.items.filter((entry) => entry.locked).every((entry) => entry.variants.length === 0)).toBe(true);
    expect(freePage.items.filter((entry) => entry.locked).every((entry) => !entry.embed)).toBe(true);
  });
});

describe('streams', () => {
  async function audioSrc(): Promise<string> {
    const audio = await item(subscriber, 'm-audio-cafe');
    expect(audio.variants).toHaveLength(1);
    return audio.variants[0]!.src;
  }

  it('serve the whole file with Accept-Ranges, and a range with 206 and Content-Range', async () => {
    const src = await audioSrc();
    const size = statSync(`${MEDIA_FILES_DIR}tone-a.wav`).size;
    const whole = await get(src);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.length).toBe(size);
    const part = await get(src, undefined, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await get(src, undefined, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const open = await get(src, undefined, { range: `bytes=${size - 5}-` });
    expect(open.rawPayload.length).toBe(5);
  });

  it('answer 416 with the size for a range past the end', async () => {
    const size = statSync(`${MEDIA_FILES_DIR}tone-a.wav`).size;
    const response = await get(await audioSrc(), undefined, { range: `bytes=${size}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('serve every quality of a video and the episodes of a course', async () => {
    const video = await item(subscriber, 'm-video-chicago');
    for (const variant of video.variants) {
      const response = await get(variant.src, undefined, { range: 'bytes=0-3' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-type']).toBe('video/webm');
      expect([...response.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
    const course = await item(subscriber, 'm-course-hedge');
    expect((await get(course.episodes![1]!.variants[0]!.src, undefined, { range: 'bytes=0-0' })).statusCode).toBe(206);
  });

  it('refuse a forged, altered or expired address', async () => {
    const src = await audioSrc();
    expect((await get(src.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(401);
    expect((await get(src.replace('m-audio-cafe', 'm-video-algodao'))).statusCode).toBe(401);
    expect((await get(src.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 1}`))).statusCode).toBe(401);
    expect((await get(src.replace(/exp=\d+/, 'exp=1'))).statusCode).toBe(401);
  });

  it('check the rights again when played: a right taken back, or a disabled user, stops the stream', async () => {
    const src = await audioSrc();
    await setRight(server, 'assinante@example.com', 7, false);
    try {
      expect((await get(src)).statusCode).toBe(403);
    } finally {
      await setRight(server, 'assinante@example.com', 7, true);
    }
    expect((await get(src, undefined, { range: 'bytes=0-1' })).statusCode).toBe(206);
    await setUserDisabled(server, 'assinante@example.com');
    try {
      expect((await get(src)).statusCode).toBe(401);
    } finally {
      await setUserDisabled(server, 'assinante@example.com', false);
    }
  });

  it('draws a thumbnail for every item', async () => {
    const response = await get('/api/media/thumbnail/m-course-hedge.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('parseRange', () => {
  it('reads one byte range and leaves everything else to a whole answer', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-20', 100)).toEqual({ start: 80, end: 99 });
    expect(parseRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
