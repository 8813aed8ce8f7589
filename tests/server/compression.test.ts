// Compression and caching of what the server sends: the built SPA's pre-compressed Brotli and gzip siblings, the
// Cache-Control of hashed assets and index.html, and API answers over 1 KB compressed on the fly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { negotiateEncoding } from '../../server/content/read-cache';
import { buildTestServer, createSession } from '../../server/testing';

const INDEX_HTML = `<!doctype html><html><head><title>Celeiro</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('celeiro '.repeat(400))});`;
const ASSET = '/assets/app-abc123.js';

let distDir: string;
let server: CeleiroServer;
let token: string;

/** Writes a file and its siblings; each sibling's content is marked, so a test can tell it was sent rather than compressed on the fly. */
function writeWithSiblings(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(`${content}/*br*/`));
  writeFileSync(`${path}.gz`, gzipSync(`${content}/*gz*/`));
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeWithSiblings(join(distDir, 'index.html'), INDEX_HTML);
  writeWithSiblings(join(distDir, 'assets', 'app-abc123.js'), APP_JS);
  // An asset the build left without siblings (too small, or not worth compressing).
  writeFileSync(join(distDir, 'assets', 'tiny-abc123.css'), 'a{}');
  server = await buildTestServer({ staticDir: distDir, contentItems: 120 });
  token = (await createSession(server, 'demo@example.com')).token;
}, 90_000);

afterAll(async () => {
  try {
    await server?.close();
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

describe('the built SPA, pre-compressed', () => {
  it('sends the Brotli sibling of a hashed asset to a client that accepts it, cached for a year', async () => {
    const response = await server.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${APP_JS}/*br*/`);
  });

  it('sends the gzip sibling to a client that accepts only gzip', async () => {
    const response = await server.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${APP_JS}/*gz*/`);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await server.app.inject({ url: ASSET });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html pre-compressed and never cached without revalidation, at / and on the app fallback', async () => {
    for (const url of ['/', '/pages/login', '/informative/16/0']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(`${INDEX_HTML}/*br*/`);
    }
  });

  it('serves an asset without siblings all the same, compressed on the fly when the client accepts it', async () => {
    const response = await server.app.inject({ url: '/assets/tiny-abc123.css', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    expect(body).toBe('a{}');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('API answers', () => {
  const list = (encoding?: string) =>
    server.app.inject({
      url: '/api/elastic/listall?commodity=0&pageSize=50',
      headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('compresses a JSON answer over 1 KB with Brotli or gzip, whichever the client accepts', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await server.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the encoding of a kept answer', () => {
  it('is Brotli, else gzip, else none, as the client accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
