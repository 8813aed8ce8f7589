// For the QA and backend teams: every request's log lines carry its id (the app's CorrelationId when it is a safe
// one, else a new UUID), echoed in the CorrelationId response header and readable from another allowed origin; the
// probes /health (liveness) and /ready (database reachable) answer plain JSON under the security layers, and /ready
// answers 503 with the error body once the database is gone while /health still answers.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { loggerOptions } from '../../server/logging';
import { correlationIdOf, MAX_CORRELATION_ID_LENGTH } from '../../server/request-id';
import { buildTestServer } from '../../server/testing';

const APP_ORIGIN = 'https://app.celeiro.example';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The server's log lines, parsed. */
const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({
    logger: { ...(loggerOptions('info') as object), stream: destination } as never,
    corsOrigins: [APP_ORIGIN],
    // The tightest limits: the probes are under none of them.
    rateLimit: { max: 1, timeWindowMs: 60_000 },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The log lines of the request whose answer carried this id. */
const linesOf = (id: string) => lines.filter((line) => line.correlationId === id);

describe('the request id', () => {
  it("is the app's CorrelationId, on every log line of that request and in the answer's CorrelationId header", async () => {
    const id = '3f0c1a52-9b7e-4d21-8c4f-6a2b9e1d7c30';
    const response = await server.app.inject({ url: '/api/attendance/public', headers: { CorrelationId: id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.correlationid).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged[0]).toMatchObject({ req: { method: 'GET', url: '/api/attendance/public' } });
    expect(logged[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it('is a new UUID for a request without one, different for each request', async () => {
    const [first, second] = await Promise.all([server.app.inject('/health'), server.app.inject('/health')]);
    const ids = [first.headers.correlationid, second.headers.correlationid];
    for (const id of ids) {
      expect(id).toMatch(UUID);
      expect(linesOf(String(id))).toHaveLength(2);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('is a new UUID when the CorrelationId is too long or has unsafe characters, which never reach the log', async () => {
    const unsafe = [
      'a'.repeat(MAX_CORRELATION_ID_LENGTH + 1),
      '<script>alert(1)</script>',
      'id with spaces',
      'line\\nbreak"quote',
      '',
    ];
    for (const value of unsafe) {
      const response = await server.app.inject({ url: '/health', headers: { CorrelationId: value } });
      expect(response.headers.correlationid, value).toMatch(UUID);
      expect(linesOf(String(response.headers.correlationid))).toHaveLength(2);
    }
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('a'.repeat(MAX_CORRELATION_ID_LENGTH + 1));
    expect(everything).not.toContain('<script>');
    expect(everything).not.toContain('id with spaces');
  });

  it('takes ids of letters, digits and - _ . : up to the length, and nothing else', () => {
    expect(correlationIdOf('a'.repeat(MAX_CORRELATION_ID_LENGTH))).toBe('a'.repeat(MAX_CORRELATION_ID_LENGTH));
    expect(correlationIdOf('01HZX3.trace_id:7-b')).toBe('01HZX3.trace_id:7-b');
    expect(correlationIdOf(undefined)).toBeUndefined();
    expect(correlationIdOf(['a', 'b'])).toBeUndefined();
    expect(correlationIdOf('é')).toBeUndefined();
    expect(correlationIdOf('a/b')).toBeUndefined();
  });

  it('is echoed on error answers too: a 404 and a 401', async () => {
    const missing = await server.app.inject({ url: '/api/no-such-route', headers: { CorrelationId: 'qa-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.correlationid).toBe('qa-404');
    const signedOut = await server.app.inject({ url: '/api/main/menu', headers: { CorrelationId: 'qa-401' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers.correlationid).toBe('qa-401');
    expect(linesOf('qa-401').at(-1)).toMatchObject({ res: { statusCode: 401 } });
  });

  it('is readable by the app of an allowed origin (CORS exposes the header) and may be sent by it', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/attendance/public',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'correlationid',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('correlationid');
    const response = await server.app.inject({
      url: '/api/attendance/public',
      headers: { origin: APP_ORIGIN, CorrelationId: 'qa-cors' },
    });
    expect(response.headers['access-control-expose-headers']).toContain('CorrelationId');
    expect(response.headers.correlationid).toBe('qa-cors');
  });
});

describe('the probes', () => {
  it('answer {status: "ok"} as JSON, never cached, under the tightest rate limits and without a session', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      for (const url of ['/health', '/ready', '/api/health']) {
        const response = await server.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.json(), url).toEqual({ status: 'ok' });
      }
    }
  });

  it('answer HEAD as well (a load balancer may ask with it)', async () => {
    for (const url of ['/health', '/ready']) {
      const response = await server.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  // Last: the database stays closed.
  it('/ready answers 503 with the error body once the database is gone; /health still answers', async () => {
    await (server.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
    for (const url of ['/ready', '/api/health']) {
      const response = await server.app.inject({
        url,
        headers: { CorrelationId: `qa-down${url.replace(/\//g, '-')}` },
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toMatchObject({
        errorType: 'UnavailableError',
        message: expect.any(String),
        erros: [],
      });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const failed = linesOf('qa-down-ready').find((line) => line.level === 50 || line.err !== undefined);
    expect(failed, 'the failure is logged under the request id').toBeDefined();
    const live = await server.app.inject('/health');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
