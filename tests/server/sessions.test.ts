// Session lifetimes: short access tokens and their refresh, idle and absolute timeouts, the limit of
// simultaneous sessions, ends on disabling, remember me, and the alternative s4 sign-in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { endSessionsOfUser } from '../../server/session/repository';
import {
  buildTestServer,
  createSession,
  createTestClock,
  getUser,
  latestTwoFactorCode,
  queryRows,
  resetDatabase,
  SEED_PASSWORD,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';

const SUBSCRIBER = 'assinante@example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({
    now: clock.now,
    maxSessions: 2,
    accessTokenTtlMs: 15 * MINUTE,
    idleTimeoutMs: 2 * HOUR,
    rememberedIdleTimeoutMs: 14 * DAY,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
  await trustDevice(server, SUBSCRIBER, 'laptop');
});

interface Login {
  token: string;
  refresh_token: string;
  acptoken: string;
  sessionId: string;
  s4Login: boolean;
}

const post = (url: string, payload: object, token?: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const menu = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/main/menu', headers: { authorization: `Bearer ${token}` } });
const checkInfo = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/check/info', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) =>
  post('/api/auth/getAccessTokenFromRefreshToken', { refresh_token: refreshToken });

/** Signs in from the trusted laptop. */
async function signIn(options: { remember?: boolean; url?: string } = {}): Promise<Login> {
  const response = await post(options.url ?? '/api/auth/new-signin', {
    email: SUBSCRIBER,
    password: SEED_PASSWORD,
    device_id: 'laptop',
    remember: options.remember,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as [Login])[0];
}

async function endReason(sessionId: string): Promise<string | null> {
  const [row] = await queryRows<{ ended_reason: string | null }>(
    server.db,
    sql`select ended_reason from sessions where id = ${sessionId}`,
  );
  return row?.ended_reason ?? null;
}

describe('access tokens and their refresh', () => {
  it('answers 401 TokenExpired once the access token is past its 15 minutes, while the session lives on', async () => {
    const login = await signIn();
    clock.advance(14 * MINUTE);
    expect((await menu(login.token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await menu(login.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errorType: 'TokenExpired', code: 5500, erros: [] });
  });

  it('rotates both tokens on refresh: the new access token works, the old refresh token does not', async () => {
    const login = await signIn();
    clock.advance(20 * MINUTE);
    const response = await refresh(login.refresh_token);
    expect(response.statusCode).toBe(200);
    const tokens = response.json() as { token: string; refresh_token: string; expiresIn: number };
    expect(tokens.expiresIn).toBe(15 * 60);
    expect(tokens.token).not.toBe(login.token);
    expect(tokens.refresh_token).not.toBe(login.refresh_token);
    expect((await menu(tokens.token)).statusCode).toBe(200);
    expect((await menu(login.token)).json()).toMatchObject({ errorType: 'AuthError' });
    const reused = await refresh(login.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ errorType: 'AuthError', code: 5500 });
  });

  it('refuses an unknown refresh token and a logged-out session', async () => {
    expect((await refresh('no-such-token')).statusCode).toBe(401);
    const login = await signIn();
    expect((await post('/api/auth/system/logout', { token: login.token })).statusCode).toBe(200);
    expect((await refresh(login.refresh_token)).json()).toMatchObject({ errorType: 'AuthError', code: 5500 });
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const login = await signIn();
    const [a, b] = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });
});

describe('idle and absolute timeouts', () => {
  it('ends a session unused for more than two hours', async () => {
    const login = await signIn();
    clock.advance(2 * HOUR + MINUTE);
    const response = await refresh(login.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorType: 'AuthError' });
    expect(await endReason(login.sessionId)).toBe('idle');
  });

  it('keeps a session that is used, up to its absolute end of 24 hours', async () => {
    let login = await signIn();
    for (let hour = 0; hour < 23; hour++) {
      clock.advance(HOUR);
      const response = await refresh(login.refresh_token);
      expect(response.statusCode, `hour ${hour + 1}`).toBe(200);
      login = { ...login, ...(response.json() as Login) };
    }
    clock.advance(HOUR);
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
    expect(await endReason(login.sessionId)).toBe('expired');
  });

  it('gives a remembered session 30 days and a longer idle timeout', async () => {
    const remembered = await signIn({ remember: true });
    clock.advance(3 * DAY);
    expect((await refresh(remembered.refresh_token)).statusCode).toBe(200);
    const [row] = await queryRows<{ expires_at: Date; created_at: Date }>(
      server.db,
      sql`select expires_at, created_at from sessions where id = ${remembered.sessionId}`,
    );
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(30 * DAY);
  });
});

describe('simultaneous sessions', () => {
  it('ends the oldest session when a sign-in goes beyond the limit, and says why', async () => {
    const first = await signIn();
    clock.advance(MINUTE);
    const second = await signIn();
    clock.advance(MINUTE);
    const third = await signIn();

    const refused = await menu(first.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      errorType: 'ConcurrentAccessError',
      code: 5500,
      message: 'Sessão encerrada devido a acesso simultâneo.',
    });
    expect((await refresh(first.refresh_token)).json()).toMatchObject({ errorType: 'ConcurrentAccessError' });
    expect(await endReason(first.sessionId)).toBe('replaced');
    expect((await menu(second.token)).statusCode).toBe(200);
    expect((await menu(third.token)).statusCode).toBe(200);
  });

  it('keeps the session a sign-in opens, also when the others began in the same millisecond', async () => {
    for (let round = 0; round < 5; round++) {
      const newest = await signIn();
      expect((await menu(newest.token)).statusCode, `sign-in ${round + 1}`).toBe(200);
    }
  });

  it('does not count sessions that already ended', async () => {
    const first = await signIn();
    await post('/api/auth/system/logout', { token: first.token });
    clock.advance(MINUTE);
    const second = await signIn();
    clock.advance(MINUTE);
    await signIn();
    expect((await menu(second.token)).statusCode).toBe(200);
  });
});

describe('ends of every session of an account', () => {
  it('disabling an account ends its sessions; check/info still says the user is disabled', async () => {
    const login = await signIn();
    await setUserDisabled(server, SUBSCRIBER);
    expect(await endReason(login.sessionId)).toBe('disabled');
    expect((await menu(login.token)).json()).toMatchObject({ code: 5300 });
    const info = await checkInfo(login.token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ userDisabled: true });
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
  });

  it('ends every other session but the one kept (a password change)', async () => {
    const kept = await signIn();
    clock.advance(MINUTE);
    const other = await signIn();
    const user = await getUser(server, SUBSCRIBER);
    expect(
      await endSessionsOfUser(server.db, user.id, clock.now(), { exceptSessionId: kept.sessionId, reason: 'password' }),
    ).toBe(1);
    expect((await menu(kept.token)).statusCode).toBe(200);
    expect((await menu(other.token)).statusCode).toBe(401);
    expect(await endReason(other.sessionId)).toBe('password');
  });
});

describe('the alternative s4 sign-in', () => {
  it('signs in with the same credentials and marks the session as s4', async () => {
    const login = await signIn({ url: '/api/signin/s4' });
    expect(login.s4Login).toBe(true);
    expect((await menu(login.token)).statusCode).toBe(200);
  });

  it('keeps the s4 mark through the two-factor step of a new device', async () => {
    const start = await post('/api/signin/s4', { email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'new-phone' });
    const [challenge] = start.json() as [{ twoFactorToken: string }];
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    const done = await post('/api/auth/validate-two-factor-auth-token', {
      token: challenge.twoFactorToken,
      code,
      device_id: 'new-phone',
    });
    expect((done.json() as [Login])[0].s4Login).toBe(true);
  });

  it('refuses wrong credentials with 5206', async () => {
    const response = await post('/api/signin/s4', { email: SUBSCRIBER, password: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 5206 });
  });
});

describe('acceptor tokens', () => {
  it("issues, refreshes and checks acceptor tokens; the module's keep-alive logout retires its token, not the session", async () => {
    const login = await signIn();
    const issued = await post('/api/acceptor/newtoken', { ua: 'Mozilla/5.0 Test' }, login.token);
    expect(issued.statusCode).toBe(200);
    const { acptoken } = issued.json() as { acptoken: string };
    expect((await post('/api/acceptor/check-token', { acptoken })).json()).toMatchObject({
      valid: true,
      email: SUBSCRIBER,
    });
    expect((await post('/api/acceptor/check-token', { acptoken: login.acptoken })).statusCode).toBe(401);

    const refreshed = (await post('/api/acceptor/refresh-token', { refresh_token: login.refresh_token })).json() as {
      acptoken: string;
    };
    expect(refreshed.acptoken).not.toBe(acptoken);
    expect((await post('/api/acceptor/check-token', { acptoken: refreshed.acptoken })).statusCode).toBe(200);

    expect(
      (
        await post('/api/acceptor/logout', {
          token: refreshed.acptoken,
          refresh_token: login.refresh_token,
          email: SUBSCRIBER,
        })
      ).statusCode,
    ).toBe(200);
    const dead = await post('/api/acceptor/check-token', { acptoken: refreshed.acptoken });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toMatchObject({ errorType: 'AcceptorError', code: 5500 });
    // The sign-in session goes on: a reload opens the module again with a new token.
    const reopened = await post('/api/acceptor/newtoken', { ua: 'Mozilla/5.0 Test' }, login.token);
    expect(reopened.statusCode).toBe(200);
    // Sent again as the page goes away twice, or with tokens it does not retire (access, refresh), it changes nothing.
    expect((await post('/api/acceptor/logout', { token: refreshed.acptoken })).statusCode).toBe(200);
    expect(
      (await post('/api/acceptor/logout', { token: login.token, refresh_token: login.refresh_token })).statusCode,
    ).toBe(200);
    const { acptoken: live } = reopened.json() as { acptoken: string };
    expect((await post('/api/acceptor/check-token', { acptoken: live })).statusCode).toBe(200);
  });

  it('answers AcceptorError with the other-station message for a replaced session', async () => {
    const first = await signIn();
    clock.advance(MINUTE);
    await signIn();
    clock.advance(MINUTE);
    await signIn();
    const response = await post('/api/acceptor/check-token', { acptoken: first.acptoken });
    expect(response.json()).toMatchObject({
      errorType: 'AcceptorError',
      message: 'Outra estação se conectou, por isso você foi desconectado.',
    });
    expect((await post('/api/acceptor/newtoken', { ua: 'x' }, first.token)).json()).toMatchObject({
      errorType: 'AcceptorError',
    });
  });

  it('keeps TokenExpired for a new acceptor token asked with an expired access token', async () => {
    const login = await signIn();
    clock.advance(16 * MINUTE);
    expect((await post('/api/acceptor/newtoken', { ua: 'x' }, login.token)).json()).toMatchObject({
      errorType: 'TokenExpired',
    });
  });
});

describe('push devices', () => {
  it('registers a device of a signed-in user and removes it; an unknown device is 5005', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    const registered = await post(
      '/api/client-device/register',
      { deviceId: 'dev-1', platform: 0, deviceType: 0, pushToken: 'fcm-1' },
      token,
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ deviceId: 'dev-1', platform: 0, registered: true });
    const remove = (id: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/client-device/remove/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await remove('dev-1')).statusCode).toBe(200);
    const again = await remove('dev-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorType: 'BusinessError', code: 5005 });
  });

  it('registers a device anonymously; a user cannot remove a device that is not theirs', async () => {
    expect(
      (await post('/api/public-device/register', { deviceId: 'kiosk', platform: 2, deviceType: 1 })).statusCode,
    ).toBe(200);
    const { token } = await createSession(server, SUBSCRIBER);
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/client-device/remove/kiosk',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ code: 5005 });
  });

  it('needs a session for client-device routes and a valid platform everywhere', async () => {
    expect((await post('/api/client-device/register', { deviceId: 'd', platform: 1, deviceType: 0 })).statusCode).toBe(
      401,
    );
    const bad = await post('/api/public-device/register', { deviceId: 'd', platform: 7, deviceType: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorType: 'ValidationError' });
  });
});
