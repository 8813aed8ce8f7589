// main/menu, check/info, the error body of malformed requests, security headers and the sign-in rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, createUser, SEED_PASSWORD, setUserDisabled } from '../../server/testing';

const RATE_LIMIT = 3;
let server: CeleiroServer;
let subscriberToken: string;

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: { max: RATE_LIMIT, timeWindowMs: 60_000 }, bodyLimit: 2048 });
  subscriberToken = (await createSession(server, 'assinante@example.com')).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Checks the SPEC error body shape. */
function expectErrorBody(body: unknown, errorType?: string): void {
  expect(body).toEqual(
    expect.objectContaining({
      errorType: errorType ?? expect.any(String),
      code: expect.any(Number),
      message: expect.any(String),
      erros: expect.any(Array),
    }),
  );
}

describe('main/menu', () => {
  it("lists the fixed subjects in order, enabled as the user's rights say, Hedge solutions disabled", async () => {
    const response = await get('/api/main/menu', subscriberToken);
    expect(response.statusCode).toBe(200);
    const menu = response.json() as {
      id: number;
      habilitado: boolean;
      nome: string;
      originCode: number;
      platformWdmaRoute: unknown[];
    }[];
    expect(menu.map((m) => m.id)).toEqual([1, 3, 4, 6, 7, 11, 12, 13, 16, 17, 20, 21, 202, 5, 23, 201, 30, 61]);
    expect(menu.filter((m) => m.habilitado).map((m) => m.id)).toEqual([1, 7, 13, 16, 17, 23]);
    expect(menu[0]).toEqual({
      id: 1,
      nome: 'Açúcar e Etanol',
      namePtBr: 'Açúcar e Etanol',
      nameEnEu: 'Sugar & Ethanol',
      nameEsEs: 'Azúcar y Etanol',
      nameEsAr: 'Azúcar y Etanol',
      namePtPt: 'Açúcar e Etanol',
      icone: 'sugar-ethanol',
      habilitado: true,
      originCode: 250,
      mne: 'ACE',
      platformWdmaRoute: [{ country: 'BR', routeName: 'acucar-e-etanol' }],
    });
    expect(menu.find((m) => m.id === 61)?.nome).toBe('Soluções de hedge');
  });

  it('answers 401 with the error body without a bearer, with an unknown one, or with an expired session', async () => {
    const expired = await createSession(server, 'assinante@example.com', { expiresAt: new Date(Date.now() - 1000) });
    for (const token of [undefined, 'not-a-session', expired.token]) {
      const response = await get('/api/main/menu', token);
      expect(response.statusCode).toBe(401);
      expectErrorBody(response.json(), 'AuthError');
    }
  });
});

describe('check/info', () => {
  it("reports the user's standing and rights", async () => {
    const response = await get('/api/check/info', subscriberToken);
    expect(response.statusCode).toBe(200);
    const info = response.json() as {
      userDisabled: boolean;
      profile: number;
      signature: string;
      hasQuotesRights: boolean;
      rights: { habilitado: boolean }[];
    };
    expect(info).toMatchObject({ userDisabled: false, profile: 1, hasQuotesRights: true });
    expect(info.signature).not.toBe('');
    expect(info.rights.length).toBe(17);
  });

  it("carries the user's admin roles: none for a reader, the editor's for the editor", async () => {
    expect((await get('/api/check/info', subscriberToken)).json()).toMatchObject({ roles: [] });
    const editor = await createSession(server, 'editor@example.com');
    expect((await get('/api/check/info', editor.token)).json()).toMatchObject({ roles: ['editor'] });
  });

  it('gives the demo user every right and the free user none', async () => {
    const demo = await createSession(server, 'demo@example.com');
    const free = await createSession(server, 'gratuito@example.com');
    const demoInfo = (await get('/api/check/info', demo.token)).json() as {
      profile: number;
      rights: { habilitado: boolean }[];
    };
    const freeInfo = (await get('/api/check/info', free.token)).json() as {
      profile: number;
      rights: { habilitado: boolean }[];
      hasQuotesRights: boolean;
    };
    expect(demoInfo.profile).toBe(2);
    expect(demoInfo.rights.every((r) => r.habilitado)).toBe(true);
    expect(freeInfo.profile).toBe(3);
    expect(freeInfo.hasQuotesRights).toBe(false);
    expect(freeInfo.rights.some((r) => r.habilitado)).toBe(false);
  });

  it('tells a disabled user so (and other calls answer 401)', async () => {
    await createUser(server, { email: 'desativada@example.com', name: 'Helena Prado' });
    const { token } = await createSession(server, 'desativada@example.com');
    await setUserDisabled(server, 'desativada@example.com');
    expect((await get('/api/check/info', token)).json()).toMatchObject({ userDisabled: true });
    expect((await get('/api/main/menu', token)).statusCode).toBe(401);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'ValidationError');
  });

  it('answers an oversized body with 413 and the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: 'a@b.c', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json(), 'ValidationError');
  });

  it('answers a wrong content type with 400 and the error body', async () => {
    for (const contentType of ['text/plain', 'application/xml']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        headers: { 'content-type': contentType },
        payload: 'email=a',
      });
      expect(response.statusCode, contentType).toBe(400);
      expectErrorBody(response.json(), 'ValidationError');
    }
  });

  it('answers schema violations with 400 and the offending fields', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: 'ValidationError',
      erros: [{ field: 'password', message: 'Campo obrigatório.' }],
    });
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: { address: 'x' }, password: 'p' },
    });
    expect(wrongType.statusCode).toBe(400);
    expectErrorBody(wrongType.json(), 'ValidationError');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/main/menu'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expectErrorBody(response.json(), 'NotFoundError');
    }
  });
});

describe('security headers', () => {
  it('sends the Content-Security-Policy and the other helmet headers', async () => {
    for (const url of ['/api/main/menu', '/', '/api/nope']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('rate limit', () => {
  it('limits sign-in attempts per IP and e-mail with a 429 error body', async () => {
    const attempt = (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/new-signin',
        payload: { email, password: 'wrong' },
        remoteAddress: '10.0.0.7',
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await attempt('limite@example.com')).statusCode).toBe(400);
    const limited = await attempt('limite@example.com');
    expect(limited.statusCode).toBe(429);
    expectErrorBody(limited.json(), 'RateLimitError');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another e-mail from the same address is counted apart.
    expect((await attempt('outro@example.com')).statusCode).toBe(400);
  });

  it('limits two-factor validation too', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/validate-two-factor-auth-token',
        payload: { token: 't', code: '000000', device_id: 'd' },
        remoteAddress: '10.0.0.8',
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('is only on the auth routes', async () => {
    for (let i = 0; i < RATE_LIMIT + 2; i++)
      expect((await get('/api/main/menu', subscriberToken)).statusCode).toBe(200);
  });
});

describe('sign-in password', () => {
  it('accepts the seed password (smoke)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: 'gratuito@example.com', password: SEED_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});
