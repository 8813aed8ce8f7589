// The one rate-limit configuration: every limited route counts its attempts per route, address and subject.
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { installRateLimits, RATE_LIMITED_ROUTES, rateLimitKey } from '../../server/security/rate-limit';
import { sha256 } from '../../server/security/tokens';
import { buildTestServer } from '../../server/testing';

/**
 * One store for every route, as a store shared by several instances (Redis, a database) would be: unlike the
 * plugin's default, which keeps a store per route, only the key tells the routes apart here.
 */
class SharedStore implements FastifyRateLimitStore {
  private readonly counts = new Map<string, number>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const current = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, current);
    callback(null, { current, ttl: timeWindow });
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** An app with a stub handler at each of `routes` (table names), limited by the table to one attempt, over a shared store. */
async function stubApp(routes: readonly string[]): Promise<FastifyInstance> {
  const app = Fastify();
  installRateLimits(app, { max: 1, timeWindowMs: 60_000 });
  await app.register(fastifyRateLimit, { global: false, store: SharedStore });
  for (const route of routes) {
    const [method = '', url = ''] = route.split(' ');
    app.route({ method: method as 'GET' | 'POST', url, handler: async () => ({ ok: true }) });
  }
  return app;
}

describe('the rate-limit key', () => {
  it('is made of the route, the client address and the hashed subject', () => {
    const key = rateLimitKey('POST /api/auth/new-signin', '10.0.0.1', 'ana@example.com');
    expect(key).toBe(`POST /api/auth/new-signin|10.0.0.1|${sha256('ana@example.com')}`);
    expect(key).not.toContain('ana@example.com');
    expect(rateLimitKey('POST /api/forgot-password/client', '10.0.0.1', 'ana@example.com')).not.toBe(key);
    expect(rateLimitKey('POST /api/auth/new-signin', '10.0.0.2', 'ana@example.com')).not.toBe(key);
    expect(rateLimitKey('POST /api/auth/new-signin', '10.0.0.1', 'bia@example.com')).not.toBe(key);
  });
});

describe('the table of limited routes, over a store shared by every route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await stubApp(Object.keys(RATE_LIMITED_ROUTES));
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') => app.inject({ method: 'POST', url, payload, remoteAddress });
  const get = (url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });

  it('limits every route it lists', async () => {
    for (const [index, route] of Object.keys(RATE_LIMITED_ROUTES).entries()) {
      const [method, url = ''] = route.split(' ');
      const address = `10.1.0.${index}`;
      const attempt = () =>
        method === 'GET' ? get(url.replace(':token', 'every-route'), address) : post(url, { email: 'every@example.com', token: 'every-route' }, address);
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode, route).toBe(429);
    }
  });

  it('does not let the limit reached on one route block another with the same address and e-mail', async () => {
    expect((await post('/api/auth/new-signin', { email: 'ana@example.com' })).statusCode).toBe(200);
    expect((await post('/api/auth/new-signin', { email: 'ana@example.com' })).statusCode).toBe(429);
    expect((await post('/api/signin/s4', { email: 'ana@example.com' })).statusCode).toBe(200);
    expect((await post('/api/forgot-password/client', { email: 'ANA@example.com ' })).statusCode).toBe(200);
    expect((await post('/api/forgot-password/client', { email: 'ana@example.com' })).statusCode).toBe(429);
    expect((await post('/api/lost-access/client', { email: 'ana@example.com' })).statusCode).toBe(200);
  });

  it('does not let the code resends of a challenge use up its validations', async () => {
    expect((await get('/api/auth/resend/two-factor-auth-token/challenge-1')).statusCode).toBe(200);
    expect((await get('/api/auth/resend/two-factor-auth-token/challenge-1')).statusCode).toBe(429);
    expect((await post('/api/auth/validate-two-factor-auth-token', { token: 'challenge-1' })).statusCode).toBe(200);
    expect((await post('/api/auth/validate-two-factor-auth-token', { token: 'challenge-1' })).statusCode).toBe(429);
  });

  it('counts each address and each subject apart on one route', async () => {
    expect((await post('/api/auth/register', { email: 'nova@example.com' }, '10.0.0.3')).statusCode).toBe(200);
    expect((await post('/api/auth/register', { email: 'nova@example.com' }, '10.0.0.3')).statusCode).toBe(429);
    expect((await post('/api/auth/register', { email: 'nova@example.com' }, '10.0.0.4')).statusCode).toBe(200);
    expect((await post('/api/auth/register', { email: 'outra@example.com' }, '10.0.0.3')).statusCode).toBe(200);
  });

  it('leaves the routes it does not list alone', async () => {
    const open = await stubApp([...Object.keys(RATE_LIMITED_ROUTES), 'GET /api/main/menu']);
    try {
      for (let i = 0; i < 3; i++) expect((await open.inject({ method: 'GET', url: '/api/main/menu' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('refuses to start when it names a route the server does not have', async () => {
    const [, ...others] = Object.keys(RATE_LIMITED_ROUTES);
    const incomplete = await stubApp(others);
    await expect(incomplete.ready()).rejects.toThrow(/POST \/api\/auth\/new-signin/);
    await incomplete.close().catch(() => undefined);
  });
});

describe('the limits of the reference server', () => {
  let server: CeleiroServer;

  beforeAll(async () => {
    server = await buildTestServer({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.2.0.1' });

  it('keep the sign-in, the s4 sign-in and the password and access requests of one e-mail apart', async () => {
    const signIn = () => post('/api/auth/new-signin', { email: 'limite@example.com', password: 'wrong' });
    expect([(await signIn()).statusCode, (await signIn()).statusCode, (await signIn()).statusCode]).toEqual([400, 400, 429]);
    expect((await post('/api/signin/s4', { email: 'limite@example.com', password: 'wrong' })).statusCode).toBe(400);
    expect((await post('/api/forgot-password/client', { email: 'limite@example.com' })).statusCode).toBe(400);
  });

  it('keep the resends and the validations of one two-factor challenge apart', async () => {
    const resend = () => server.app.inject({ method: 'GET', url: '/api/auth/resend/two-factor-auth-token/no-such-challenge', remoteAddress: '10.2.0.1' });
    expect([(await resend()).statusCode, (await resend()).statusCode, (await resend()).statusCode]).toEqual([400, 400, 429]);
    const validate = await post('/api/auth/validate-two-factor-auth-token', { token: 'no-such-challenge', code: '000000' });
    expect(validate.statusCode).toBe(400);
    expect(validate.json()).toMatchObject({ code: 5203 });
  });
});
