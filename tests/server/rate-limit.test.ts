// The one rate-limit configuration (server/security/rate-limit.ts): every limit of the table, its key (limit, address,
// hashed subject), the limits issue 9 found missing (password spraying, team-mail flooding, anonymous device writes,
// wrong current passwords), the s4 sign-in counted with the sign-in, quick sign-ins, and counters shared by two server
// instances.
import { ErrorCode } from '../../core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { type AppContext } from '../../server/context';
import { type Database, openDatabase, type OpenDatabase } from '../../server/db/database';
import { businessError, installErrorHandler } from '../../server/errors';
import {
  DatabaseRateLimitStore,
  installRateLimits,
  limitsByRoute,
  MemoryRateLimitStore,
  parseRateLimits,
  quotaOf,
  RATE_LIMITS,
  rateLimitKey,
  type RateLimitStore,
} from '../../server/security/rate-limit';
import { sha256 } from '../../server/security/tokens';
import { parseTrustProxy, startupProblems } from '../../server/options';
import { buildTestServer, createSession, createTestClock, SEED_PASSWORD } from '../../server/testing';

const BASE = { max: 2, timeWindowMs: 60_000 };

describe('the rate-limit key', () => {
  it('is made of the limit, the client address and the hashed subject', () => {
    const key = rateLimitKey('sign-in', '10.0.0.1', 'ana@example.com');
    expect(key).toBe(`sign-in|10.0.0.1|${sha256('ana@example.com')}`);
    expect(key).not.toContain('ana@example.com');
    expect(rateLimitKey('forgot-password', '10.0.0.1', 'ana@example.com')).not.toBe(key);
    expect(rateLimitKey('sign-in', '10.0.0.2', 'ana@example.com')).not.toBe(key);
    expect(rateLimitKey('sign-in', '10.0.0.1', 'bia@example.com')).not.toBe(key);
    expect(rateLimitKey('change-password-account', undefined, 'account:1')).toBe(
      `change-password-account|*|${sha256('account:1')}`,
    );
  });

  it('counts the s4 sign-in with the sign-in: one limit names both routes', () => {
    expect(RATE_LIMITS['sign-in'].routes).toEqual(['POST /api/auth/new-signin', 'POST /api/signin/s4']);
    expect(limitsByRoute().get('POST /api/signin/s4')).toEqual(limitsByRoute().get('POST /api/auth/new-signin'));
  });
});

describe('the quotas', () => {
  it('derive from the base quota, and any limit can be overridden by name', () => {
    expect(quotaOf('sign-in', BASE)).toEqual({ max: 2, windowMs: 60_000 });
    expect(quotaOf('sign-in-failures', { max: 10, timeWindowMs: 60_000 })).toEqual({ max: 20, windowMs: 15 * 60_000 });
    expect(quotaOf('team-mail', { max: 10, timeWindowMs: 60_000 })).toEqual({ max: 10, windowMs: 60 * 60_000 });
    expect(quotaOf('team-mail', { max: 10, timeWindowMs: 60_000, limits: { 'team-mail': { max: 3 } } })).toEqual({
      max: 3,
      windowMs: 60 * 60_000,
    });
  });

  it('read overrides from RATE_LIMITS and refuse unknown names', () => {
    expect(parseRateLimits('sign-in-failures=20/15m, team-mail=5/1h,public-device=100/60')).toEqual({
      limits: {
        'sign-in-failures': { max: 20, windowMs: 900_000 },
        'team-mail': { max: 5, windowMs: 3_600_000 },
        'public-device': { max: 100, windowMs: 60_000 },
      },
      problems: [],
    });
    expect(parseRateLimits('nope=1/1m').problems).toHaveLength(1);
    expect(parseRateLimits('sign-in=1').problems).toHaveLength(1);
    expect(parseRateLimits(undefined)).toEqual({ limits: {}, problems: [] });
  });
});

/** A context for an app without the server: no database (no session limits apply without a bearer token). */
const stubContext = { now: () => new Date(), options: {} } as unknown as AppContext;

/** An app with a stub handler at each of `routes`, limited by the table with a base quota of one attempt. */
async function stubApp(
  routes: readonly string[],
  store: RateLimitStore = new MemoryRateLimitStore(),
): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandler(app);
  installRateLimits(app, stubContext, { max: 1, timeWindowMs: 60_000, store });
  for (const route of routes) {
    const [method = '', url = ''] = route.split(' ');
    app.route({ method: method as 'GET' | 'POST', url, handler: async () => ({ ok: true }) });
  }
  return app;
}

describe('the table of limits, on stub routes', () => {
  let app: FastifyInstance;
  const routes = [...limitsByRoute().keys()];

  beforeAll(async () => {
    app = await stubApp(routes);
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const get = (url: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });

  it('limits every route that a limit counting every attempt names', async () => {
    const counted = routes.filter((route) =>
      limitsByRoute()
        .get(route)!
        .some((name) => !('failure' in RATE_LIMITS[name])),
    );
    expect(counted.length).toBeGreaterThan(12);
    for (const [index, route] of counted.entries()) {
      const [method, url = ''] = route.split(' ');
      const address = `10.1.0.${index}`;
      const attempt = () =>
        method === 'POST'
          ? post(url, { email: 'every@example.com', token: 'every-route' }, address)
          : app.inject({ method: method as 'GET', url: url.replace(':token', 'every-route'), remoteAddress: address });
      const allowed = Math.min(
        ...limitsByRoute()
          .get(route)!
          .map((name) => quotaOf(name, { max: 1, timeWindowMs: 60_000 }).max),
      );
      for (let i = 0; i < allowed; i++) expect((await attempt()).statusCode, route).toBe(200);
      const limited = await attempt();
      expect(limited.statusCode, route).toBe(429);
      expect(limited.json()).toMatchObject({ errorType: 'RateLimitError', code: 429 });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('does not let the limit reached on one route block another with the same address and e-mail', async () => {
    expect((await post('/api/forgot-password/client', { email: 'ANA@example.com ' })).statusCode).toBe(200);
    expect((await post('/api/forgot-password/client', { email: 'ana@example.com' })).statusCode).toBe(429);
    expect((await post('/api/auth/register', { email: 'ana@example.com' })).statusCode).toBe(200);
  });

  it('counts the s4 sign-in and the sign-in of one e-mail and address together', async () => {
    expect((await post('/api/auth/new-signin', { email: 'ana@example.com' }, '10.3.0.1')).statusCode).toBe(200);
    expect((await post('/api/signin/s4', { email: 'ana@example.com' }, '10.3.0.1')).statusCode).toBe(429);
    expect((await post('/api/signin/s4', { email: 'bia@example.com' }, '10.3.0.2')).statusCode).toBe(200);
    expect((await post('/api/auth/new-signin', { email: 'bia@example.com' }, '10.3.0.2')).statusCode).toBe(429);
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
    const open = await stubApp([...routes, 'GET /api/main/menu']);
    try {
      for (let i = 0; i < 3; i++)
        expect((await open.inject({ method: 'GET', url: '/api/main/menu' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('refuses to start when it names a route the server does not have', async () => {
    const incomplete = await stubApp(routes.filter((route) => route !== 'POST /api/signin/s4'));
    await expect(incomplete.ready()).rejects.toThrow(/POST \/api\/signin\/s4/);
    await incomplete.close().catch(() => undefined);
  });
});

describe('a limit that counts failures', () => {
  it('counts an attempt before its handler runs (parallel attempts cannot slip past) and takes it back when it did not fail', async () => {
    const app = Fastify();
    installErrorHandler(app);
    installRateLimits(app, stubContext, {
      max: 1,
      timeWindowMs: 60_000,
      store: new MemoryRateLimitStore(),
      limits: { 'sign-in': { max: 1000 } },
    });
    const handler = async (request: { body: unknown }) => {
      if ((request.body as { password: string }).password !== 'right')
        throw businessError(ErrorCode.INVALID_CREDENTIALS);
      return { ok: true };
    };
    app.post('/api/auth/new-signin', handler);
    app.post('/api/signin/s4', handler);
    for (const route of limitsByRoute().keys())
      if (!['POST /api/auth/new-signin', 'POST /api/signin/s4'].includes(route))
        app.route({ method: route.split(' ')[0] as 'GET', url: route.split(' ')[1]!, handler: async () => ({}) });
    const signIn = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        payload: { email, password },
        remoteAddress: '10.4.0.1',
      });
    try {
      // Quota of failures from one address: 2 × base = 2.
      for (let i = 0; i < 5; i++) expect((await signIn(`ok${i}@example.com`, 'right')).statusCode).toBe(200);
      const parallel = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(`spray${i}@example.com`, 'wrong')));
      expect(parallel.map((r) => r.statusCode).sort()).toEqual([400, 400, 429, 429, 429, 429]);
      expect((await signIn('late@example.com', 'right')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the limits of the reference server', () => {
  let server: CeleiroServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await buildTestServer({ now: clock.now, rateLimit: { max: 3, timeWindowMs: 60_000 } });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, payload: object, remoteAddress = '10.2.0.1', token?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('count the s4 sign-in with the sign-in of the same address and e-mail', async () => {
    const signIn = (url: string) => post(url, { email: 'limite@example.com', password: 'wrong' }, '10.2.0.9');
    expect([
      (await signIn('/api/auth/new-signin')).statusCode,
      (await signIn('/api/signin/s4')).statusCode,
      (await signIn('/api/auth/new-signin')).statusCode,
    ]).toEqual([400, 400, 400]);
    expect((await signIn('/api/signin/s4')).statusCode).toBe(429);
    expect((await signIn('/api/auth/new-signin')).statusCode).toBe(429);
    expect((await post('/api/forgot-password/client', { email: 'limite@example.com' }, '10.2.0.9')).statusCode).toBe(
      400,
    );
  });

  it('stop password spraying: failed sign-ins from one address are limited whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await post('/api/auth/new-signin', { email: `spray${i}@example.com`, password: 'Senha#Comum1' }, '10.2.1.1'))
          .statusCode,
      );
    // 2 × 3 failures in 15 minutes, then 429 for any e-mail, even the right password of a real account.
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(400));
    expect(statuses.slice(6)).toEqual(Array(24).fill(429));
    expect(
      (await post('/api/auth/new-signin', { email: 'gratuito@example.com', password: SEED_PASSWORD }, '10.2.1.1'))
        .statusCode,
    ).toBe(429);
    // Another address is not affected, and the window ends.
    expect(
      (await post('/api/auth/new-signin', { email: 'spray0@example.com', password: 'x' }, '10.2.1.2')).statusCode,
    ).toBe(400);
    clock.advance(15 * 60_000);
    expect(
      (await post('/api/auth/new-signin', { email: 'spray0@example.com', password: 'x' }, '10.2.1.1')).statusCode,
    ).toBe(400);
  });

  it('limit quick sign-ins: per device, and the refused ones from one address whatever the device', async () => {
    const quick = (deviceId: string, address: string) =>
      post('/api/auth/biometric/signin', { device_id: deviceId, secret: 'guessed-secret' }, address);
    // 3 attempts for one device and address.
    const oneDevice: number[] = [];
    for (let i = 0; i < 4; i++) oneDevice.push((await quick('phone-1', '10.2.7.1')).statusCode);
    expect(oneDevice).toEqual([401, 401, 401, 429]);
    // 2 × 3 refusals in 15 minutes from one address, whatever the device.
    const spread: number[] = [];
    for (let i = 0; i < 8; i++) spread.push((await quick(`phone-${i}`, '10.2.7.2')).statusCode);
    expect(spread).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await quick('phone-0', '10.2.7.3')).statusCode).toBe(401);
  });

  it('do not count successful sign-ins as failures', async () => {
    for (let i = 0; i < 8; i++) {
      const email = ['gratuito@example.com', 'assinante@example.com', 'demo@example.com'][i % 3]!;
      clock.advance(21_000);
      expect((await post('/api/auth/new-signin', { email, password: SEED_PASSWORD }, '10.2.2.1')).statusCode).toBe(200);
    }
  });

  it('stop team-mail flooding: lost-access and new-client from one address are limited whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `flood${i}@example.com`;
      statuses.push(
        (await post('/api/lost-access/client', { email, phone: '11987654321', message: 'Perdi o acesso' }, '10.2.3.1'))
          .statusCode,
      );
      statuses.push(
        (await post('/api/authenticate/new-client', { email, phone: '11987654321', nome: 'Cliente Novo' }, '10.2.3.1'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(9).fill(429));
    expect(
      (
        await post(
          '/api/lost-access/client',
          { email: 'other@example.com', phone: '11987654321', message: 'Perdi o acesso' },
          '10.2.3.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limit the team mails of signed-in requests too (account change, demo)', async () => {
    const { token } = await createSession(server, 'gratuito@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/api/my-account', { message: `Pedido ${i}` }, '10.2.3.3', token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limit anonymous device registrations from one address and cap the size of their fields', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await post(
            '/api/public-device/register',
            { deviceId: `flood-${i}`, platform: 0, deviceType: 0, pushToken: 'x'.repeat(200) },
            '10.2.4.1',
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    const big = await post(
      '/api/public-device/register',
      { deviceId: 'big', platform: 0, deviceType: 0, pushToken: 'x'.repeat(4096) },
      '10.2.4.2',
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().erros).toEqual([expect.objectContaining({ field: 'pushToken' })]);
  });

  it('end a session after five wrong current passwords on change-password', async () => {
    const { token } = await createSession(server, 'assinante@example.com');
    const change = () =>
      post(
        '/api/change-password/client',
        { currentPassword: 'Errada#12345', password: 'Nova#Senha#2026', confirmPassword: 'Nova#Senha#2026' },
        '10.2.5.1',
        token,
      );
    for (let i = 0; i < 5; i++)
      expect((await change()).json()).toMatchObject({ code: ErrorCode.INVALID_CURRENT_PASSWORD });
    const after = await change();
    expect(after.statusCode).toBe(401);
    expect(
      (await server.app.inject({ url: '/api/main/menu', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it('limit wrong current passwords per account across sessions and addresses', async () => {
    const statuses: number[] = [];
    for (let session = 0; session < 3; session++) {
      const { token } = await createSession(server, 'demo@example.com');
      for (let i = 0; i < 4; i++) {
        const response = await post(
          '/api/change-password/client',
          { currentPassword: 'Errada#12345', password: 'Nova#Senha#2026', confirmPassword: 'Nova#Senha#2026' },
          `10.2.6.${session * 4 + i}`,
          token,
        );
        statuses.push(response.statusCode);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits for the window to end.
    const { token } = await createSession(server, 'demo@example.com');
    const right = { currentPassword: SEED_PASSWORD, password: 'Nova#Senha#2026', confirmPassword: 'Nova#Senha#2026' };
    expect((await post('/api/change-password/client', right, '10.2.6.99', token)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    expect((await post('/api/change-password/client', right, '10.2.6.99', token)).statusCode).toBe(200);
  });

  it('keep the resends and the validations of one two-factor challenge apart', async () => {
    const resend = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/auth/resend/two-factor-auth-token/no-such-challenge',
        remoteAddress: '10.2.0.1',
      });
    expect([
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
    ]).toEqual([400, 400, 400, 429]);
    const validate = await post('/api/auth/validate-two-factor-auth-token', {
      token: 'no-such-challenge',
      code: '000000',
    });
    expect(validate.statusCode).toBe(400);
    expect(validate.json()).toMatchObject({ code: 5203 });
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let oneHop: CeleiroServer;
  let listed: CeleiroServer;

  beforeAll(async () => {
    [oneHop, listed] = await Promise.all([
      buildTestServer({ trustProxy: 1, rateLimit: { max: 2, timeWindowMs: 60_000 } }),
      buildTestServer({ trustProxy: ['10.9.0.0/16'], rateLimit: { max: 2, timeWindowMs: 60_000 } }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([oneHop?.close(), listed?.close()]);
  });

  /** A sign-in arriving through the proxy at 10.9.0.1, for the client the proxy saw, with a forged left-most entry. */
  const throughProxy = (server: CeleiroServer, client: string, forged: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: 'proxy@example.com', password: 'wrong' },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    });

  it.each([
    ['a hop count', () => oneHop],
    ['a list of proxy addresses', () => listed],
  ])('with %s, a spoofed left-most X-Forwarded-For does not reset the limit', async (_, server) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await throughProxy(server(), '203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 429, 429, 429, 429]);
    // Another client behind the same proxy is counted apart: the address is the client's, not the proxy's.
    expect((await throughProxy(server(), '203.0.113.8', '198.51.100.1')).statusCode).toBe(400);
  });

  it('is a hop count or a list of proxy addresses; `true` (believe every hop) is refused', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(startupProblems({ trustProxy: parseTrustProxy('true') })).toEqual([
      expect.stringContaining('TRUST_PROXY=true'),
    ]);
    expect(startupProblems({ trustProxy: 0 })).toHaveLength(1);
    expect(startupProblems({ trustProxy: ['10.0.0.0/33'] })).toHaveLength(1);
    expect(startupProblems({ trustProxy: ['proxy.example'] })).toHaveLength(1);
    expect(startupProblems({ trustProxy: 2 })).toEqual([]);
    expect(startupProblems({ trustProxy: ['10.0.0.5', 'fd00::/8'] })).toEqual([]);
  });

  it('a client that is not a listed proxy cannot choose its address', async () => {
    const direct = (forged: string) =>
      listed.app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        payload: { email: 'direct@example.com', password: 'wrong' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forged },
      });
    expect([
      (await direct('1.1.1.1')).statusCode,
      (await direct('1.1.1.2')).statusCode,
      (await direct('1.1.1.3')).statusCode,
    ]).toEqual([400, 400, 429]);
  });
});

describe('two server instances', () => {
  let shared: OpenDatabase;
  let first: CeleiroServer;
  let second: CeleiroServer;

  beforeAll(async () => {
    // The counters' database, as one PostgreSQL behind both instances would be; each instance has its own store object.
    shared = await openDatabase({ dataDir: 'memory://' });
    [first, second] = await Promise.all([
      buildTestServer({ rateLimit: { max: 3, timeWindowMs: 60_000, store: new DatabaseRateLimitStore(shared.db) } }),
      buildTestServer({ rateLimit: { max: 3, timeWindowMs: 60_000, store: new DatabaseRateLimitStore(shared.db) } }),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await shared?.close();
  });

  it('share the counters kept in the database: attempts spread over both reach the one quota', async () => {
    const signIn = (server: CeleiroServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        payload: { email: 'ana@example.com', password: 'wrong' },
        remoteAddress: '10.5.0.1',
      });
    const statuses = [
      await signIn(first),
      await signIn(second),
      await signIn(first),
      await signIn(second),
      await signIn(first),
    ].map((r) => r.statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('count parallel attempts exactly', async () => {
    const store = new DatabaseRateLimitStore(shared.db);
    const now = new Date();
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('parallel', 60_000, now)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe.each([
  ['in memory', async () => ({ store: new MemoryRateLimitStore() as RateLimitStore, close: async () => undefined })],
  [
    'in the database',
    async () => {
      const open = await openDatabase({ dataDir: 'memory://' });
      return { store: new DatabaseRateLimitStore(open.db as Database) as RateLimitStore, close: open.close };
    },
  ],
])('the store %s', (_, make) => {
  it('counts in fixed windows, takes attempts back and never goes below zero', async () => {
    const { store, close } = await make();
    try {
      const t0 = new Date('2026-03-02T12:00:00Z');
      expect(await store.hit('k', 60_000, t0)).toEqual({ count: 1, resetAt: new Date('2026-03-02T12:01:00Z') });
      expect((await store.hit('k', 60_000, new Date(t0.getTime() + 30_000))).count).toBe(2);
      await store.refund('k', t0);
      await store.refund('k', t0);
      await store.refund('k', t0);
      expect((await store.hit('k', 60_000, t0)).count).toBe(1);
      expect(await store.hit('k', 60_000, new Date(t0.getTime() + 60_000))).toEqual({
        count: 1,
        resetAt: new Date('2026-03-02T12:02:00Z'),
      });
    } finally {
      store.close();
      await close();
    }
  }, 30_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('share their limits through the database by default', async () => {
    const options = { databaseUrl: process.env.TEST_DATABASE_URL, rateLimit: { max: 2, timeWindowMs: 60_000 } };
    const [first, second] = [await buildTestServer(options), await buildTestServer(options)];
    try {
      const email = `pg-${Date.now()}@example.com`;
      const signIn = (server: CeleiroServer) =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/new-signin',
          payload: { email, password: 'wrong' },
          remoteAddress: '10.6.0.1',
        });
      expect([
        (await signIn(first)).statusCode,
        (await signIn(second)).statusCode,
        (await signIn(first)).statusCode,
        (await signIn(second)).statusCode,
      ]).toEqual([400, 400, 429, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
