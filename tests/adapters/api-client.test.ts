import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type Locale } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpConfig } from '../../adapters/http/http-config';
import { type RequestContext } from '../../adapters/http/request-context';
import { configFor, StaticConfig } from '../fakes/static-config';
import { RecordingFailures } from '../fakes/recording-failures';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    const reply = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/config.json') {
      const expected = `Basic ${Buffer.from('user:secret').toString('base64')}`;
      return req.headers.authorization === expected ? reply(200, configFor(base)) : reply(401, { message: 'no' });
    }
    if (url.pathname === '/api/fail/400')
      return reply(400, { errorType: 'BusinessError', code: 5206, message: 'bad', erros: [] });
    if (url.pathname === '/api/fail/403-binary')
      return reply(403, { errorType: 'BusinessError', code: 5500, message: 'no' }, 'application/octet-stream');
    if (url.pathname === '/api/fail/hangup') return req.socket.destroy();
    return reply(200, { ok: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

/** A request context whose answers each test sets. */
function context(
  overrides: Partial<{ token: string; locale: Locale; desktop: boolean; consent: boolean; correlationId: string }> = {},
): RequestContext {
  return {
    token: () => overrides.token,
    locale: () => overrides.locale ?? 'PtBr',
    isDesktop: () => overrides.desktop ?? true,
    cookiesAccepted: () => overrides.consent,
    correlationId: () => overrides.correlationId,
  };
}

function client(ctx = context(), failures = new RecordingFailures()) {
  return { api: new ApiClient(new StaticConfig(configFor(base)), ctx, failures), failures };
}

function last(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
}

describe('ApiClient request rules (SPEC §7)', () => {
  it('sends requests to the API base from config, asking for JSON', async () => {
    await client().api.get('main/menu');
    expect(last().path).toBe('/api/main/menu');
    expect(last().headers.accept).toBe('application/json');
  });

  it('asks for a PDF or an image when the call wants one', async () => {
    await client().api.get('report/pdf', { accept: 'pdf' });
    expect(last().headers.accept).toBe('application/pdf');
    await client().api.get('image', { accept: 'image' });
    expect(last().headers.accept).toBe('image/*');
  });

  it('sends the bearer token only when signed in', async () => {
    await client().api.get('check/info');
    expect(last().headers.authorization).toBeUndefined();
    await client(context({ token: 'abc' })).api.get('check/info');
    expect(last().headers.authorization).toBe('Bearer abc');
  });

  it('adds lang and isDesktop only to requests made with parameters', async () => {
    await client(context({ locale: 'EsAr', desktop: false })).api.get('main/menu');
    expect(last().query.has('lang')).toBe(false);
    expect(last().query.has('isDesktop')).toBe(false);
    await client(context({ locale: 'EsAr', desktop: false })).api.get('elastic/listall', { params: { page: 2 } });
    expect(Object.fromEntries(last().query)).toEqual({ page: '2', lang: 'EsAr', isDesktop: 'false' });
  });

  it('sends X-Cookies-Accepted only when a consent cookie exists', async () => {
    await client().api.get('x');
    expect(last().headers['x-cookies-accepted']).toBeUndefined();
    await client(context({ consent: true })).api.get('x');
    expect(last().headers['x-cookies-accepted']).toBe('true');
    await client(context({ consent: false })).api.get('x');
    expect(last().headers['x-cookies-accepted']).toBe('false');
  });

  it('sends the CorrelationId when one is stored', async () => {
    await client().api.get('x');
    expect(last().headers.correlationid).toBeUndefined();
    await client(context({ correlationId: 'corr-1' })).api.get('x');
    expect(last().headers.correlationid).toBe('corr-1');
  });

  it('posts JSON bodies', async () => {
    await client().api.post('auth/new-signin', { email: 'a@b.c' });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toContain('application/json');
  });

  it('calls the cache service with the bearer key from config, not the user token', async () => {
    const cache = new ApiClient(
      new StaticConfig(configFor(base)),
      context({ token: 'user-token' }),
      new RecordingFailures(),
      (c) => c.api_cache,
      (c) => ({ Authorization: `Bearer ${c.api_cache_key}` }),
    );
    await cache.get('subjects');
    expect(last().path).toBe('/cache/subjects');
    expect(last().headers.authorization).toBe('Bearer test-cache-key');
  });
});

describe('ApiClient failures (SPEC §8)', () => {
  it('reports a 400 with its body and rejects with an ApiError carrying the code', async () => {
    const { api, failures } = client(context({ token: 't' }));
    const error = await api.post('fail/400').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(5206);
    expect(failures.reported).toEqual([
      { status: 400, body: expect.objectContaining({ code: 5206 }), authenticated: true },
    ]);
  });

  it('decodes the JSON body of a 403 on a binary download before reporting it', async () => {
    const { api, failures } = client();
    const error = await api.get('fail/403-binary', { accept: 'pdf' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(failures.reported[0]?.body).toEqual({ errorType: 'BusinessError', code: 5500, message: 'no' });
  });

  it('reports a request with no response without a status', async () => {
    const { api, failures } = client();
    const error = await api.get('fail/hangup').catch((e: unknown) => e);
    expect((error as ApiError).status).toBeUndefined();
    expect(failures.reported).toEqual([{ status: undefined, body: undefined, authenticated: false }]);
  });
});

describe('HttpConfig (/config.json)', () => {
  it('fetches the configuration with basic auth', async () => {
    const config = await new HttpConfig({ username: 'user', password: 'secret' }, `${base}/config.json`).get();
    expect(config.api_url).toBe(`${base}/api/`);
  });

  it('loads it once and keeps it', async () => {
    const source = new HttpConfig({ username: 'user', password: 'secret' }, `${base}/config.json`);
    await source.get();
    await source.get();
    expect(seen.filter((s) => s.path === '/config.json')).toHaveLength(1);
  });

  it('falls back to a plain fetch when the first request fails, and fails when both do', async () => {
    const source = new HttpConfig({ username: 'user', password: 'wrong' }, `${base}/config.json`);
    await expect(source.get()).rejects.toThrow(/401/);
    expect(seen.filter((s) => s.path === '/config.json')).toHaveLength(2);
  });
});
