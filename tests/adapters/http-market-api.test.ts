// The market adapter's live stream against the reference server: the bearer and the module's acceptor token go in
// headers (never in the address), the first event brings every price, the next what moved; a free user's stream is
// refused once, and reported; a stream the server ends (the module opened in another tab) tells why and stays closed.
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type QuoteTick } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpMarketApi } from '../../adapters/http/http-market-api';
import { eventStreamOpener } from '../../adapters/http/market/event-stream';
import { type RequestContext } from '../../adapters/http/request-context';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, createTestClock, type TestClock } from '../../server/testing';
import { configFor, StaticConfig } from '../fakes/static-config';
import { RecordingFailures } from '../fakes/recording-failures';

let server: CeleiroServer;
let clock: TestClock;
let base: string;
const urls: string[] = [];
const originalFetch = globalThis.fetch;
const realFetchOf = () => originalFetch;

beforeAll(async () => {
  // Monday 2 March 2026, 12:00 in São Paulo: Chicago is trading.
  clock = createTestClock(new Date('2026-03-02T15:00:00.000Z'));
  server = await buildTestServer({ now: clock.now });
  // The addresses the browser's fetch is asked for (the platform's function, recorded, still doing the request).
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return realFetch(input, init);
  };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  globalThis.fetch = realFetchOf();
  await server?.close();
});

function apiFor(token: string, failures = new RecordingFailures()): HttpMarketApi {
  const context: RequestContext = {
    token: () => token,
    locale: () => 'EnEu',
    isDesktop: () => true,
    cookiesAccepted: () => undefined,
    correlationId: () => undefined,
  };
  const config = new StaticConfig(configFor(base));
  const api = new ApiClient(config, context, failures);
  return new HttpMarketApi(api, eventStreamOpener(config, context, failures, api));
}

describe('the live stream', () => {
  it('brings every price, then what moved, with the bearer in a header only', async () => {
    const { token, acceptorToken } = await createSession(server, 'assinante@example.com');
    const batches: QuoteTick[][] = [];
    let arrived: () => void = () => undefined;
    const api = apiFor(token);
    const stream = api.stream(
      {
        onTicks: (ticks) => {
          batches.push(ticks);
          arrived();
        },
      },
      acceptorToken,
    );
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    try {
      await next();
      expect(batches[0]!.map((t) => t.id)).toContain('ZS1');
      const first = batches[0]!.find((t) => t.id === 'ZS1')!;
      clock.advance(60_000);
      const moved = next();
      await server.feed.tickNow();
      await moved;
      const later = batches[1]!.find((t) => t.id === 'ZS1')!;
      expect(Date.parse(later.time)).toBeGreaterThan(Date.parse(first.time));
      expect(urls.filter((url) => url.includes('/api/market/stream'))).toEqual([`${base}/api/market/stream?lang=EnEu`]);
      expect(urls.some((url) => url.includes(token) || url.includes(acceptorToken))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('gives up at once on a refusal, and reports it', async () => {
    const { token, acceptorToken } = await createSession(server, 'gratuito@example.com');
    const failures = new RecordingFailures();
    const error = await new Promise<unknown>((resolve) => {
      apiFor(token, failures).stream({ onTicks: () => undefined, onError: resolve }, acceptorToken);
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(failures.reported.map((r) => r.status)).toEqual([403]);
  });

  it(
    'tells why the server ended it (the module opened in another tab) and does not open it again',
    { timeout: 10_000 },
    async () => {
      const { token, acceptorToken } = await createSession(server, 'assinante@example.com');
      const api = apiFor(token);
      const opened = urls.length;
      let first: () => void = () => undefined;
      const ticked = new Promise<void>((resolve) => (first = resolve));
      const ended = new Promise<ApiError>((resolve) => {
        api.stream({ onTicks: () => first(), onEnded: resolve }, acceptorToken);
      });
      await ticked;
      const other = await server.app.inject({
        method: 'POST',
        url: '/api/acceptor/newtoken',
        payload: { ua: 'another tab' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(other.statusCode).toBe(200);
      const error = await ended;
      expect(error.status).toBe(401);
      expect(error.body).toMatchObject({ errorType: 'AcceptorError', code: 5500 });
      expect(error.body?.message).toBe('Another station connected, so you were disconnected.');
      // A dropped stream is opened again after 3 s: this one is not.
      await new Promise((resolve) => setTimeout(resolve, 3_300));
      expect(urls.slice(opened).filter((url) => url.includes('/api/market/stream'))).toHaveLength(1);
    },
  );
});
