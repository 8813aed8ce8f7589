// The ApiClient's token refresh against a real HTTP server: one refresh for a burst of expired-token
// failures, each request retried once, and a failed refresh reported once.
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUES, ApiError, classifyTransportFailure } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { type RequestContext, type StoredTokens } from '../../adapters/http/request-context';
import { configFor, StaticConfig } from '../fakes/static-config';
import { RecordingFailures } from '../fakes/recording-failures';

/** What the test server accepts and answers. */
const api = {
  validToken: 'access-2',
  refreshToken: 'refresh-1',
  refreshes: 0,
  /** The body a refresh answers with a 401 instead of new tokens. */
  refusal: null as null | Record<string, unknown>,
  requests: [] as { path: string; token: string | undefined }[],
};

let server: Server;
let base: string;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (path === '/api/auth/getAccessTokenFromRefreshToken') {
          api.refreshes++;
          await delay(30);
          const { refresh_token } = JSON.parse(raw || '{}') as { refresh_token?: string };
          if (api.refusal) return reply(401, api.refusal);
          if (refresh_token !== api.refreshToken)
            return reply(401, { errorType: 'AuthError', code: 5500, message: 'ended', erros: [] });
          api.validToken = `access-${api.refreshes + 2}`;
          api.refreshToken = `refresh-${api.refreshes + 1}`;
          return reply(200, { token: api.validToken, refresh_token: api.refreshToken, expiresIn: 900 });
        }
        api.requests.push({ path, token });
        if (path === '/api/slow') await delay(150);
        if (path === '/api/ended')
          return reply(401, { errorType: 'AuthError', code: 5500, message: 'ended', erros: [] });
        if (path === '/api/always-expired' || token !== api.validToken) {
          return reply(401, { errorType: 'TokenExpired', code: 5500, message: 'expired', erros: [] });
        }
        return reply(200, { path, token });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  Object.assign(api, { validToken: 'access-2', refreshToken: 'refresh-1', refreshes: 0, refusal: null, requests: [] });
});

/** A signed-in session whose tokens live in memory, as the stored user holds them. */
function signedIn() {
  const tokens = {
    token: 'access-1' as string | undefined,
    refresh_token: 'refresh-1',
    stored: [] as StoredTokens[],
  };
  const context: RequestContext = {
    token: () => tokens.token,
    locale: () => 'PtBr',
    isDesktop: () => true,
    cookiesAccepted: () => undefined,
    correlationId: () => undefined,
    refreshToken: () => tokens.refresh_token,
    storeTokens: (fresh) => {
      tokens.stored.push(fresh);
      tokens.token = fresh.token;
      tokens.refresh_token = fresh.refresh_token;
    },
  };
  const failures = new RecordingFailures();
  return { tokens, failures, client: new ApiClient(new StaticConfig(configFor(base)), context, failures) };
}

describe('refreshing an expired access token', () => {
  it('runs exactly one refresh for several requests failing at once, and retries each once with the new token', async () => {
    const { client, tokens, failures } = signedIn();
    const answers = (await Promise.all(['a', 'b', 'c', 'd', 'e'].map((p) => client.get(p)))) as {
      path: string;
      token: string;
    }[];
    expect(api.refreshes).toBe(1);
    expect(answers.map((a) => a.token)).toEqual(Array(5).fill('access-3'));
    expect(tokens.stored).toEqual([{ token: 'access-3', refresh_token: 'refresh-2' }]);
    for (const path of ['a', 'b', 'c', 'd', 'e']) {
      expect(api.requests.filter((r) => r.path === `/api/${path}`).map((r) => r.token)).toEqual([
        'access-1',
        'access-3',
      ]);
    }
    expect(failures.reported).toEqual([]);
  });

  it('retries without a second refresh a request that fails after the refresh already replaced its token', async () => {
    const { client } = signedIn();
    const [slow, fast] = (await Promise.all([client.get('slow'), client.get('fast')])) as { token: string }[];
    expect(api.refreshes).toBe(1);
    expect([slow?.token, fast?.token]).toEqual(['access-3', 'access-3']);
  });

  it('reports a failed refresh once as the end of the session, and rejects every waiting request', async () => {
    const { client, failures, tokens } = signedIn();
    tokens.refresh_token = 'refresh-unknown';
    const results = await Promise.allSettled(['a', 'b', 'c'].map((p) => client.get(p)));
    expect(api.refreshes).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    expect(failures.reported).toHaveLength(1);
    expect(classifyTransportFailure(failures.reported[0]!, CATALOGUES.PtBr)).toEqual({ kind: 'session-ended' });
    expect(tokens.stored).toEqual([]);
  });

  it('reports a refresh refused for a simultaneous access as such', async () => {
    const { client, failures } = signedIn();
    api.refusal = { errorType: 'ConcurrentAccessError', code: 5500, message: 'simultaneous', erros: [] };
    await expect(client.get('a')).rejects.toBeInstanceOf(ApiError);
    expect(failures.reported).toHaveLength(1);
    expect(classifyTransportFailure(failures.reported[0]!, CATALOGUES.PtBr)).toEqual({ kind: 'concurrent-access' });
  });

  it('retries a request only once', async () => {
    const { client, failures } = signedIn();
    const error = await client.get('always-expired').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(api.refreshes).toBe(1);
    expect(api.requests.filter((r) => r.path === '/api/always-expired')).toHaveLength(2);
    expect(failures.reported).toHaveLength(1);
  });

  it('does not refresh for a session that ended, nor when signed out', async () => {
    const { client, failures } = signedIn();
    await expect(client.get('ended')).rejects.toBeInstanceOf(ApiError);
    expect(api.refreshes).toBe(0);
    expect(failures.reported).toEqual([
      { status: 401, body: expect.objectContaining({ errorType: 'AuthError' }), authenticated: true },
    ]);

    const { client: anonymous, tokens } = signedIn();
    tokens.token = undefined;
    await expect(anonymous.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(api.refreshes).toBe(0);
  });
});
