// Headers and small points of issue 9, item 11: the CSP's img-src is 'self' plus the configured media hosts, API
// answers are not stored by caches, an oversized body gets 413, a replayed refresh token ends its session family,
// and CORS allows DELETE where it is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { resolveOptions, startupProblems } from '../../server/options';
import { PASSWORD_HASH_COST } from '../../server/security/passwords';
import { buildTestServer, createSession, getUser, TEST_SEED_PASSWORD_COST } from '../../server/testing';

const APP_ORIGIN = 'https://app.celeiro.example';
let server: CeleiroServer;
let plain: CeleiroServer;

beforeAll(async () => {
  [server, plain] = await Promise.all([
    buildTestServer({
      bodyLimit: 2048,
      corsOrigins: [APP_ORIGIN],
      mediaHosts: ['https://img.celeiro.example', 'https://media.celeiro.example/'],
      accessTokenTtlMs: 15 * 60_000,
    }),
    buildTestServer(),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.close(), plain?.close()]);
});

/** The directives of a response's Content-Security-Policy. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy', () => {
  it("allows images and media from 'self' and the configured media hosts only", async () => {
    const csp = directives((await server.app.inject('/api/main/menu')).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'https://img.celeiro.example', 'https://media.celeiro.example']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://img.celeiro.example', 'https://media.celeiro.example']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("allows fonts from 'self' and data: URLs only: the calendar's icon font is a data: URL in its style sheet", async () => {
    const csp = directives((await plain.app.inject('/')).headers['content-security-policy']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
  });

  it("is 'self' alone without media hosts: no https: wildcard, no data:", async () => {
    const csp = directives((await plain.app.inject('/')).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    for (const values of csp.values()) expect(values).not.toContain('https:');
  });

  /** Production options the server accepts: a public URL, and no default key or credentials. */
  const production = {
    production: true,
    publicUrl: 'https://celeiro.example',
    cacheKey: 'a-real-cache-key',
    configUser: 'ops',
    configPassword: 'a-real-password',
  };

  it('refuses a shifted clock in production, and keeps it in development', () => {
    expect(startupProblems(production)).toEqual([]);
    expect(startupProblems({ ...production, clockShiftMs: 60_000 })).toEqual([
      'CLOCK_SHIFT_MS must be off in production: the server keeps the real time',
    ]);
    expect(startupProblems({ clockShiftMs: 60_000 })).toEqual([]);
    const shifted = resolveOptions({ clockShiftMs: 3_600_000 }).now().getTime() - Date.now();
    expect(shifted).toBeGreaterThan(3_590_000);
    expect(shifted).toBeLessThanOrEqual(3_600_000);
  });

  it("refuses the seed users' passwords hashed at less than full cost in production, and allows it elsewhere", () => {
    expect(startupProblems({ ...production, seedPasswordCost: PASSWORD_HASH_COST })).toEqual([]);
    expect(startupProblems({ ...production, seedPasswordCost: TEST_SEED_PASSWORD_COST })).toEqual([
      'the seed users’ passwords must be hashed at full cost in production',
    ]);
    expect(startupProblems({ seedPasswordCost: TEST_SEED_PASSWORD_COST })).toEqual([]);
    expect(resolveOptions({}).seedPasswordCost).toBe(PASSWORD_HASH_COST);
  });

  it('seeds the users at full cost unless a test server lowers it, and both sign in', async () => {
    const full = await buildTestServer({ seedPasswordCost: undefined });
    try {
      for (const [built, cost] of [
        [full, PASSWORD_HASH_COST],
        [server, TEST_SEED_PASSWORD_COST],
      ] as const) {
        expect((await getUser(built, 'assinante@example.com')).passwordHash).toMatch(
          new RegExp(`^scrypt\\$${cost}\\$`),
        );
        const signIn = (password: string) =>
          built.app.inject({
            method: 'POST',
            url: '/api/auth/new-signin',
            payload: { email: 'assinante@example.com', password, device_id: 'hardening-device' },
          });
        expect((await signIn('Celeiro#2026')).statusCode).toBe(200);
        expect((await signIn('Celeiro#2025')).statusCode).not.toBe(200);
      }
    } finally {
      await full.close();
    }
  });

  it('refuses media hosts that are not http(s) origins', () => {
    expect(startupProblems({ mediaHosts: ['https://img.celeiro.example'] })).toEqual([]);
    for (const bad of ['https:', '*', 'img.celeiro.example', 'https://img.celeiro.example/path', "'unsafe-inline'"]) {
      expect(startupProblems({ mediaHosts: [bad] }), bad).toHaveLength(1);
    }
  });
});

describe('API answers', () => {
  it('carry Cache-Control: no-store, errors included', async () => {
    const { token } = await createSession(server, 'assinante@example.com');
    const answers = [
      await server.app.inject({ url: '/api/main/menu', headers: { authorization: `Bearer ${token}` } }),
      await server.app.inject('/api/main/menu'),
      await server.app.inject('/api/nope'),
      await server.app.inject({ method: 'POST', url: '/api/auth/new-signin', payload: { email: 'a@b.c' } }),
      await server.app.inject('/api/health'),
    ];
    for (const response of answers) {
      expect(response.headers['content-type'], response.body).toContain('application/json');
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });
});

describe('a body over the limit', () => {
  it('gets 413 with the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: 'a@b.c', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errorType: 'ValidationError',
      code: 413,
      message: 'O corpo da requisição é grande demais.',
      erros: [{ field: 'body', message: 'O corpo da requisição é grande demais.' }],
    });
  });
});

describe('a replayed refresh token', () => {
  const refresh = (refreshToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/getAccessTokenFromRefreshToken',
      payload: { refresh_token: refreshToken },
    });
  const menu = (token: string) =>
    server.app.inject({ url: '/api/main/menu', headers: { authorization: `Bearer ${token}` } });

  it('ends the whole session: the tokens its first use obtained stop working too', async () => {
    const stolen = await createSession(server, 'assinante@example.com', { accessTtlMs: 15 * 60_000 });
    // Whoever used it first (the thief or the owner) got a new pair…
    const first = (await refresh(stolen.refreshToken)).json() as { token: string; refresh_token: string };
    expect((await menu(first.token)).statusCode).toBe(200);
    // …and the second use of the same token ends the family.
    const replay = await refresh(stolen.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errorType: 'AuthError', code: 5500 });
    expect((await menu(first.token)).statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the account alone', async () => {
    const stolen = await createSession(server, 'assinante@example.com', { accessTtlMs: 15 * 60_000 });
    const other = await createSession(server, 'assinante@example.com', { accessTtlMs: 15 * 60_000 });
    await refresh(stolen.refreshToken);
    await refresh(stolen.refreshToken);
    expect((await menu(other.token)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });
});

describe('CORS where CORS_ORIGINS is set', () => {
  it('allows DELETE (client-device/remove) as well as GET and POST', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/client-device/remove/abc',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const methods = String(preflight.headers['access-control-allow-methods'])
      .split(',')
      .map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'DELETE']));
  });
});
