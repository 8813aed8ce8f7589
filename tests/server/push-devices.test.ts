// Push devices (issue 9, item 6): a device registered to an account changes only by that account, or after its
// removal; an anonymous registration never overwrites an account's device; the device id that skips two-factor is
// bound to the account that confirmed it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  getUser,
  latestTwoFactorCode,
  queryRows,
  resetDatabase,
  SEED_PASSWORD,
} from '../../server/testing';

const OWNER = 'assinante@example.com';
const OTHER = 'gratuito@example.com';
const DEVICE = 'celular-da-mariana';
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await resetDatabase(server);
});

const post = (url: string, payload: object, token?: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const register = (token: string, pushToken: string, deviceId = DEVICE) =>
  post(
    '/api/client-device/register',
    { deviceId, platform: 2, deviceType: 1, pushProjectId: 'celeiro-web', pushToken },
    token,
  );
const registerAnonymously = (pushToken: string, deviceId = DEVICE) =>
  post('/api/public-device/register', {
    deviceId,
    platform: 1,
    deviceType: 0,
    pushProjectId: 'celeiro-ios',
    pushToken,
  });
const remove = (token: string, deviceId = DEVICE) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/client-device/remove/${deviceId}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The stored device: its owner's e-mail (null when anonymous), platform, device type, push project and push token. */
async function stored(deviceId = DEVICE) {
  const [row] = await queryRows<{
    email: string | null;
    platform: number;
    device_type: number | null;
    push_project_id: string | null;
    push_token: string | null;
  }>(
    server.db,
    sql`select u.email, d.platform, d.device_type, d.push_project_id, d.push_token from push_devices d left join users u on u.id = d.user_id where d.device_id = ${deviceId}`,
  );
  return row;
}

/** What is stored of a device that `register` registered to the account of `email` with `pushToken`. */
const registeredTo = (email: string, pushToken: string) => ({
  email,
  platform: 2,
  device_type: 1,
  push_project_id: 'celeiro-web',
  push_token: pushToken,
});

describe('a device registered to an account', () => {
  it('takes new push tokens from its owner', async () => {
    const { token } = await createSession(server, OWNER);
    expect((await register(token, 'token-1')).statusCode).toBe(200);
    expect((await register(token, 'token-2')).statusCode).toBe(200);
    expect(await stored()).toEqual(registeredTo(OWNER, 'token-2'));
  });

  it('is not replaced by an anonymous registration of the same id', async () => {
    const { token } = await createSession(server, OWNER);
    await register(token, 'token-da-mariana');
    const response = await registerAnonymously('token-do-atacante');
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual(registeredTo(OWNER, 'token-da-mariana'));
  });

  it('is not moved to another account, which gets 403', async () => {
    const { token } = await createSession(server, OWNER);
    await register(token, 'token-da-mariana');
    const other = await createSession(server, OTHER);
    const response = await register(other.token, 'token-do-atacante');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorType: 'AuthError' });
    expect(await stored()).toEqual(registeredTo(OWNER, 'token-da-mariana'));
  });

  it('moves to another account once its owner removed it', async () => {
    const { token } = await createSession(server, OWNER);
    await register(token, 'token-da-mariana');
    expect((await remove(token)).statusCode).toBe(200);
    const other = await createSession(server, OTHER);
    expect((await register(other.token, 'token-da-beatriz')).statusCode).toBe(200);
    expect(await stored()).toEqual(registeredTo(OTHER, 'token-da-beatriz'));
  });
});

describe('a registration', () => {
  it('needs a device type, and names it when it is missing or unknown', async () => {
    for (const payload of [
      { deviceId: DEVICE, platform: 1, pushToken: 'token-1' },
      { deviceId: DEVICE, platform: 1, deviceType: 7, pushToken: 'token-1' },
    ]) {
      const response = await post('/api/public-device/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorType: 'ValidationError', erros: [{ field: 'deviceType' }] });
    }
    expect(await stored()).toBeUndefined();
  });

  it('keeps no push project when it names none', async () => {
    await post('/api/public-device/register', { deviceId: DEVICE, platform: 2, deviceType: 1, pushToken: null });
    expect(await stored()).toEqual({
      email: null,
      platform: 2,
      device_type: 1,
      push_project_id: null,
      push_token: null,
    });
  });
});

describe('an anonymous device', () => {
  it('takes new push tokens anonymously, and becomes the account device of whoever signs in on it', async () => {
    await registerAnonymously('token-1');
    await registerAnonymously('token-2');
    expect(await stored()).toEqual({
      email: null,
      platform: 1,
      device_type: 0,
      push_project_id: 'celeiro-ios',
      push_token: 'token-2',
    });
    const { token } = await createSession(server, OWNER);
    expect((await register(token, 'token-3')).statusCode).toBe(200);
    expect(await stored()).toEqual(registeredTo(OWNER, 'token-3'));
  });
});

describe('the device id that skips two-factor', () => {
  it('is bound to the account that confirmed it', async () => {
    const signIn = (email: string) =>
      post('/api/auth/new-signin', { email, password: SEED_PASSWORD, device_id: DEVICE });
    const [challenge] = (await signIn(OWNER)).json() as [{ twoFactorToken: string }];
    const code = await latestTwoFactorCode(server, OWNER);
    expect(
      (
        await post('/api/auth/validate-two-factor-auth-token', {
          token: challenge.twoFactorToken,
          code,
          device_id: DEVICE,
        })
      ).statusCode,
    ).toBe(200);
    expect(((await signIn(OWNER)).json() as [{ auth?: boolean }])[0].auth).toBe(true);
    // The same id is nothing to another account: its sign-in still asks for a code mailed to that account.
    expect(((await signIn(OTHER)).json() as [{ twoFactorRequired?: boolean }])[0].twoFactorRequired).toBe(true);
    expect((await getUser(server, OTHER)).id).not.toBe((await getUser(server, OWNER)).id);
  });
});
