// For the operations team: with METRICS=true the server answers GET /metrics in the Prometheus text format, from a
// registry of its own: requests counted and timed by method, route pattern and status (never the raw URL), the
// database in use (and a PostgreSQL pool's clients), the mails sent and failed, and Node's default figures. /metrics
// counts no request of its own, is under no rate limit and holds no personal data; METRICS_TOKEN asks a scraper for a
// bearer token. Off by default: /metrics is then the usual 404 error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { type Database } from '../../server/db/database';
import { type Mailer } from '../../server/mail/mailer';
import { createMetrics, METRICS_PATH } from '../../server/shell/metrics';
import { buildTestServer } from '../../server/testing';

const TOKEN = 'scraper-token-0123456789';

let off: CeleiroServer;
let on: CeleiroServer;
let guarded: CeleiroServer;

beforeAll(async () => {
  [off, on, guarded] = await Promise.all([
    buildTestServer(),
    // The tightest limits: a scraper is under none of them.
    buildTestServer({ metrics: true, rateLimit: { max: 1, timeWindowMs: 60_000 } }),
    buildTestServer({ metrics: true, metricsToken: TOKEN }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([off?.close(), on?.close(), guarded?.close()]);
});

/** The metrics text of a server. */
async function scrape(server: CeleiroServer = on): Promise<string> {
  const response = await server.app.inject({ url: METRICS_PATH });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of the sample of `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('/metrics, off by default', () => {
  it('is the usual 404 error body, for GET and HEAD', async () => {
    const response = await off.app.inject(METRICS_PATH);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorType: 'NotFoundError', code: 404, erros: [] });
    expect((await off.app.inject({ method: 'HEAD', url: METRICS_PATH })).statusCode).toBe(404);
  });
});

describe('/metrics, on', () => {
  it('answers the Prometheus text format, never cached, again and again under the tightest rate limits', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await on.app.inject(METRICS_PATH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE http_requests_total counter');
    }
  });

  it('counts a request under its method, route pattern and status, and times it in a histogram', async () => {
    const labels = { method: 'GET', route: '/api/attendance/public', status_code: '200' };
    const before = sample(await scrape(), 'http_requests_total', labels);
    expect((await on.app.inject('/api/attendance/public')).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', labels)).toBe(before + 1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
  });

  it('labels a route with parameters by its pattern, never the values, and an unknown path as unmatched', async () => {
    const device = 'device-7f3a9c-secret';
    const signedOut = await on.app.inject({ method: 'DELETE', url: `/api/auth/biometric/${device}` });
    expect(signedOut.statusCode).toBe(401);
    const missing = await on.app.inject('/api/no-such-route/42?email=ana%40example.com&token=abc123');
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', {
        method: 'DELETE',
        route: '/api/auth/biometric/:device_id',
        status_code: '401',
      }),
    ).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    for (const raw of [device, 'no-such-route', 'ana%40', 'example.com', 'abc123', 'email=', 'token='])
      expect(text, raw).not.toContain(raw);
  });

  it('counts no scrape of its own', async () => {
    await scrape();
    await scrape();
    expect(await scrape()).not.toContain(`route="${METRICS_PATH}"`);
  });

  it('counts the mails sent, without their addresses', async () => {
    const before = sample(await scrape(), 'celeiro_mails_sent_total', { transport: 'mailbox' });
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/forgot-password/client',
      payload: { email: 'assinante@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'celeiro_mails_sent_total', { transport: 'mailbox' })).toBe(before + 1);
    expect(text).toContain('celeiro_mails_failed_total');
    expect(text).not.toContain('@');
  });

  it('shows the database in use and Node’s default figures', async () => {
    const text = await scrape();
    expect(sample(text, 'celeiro_database_info', { kind: 'pglite' })).toBe(1);
    // The embedded database has no pool.
    expect(text).not.toContain('celeiro_database_pool_clients{');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('asks for the token as a bearer: 401 with the error body without it or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await guarded.app.inject({
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'AuthError', erros: [] });
    }
    const response = await guarded.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
  });
});

describe('the collectors', () => {
  it("report a PostgreSQL pool's total, idle and waiting clients at each scrape", async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    const metrics = createMetrics({ dbKind: 'postgres', db: { $client: pool } as unknown as Database });
    let text = await metrics.registry.metrics();
    expect(sample(text, 'celeiro_database_info', { kind: 'postgres' })).toBe(1);
    expect(sample(text, 'celeiro_database_pool_clients', { state: 'total' })).toBe(4);
    expect(sample(text, 'celeiro_database_pool_clients', { state: 'idle' })).toBe(3);
    expect(sample(text, 'celeiro_database_pool_clients', { state: 'waiting' })).toBe(0);
    Object.assign(pool, { totalCount: 10, idleCount: 0, waitingCount: 7 });
    text = await metrics.registry.metrics();
    expect(sample(text, 'celeiro_database_pool_clients', { state: 'waiting' })).toBe(7);
    expect(sample(text, 'celeiro_database_pool_clients', { state: 'total' })).toBe(10);
  });

  it('count a mail that could not leave as failed, and pass its error on', async () => {
    const metrics = createMetrics({ dbKind: 'pglite', db: {} as Database });
    const failure = new Error('smtp down');
    const broken: Mailer = { send: () => Promise.reject(failure), close: () => undefined };
    const mailer = metrics.countMails(broken, 'smtp');
    await expect(mailer.send({ to: 'ana@example.com', subject: 's', text: 't', html: 'h' })).rejects.toBe(failure);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'celeiro_mails_failed_total', { transport: 'smtp' })).toBe(1);
    expect(sample(text, 'celeiro_mails_sent_total', { transport: 'smtp' })).toBe(0);
    expect(text).not.toContain('ana@example.com');
  });
});
