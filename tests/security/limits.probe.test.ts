// Probe (d): the session and rate-limit checks, against a server with the production quotas (SIGNIN_RATE_LIMIT 10 a
// minute) behind one proxy (TRUST_PROXY=1): a rotated X-Forwarded-For, password spraying, team-mail flooding,
// anonymous device writes, password guessing with a stolen session, the s4 sign-in, refresh-token replay, the
// two-factor cap, single-use reset links, and limits shared by two instances. Each check is an attacker's run that
// must be stopped; a run that gets through is a bypass. Prints "limits: N attempts in M checks, 0 bypasses".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { DatabaseRateLimitStore } from '../../server/security/rate-limit';
import { buildTestServer, createSession, createTwoFactorChallenge, latestMail } from '../../server/testing';
import { count, recordFigure } from './figures';

const PROXY = '10.20.0.1';
let server: CeleiroServer;
let attempts = 0;
const checks: { name: string; bypassed: boolean }[] = [];

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: { max: 10, timeWindowMs: 60_000 }, trustProxy: 1 });
}, 60_000);

afterAll(async () => {
  await server?.close();
  const bypasses = checks.filter((check) => check.bypassed);
  recordFigure(
    'limits',
    `limits: ${count(attempts)} attempts in ${checks.length} session and rate-limit checks, ${bypasses.length} bypasses${bypasses.length ? ` (${bypasses.map((b) => b.name).join(', ')})` : ''}`,
  );
});

/** A request from a client behind the proxy, with whatever left-most X-Forwarded-For it forges. */
function send(
  target: CeleiroServer,
  method: 'GET' | 'POST',
  url: string,
  client: string,
  payload?: object,
  headers: Record<string, string> = {},
  forged = '',
) {
  attempts++;
  return target.app.inject({
    method,
    url,
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client, ...headers },
  });
}

/** Records a check: it holds when `stopped` is true. */
function expectStopped(name: string, stopped: boolean, detail: unknown): void {
  checks.push({ name, bypassed: !stopped });
  expect(stopped, `${name}: ${JSON.stringify(detail)}`).toBe(true);
}

describe('the rate limits', () => {
  it('hold against 40 sign-ins with a rotated left-most X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await send(
            server,
            'POST',
            '/api/auth/new-signin',
            '203.0.113.1',
            { email: 'assinante@example.com', password: 'wrong' },
            {},
            `198.51.100.${i}`,
          )
        ).statusCode,
      );
    expectStopped('spoofed X-Forwarded-For', statuses.filter((s) => s === 429).length === 30, statuses);
  });

  it('stop password spraying: 30 e-mails from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (
          await send(server, 'POST', '/api/auth/new-signin', '203.0.113.2', {
            email: `victim${i}@example.com`,
            password: 'Verao#2026',
          })
        ).statusCode,
      );
    expectStopped(
      'password spraying',
      statuses.filter((s) => s === 400).length === 20 && statuses.slice(20).every((s) => s === 429),
      statuses,
    );
  });

  it('count the s4 sign-in with the sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await send(server, 'POST', i % 2 ? '/api/signin/s4' : '/api/auth/new-signin', '203.0.113.3', {
            email: 'demo@example.com',
            password: 'wrong',
          })
        ).statusCode,
      );
    expectStopped(
      's4 sign-in beside the sign-in',
      statuses.slice(10).every((s) => s === 429) && statuses.slice(0, 10).every((s) => s === 400),
      statuses,
    );
  });

  it('stop team-mail flooding with rotated e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const email = `flood${i}@example.com`;
      const [url, payload] =
        i % 2
          ? ['/api/lost-access/client', { email, phone: '11987654321', message: 'socorro' }]
          : ['/api/authenticate/new-client', { email, phone: '11987654321', nome: 'Flood' }];
      statuses.push((await send(server, 'POST', url as string, '203.0.113.4', payload as object)).statusCode);
    }
    expectStopped('team-mail flooding', statuses.filter((s) => s === 200).length === 10, statuses);
  });

  it('stop a flood of anonymous device writes and refuse oversized fields', async () => {
    let accepted = 0;
    for (let i = 0; i < 2000; i += 1) {
      const response = await send(server, 'POST', '/api/public-device/register', '203.0.113.5', {
        deviceId: `flood-${i}`,
        platform: 0,
        deviceType: 0,
        pushToken: 'x'.repeat(1000),
      });
      if (response.statusCode === 200) accepted++;
      if (i > 100 && accepted === 30) break;
    }
    expectStopped('anonymous device writes', accepted === 30, accepted);
    const big = await send(server, 'POST', '/api/public-device/register', '203.0.113.6', {
      deviceId: 'big',
      platform: 0,
      deviceType: 0,
      pushToken: 'x'.repeat(4096),
    });
    expectStopped('oversized push token', big.statusCode === 400, big.statusCode);
  });
});

describe('the sessions', () => {
  it('end after five wrong current passwords, and the account is limited across sessions', async () => {
    const wrong = { currentPassword: 'Chute#123456', password: 'Nova#Senha#2026', confirmPassword: 'Nova#Senha#2026' };
    const stolen = await createSession(server, 'editor@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await send(server, 'POST', '/api/change-password/client', '203.0.113.7', wrong, {
            authorization: `Bearer ${stolen.token}`,
          })
        ).statusCode,
      );
    expectStopped(
      'password guessing in one session',
      statuses.slice(0, 5).every((s) => s === 400) && statuses.slice(5).every((s) => s === 401),
      statuses,
    );
    const across: number[] = [];
    for (let s = 0; s < 4; s++) {
      const other = await createSession(server, 'editor@example.com');
      for (let i = 0; i < 4; i++)
        across.push(
          (
            await send(server, 'POST', '/api/change-password/client', `203.0.113.${10 + s}`, wrong, {
              authorization: `Bearer ${other.token}`,
            })
          ).statusCode,
        );
    }
    expectStopped(
      'password guessing across sessions',
      across.filter((s) => s === 400).length === 5 && across.filter((s) => s === 429).length >= 10,
      across,
    );
  });

  it('end the whole session family on a replayed refresh token', async () => {
    const victim = await createSession(server, 'publicador@example.com');
    const first = (
      await send(server, 'POST', '/api/auth/getAccessTokenFromRefreshToken', '203.0.113.20', {
        refresh_token: victim.refreshToken,
      })
    ).json() as { token: string };
    const replay = await send(server, 'POST', '/api/auth/getAccessTokenFromRefreshToken', '203.0.113.21', {
      refresh_token: victim.refreshToken,
    });
    const after = await send(server, 'GET', '/api/main/menu', '203.0.113.20', undefined, {
      authorization: `Bearer ${first.token}`,
    });
    expectStopped('refresh-token replay', replay.statusCode === 401 && after.statusCode === 401, [
      replay.statusCode,
      after.statusCode,
    ]);
  });

  it('cap the tries of a two-factor code', async () => {
    const { token, code } = await createTwoFactorChallenge(server, 'gratuito@example.com', { code: '123456' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await send(server, 'POST', '/api/auth/validate-two-factor-auth-token', '203.0.113.30', {
            token,
            code: String(100000 + i),
          })
        ).statusCode,
      );
    const right = await send(server, 'POST', '/api/auth/validate-two-factor-auth-token', '203.0.113.31', {
      token,
      code,
    });
    expectStopped('two-factor code guessing', right.statusCode === 400 && right.json().code === 5203, [
      statuses,
      right.statusCode,
    ]);
  });

  it('use a reset link once', async () => {
    await send(server, 'POST', '/api/forgot-password/client', '203.0.113.40', { email: 'gratuito@example.com' });
    const link = /token=([\w-]+)/.exec((await latestMail(server, 'gratuito@example.com'))?.text ?? '')?.[1];
    const reset = (password: string) =>
      send(server, 'POST', '/api/reset-password/client', '203.0.113.41', {
        token: link,
        password,
        confirmPassword: password,
      });
    const first = await reset('Primeira#Senha#2026');
    const second = await reset('Segunda#Senha#2026');
    expectStopped('reset-link reuse', first.statusCode === 200 && second.statusCode === 400, [
      first.statusCode,
      second.statusCode,
    ]);
  });
});

describe('two instances', () => {
  let shared: OpenDatabase;
  let first: CeleiroServer;
  let second: CeleiroServer;

  beforeAll(async () => {
    shared = await openDatabase({ dataDir: 'memory://' });
    const options = {
      rateLimit: { max: 10, timeWindowMs: 60_000, store: new DatabaseRateLimitStore(shared.db) },
      trustProxy: 1 as const,
    };
    [first, second] = await Promise.all([
      buildTestServer(options),
      buildTestServer({
        ...options,
        rateLimit: { ...options.rateLimit, store: new DatabaseRateLimitStore(shared.db) },
      }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await shared?.close();
  });

  it('share their limits through the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await send(i % 2 ? first : second, 'POST', '/api/auth/new-signin', '203.0.113.50', {
            email: 'ana@example.com',
            password: 'x',
          })
        ).statusCode,
      );
    expectStopped('limits across two instances', statuses.filter((s) => s === 429).length === 10, statuses);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'share their limits on PostgreSQL (TEST_DATABASE_URL) by default',
    async () => {
      const options = {
        databaseUrl: process.env.TEST_DATABASE_URL,
        rateLimit: { max: 10, timeWindowMs: 60_000 },
        trustProxy: 1 as const,
      };
      const [a, b] = [await buildTestServer(options), await buildTestServer(options)];
      try {
        const email = `pg-probe-${Date.now()}@example.com`;
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++)
          statuses.push(
            (await send(i % 2 ? a : b, 'POST', '/api/auth/new-signin', '203.0.113.51', { email, password: 'x' }))
              .statusCode,
          );
        expectStopped(
          'limits across two instances on PostgreSQL',
          statuses.filter((s) => s === 429).length === 10,
          statuses,
        );
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
