// Sign-in, two-factor challenge, resend, logout and how credentials are stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  createTwoFactorChallenge,
  latestMail,
  latestTwoFactorCode,
  mailbox,
  queryRows,
  resetDatabase,
  SEED_PASSWORD,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';

const SUBSCRIBER = 'assinante@example.com';
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });
const signIn = (body: Record<string, unknown>) => post('/api/auth/new-signin', body);
const validate = (body: Record<string, unknown>) => post('/api/auth/validate-two-factor-auth-token', body);

/** Signs in from a new device and returns the challenge token. */
async function startChallenge(email = SUBSCRIBER, deviceId = 'new-device'): Promise<string> {
  const response = await signIn({ email, password: SEED_PASSWORD, device_id: deviceId });
  expect(response.statusCode).toBe(200);
  const [item] = response.json() as [{ twoFactorRequired: boolean; twoFactorToken: string; email: string }];
  expect(item.twoFactorRequired).toBe(true);
  return item.twoFactorToken;
}

describe('sign-in', () => {
  it('signs in at once on a trusted device and answers the login fields', async () => {
    await trustDevice(server, SUBSCRIBER, 'laptop-1');
    const response = await signIn({ email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'laptop-1' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    const fields = list[0]!;
    expect(fields).toMatchObject({
      nome: 'Mariana Albuquerque Souza',
      email: SUBSCRIBER,
      auth: true,
      profile: 1,
      originCode: 250,
      s4Login: false,
      language: 'PtBr',
      theme: 'light',
      viewstyle: 'cards',
      formatAlignDetail: 'center',
      zoom: 100,
      roles: [],
      metadata: { roles: [] },
    });
    for (const key of ['token', 'acptoken', 'refresh_token', 'sessionId', 'userCode', 'signature']) {
      expect(typeof fields[key], key).toBe('string');
      expect((fields[key] as string).length, key).toBeGreaterThan(0);
    }
    const rights = fields.rights as { id: number; nome: string; habilitado: boolean }[];
    expect(rights.some((r) => r.habilitado)).toBe(true);
    expect(rights.some((r) => !r.habilitado)).toBe(true);
    expect(rights.find((r) => r.id === 16)).toEqual({ id: 16, nome: 'Soja', habilitado: true });
    expect(await mailbox(server)).toEqual([]);
  });

  it('asks a new device for a mailed six-digit code, then signs in and trusts the device', async () => {
    const token = await startChallenge(SUBSCRIBER, 'phone-1');
    const mail = await latestMail(server, SUBSCRIBER);
    expect(mail?.subject).toBe('Código de verificação Celeiro');
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);

    const response = await validate({ token, code, device_id: 'phone-1' });
    expect(response.statusCode).toBe(200);
    const [fields] = response.json() as [{ email: string; token: string; auth: boolean }];
    expect(fields).toMatchObject({ email: SUBSCRIBER, auth: true });
    expect(fields.token.length).toBeGreaterThan(20);

    // The device is trusted now: the next sign-in skips the code.
    const again = await signIn({ email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'phone-1' });
    expect((again.json() as [{ auth?: boolean }])[0].auth).toBe(true);
  });

  it('treats a sign-in without device id as a new device', async () => {
    await trustDevice(server, SUBSCRIBER, 'laptop-1');
    const response = await signIn({ email: SUBSCRIBER, password: SEED_PASSWORD });
    expect((response.json() as [{ twoFactorRequired?: boolean }])[0].twoFactorRequired).toBe(true);
  });

  it('answers 5206 alike for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn({ email: 'ninguem@example.com', password: SEED_PASSWORD });
    const wrong = await signIn({ email: SUBSCRIBER, password: 'not-the-password' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorType: 'BusinessError',
        code: 5206,
        message: 'E-mail ou senha inválidos.',
        erros: [],
      });
    }
  });

  it('localizes the message with the lang query parameter', async () => {
    const response = await post('/api/auth/new-signin?lang=EnEu&isDesktop=true', {
      email: SUBSCRIBER,
      password: 'nope',
    });
    expect(response.json()).toMatchObject({ code: 5206, message: 'Invalid e-mail or password.' });
  });

  it('answers 5300 for a disabled user with the right password', async () => {
    await setUserDisabled(server, SUBSCRIBER);
    const response = await signIn({ email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'BusinessError', code: 5300 });
  });

  it('matches e-mails without regard to case or surrounding spaces', async () => {
    await trustDevice(server, SUBSCRIBER, 'laptop-1');
    const response = await signIn({
      email: '  Assinante@Example.COM ',
      password: SEED_PASSWORD,
      device_id: 'laptop-1',
    });
    expect((response.json() as [{ email: string }])[0].email).toBe(SUBSCRIBER);
  });
});

describe('two-factor challenge', () => {
  it('answers 5200 for a wrong code and still accepts the right one', async () => {
    const token = await startChallenge();
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await validate({ token, code: wrongCode, device_id: 'd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorType: 'BusinessError', code: 5200, message: 'Código inválido.' });
    expect((await validate({ token, code, device_id: 'd' })).statusCode).toBe(200);
  });

  it('dies after five wrong codes', async () => {
    const token = await startChallenge();
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await validate({ token, code: wrongCode, device_id: 'd' })).json()).toMatchObject({ code: 5200 });
    }
    const afterwards = await validate({ token, code, device_id: 'd' });
    expect(afterwards.statusCode).toBe(400);
    expect(afterwards.json()).toMatchObject({ code: 5203 });
    // A dead challenge cannot be resent either.
    expect((await server.app.inject(`/api/auth/resend/two-factor-auth-token/${token}`)).json()).toMatchObject({
      code: 5203,
    });
  });

  it('never allows more than five tries, even in parallel', async () => {
    const token = await startChallenge();
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => validate({ token, code: wrongCode, device_id: 'd' })),
    );
    const codes = answers.map((r) => (r.json() as { code: number }).code);
    expect(codes.filter((c) => c === 5200)).toHaveLength(5);
    expect(codes.filter((c) => c === 5203)).toHaveLength(7);
    expect((await validate({ token, code, device_id: 'd' })).json()).toMatchObject({ code: 5203 });
  });

  it('accepts the right code on the fifth try', async () => {
    const { token, code } = await createTwoFactorChallenge(server, SUBSCRIBER, { code: '246810' });
    for (let i = 0; i < 4; i++)
      expect((await validate({ token, code: '135790', device_id: 'd' })).json()).toMatchObject({ code: 5200 });
    expect((await validate({ token, code, device_id: 'd' })).statusCode).toBe(200);
  });

  it('expires after ten minutes', async () => {
    const token = await startChallenge();
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    clock.advance(10 * 60 * 1000 + 1);
    const response = await validate({ token, code, device_id: 'd' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'BusinessError', code: 5203 });
  });

  it('is single use', async () => {
    const token = await startChallenge();
    const code = await latestTwoFactorCode(server, SUBSCRIBER);
    expect((await validate({ token, code, device_id: 'd' })).statusCode).toBe(200);
    expect((await validate({ token, code, device_id: 'd' })).json()).toMatchObject({ code: 5203 });
  });

  it('answers 5203 for an unknown token', async () => {
    expect((await validate({ token: 'unknown', code: '123456', device_id: 'd' })).json()).toMatchObject({ code: 5203 });
  });

  it('resends a fresh code that restarts the expiry and replaces the old one', async () => {
    const token = await startChallenge();
    const first = await latestTwoFactorCode(server, SUBSCRIBER);
    clock.advance(9 * 60 * 1000);
    const resend = await server.app.inject(`/api/auth/resend/two-factor-auth-token/${encodeURIComponent(token)}`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ sent: true });
    expect(await mailbox(server, SUBSCRIBER)).toHaveLength(2);
    const second = await latestTwoFactorCode(server, SUBSCRIBER);
    clock.advance(5 * 60 * 1000); // past the first expiry, within the second
    if (first !== second)
      expect((await validate({ token, code: first, device_id: 'd' })).json()).toMatchObject({ code: 5200 });
    expect((await validate({ token, code: second, device_id: 'd' })).statusCode).toBe(200);
  });

  it('resends after expiry and answers 5203 for an unknown token', async () => {
    const token = await startChallenge();
    clock.advance(30 * 60 * 1000);
    expect((await server.app.inject(`/api/auth/resend/two-factor-auth-token/${token}`)).statusCode).toBe(200);
    expect((await server.app.inject('/api/auth/resend/two-factor-auth-token/nope')).json()).toMatchObject({
      errorType: 'BusinessError',
      code: 5203,
    });
  });

  it('accepts a challenge created for a provider state', async () => {
    const { token, code } = await createTwoFactorChallenge(server, SUBSCRIBER, {
      token: 'state-token',
      code: '123456',
    });
    expect(token).toBe('state-token');
    expect((await validate({ token, code, device_id: 'd' })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session, after which check/info answers 401; a second logout is fine', async () => {
    await trustDevice(server, SUBSCRIBER, 'laptop-1');
    const [fields] = (await signIn({ email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'laptop-1' })).json() as [
      { token: string; acptoken: string; refresh_token: string },
    ];
    const bearer = { authorization: `Bearer ${fields.token}` };
    expect((await server.app.inject({ url: '/api/check/info', headers: bearer })).statusCode).toBe(200);

    const body = {
      email: SUBSCRIBER,
      token: fields.token,
      acceptor_token: fields.acptoken,
      refresh_token: fields.refresh_token,
      device_id: 'laptop-1',
    };
    const out = await post('/api/auth/system/logout', body, bearer);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});

    const after = await server.app.inject({ url: '/api/check/info', headers: bearer });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errorType: 'AuthError', code: 5500 });
    expect((await post('/api/auth/system/logout', body, bearer)).statusCode).toBe(200);
  });

  it('ends a session named only by the bearer header', async () => {
    const { token } = await createSession(server, SUBSCRIBER, { tokens: { token: 'fixed-token' } });
    const bearer = { authorization: `Bearer ${token}` };
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/auth/system/logout', headers: bearer })).statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: '/api/check/info', headers: bearer })).statusCode).toBe(401);
  });
});

describe('what is stored', () => {
  it('keeps passwords as scrypt hashes and tokens, codes and device ids only as hashes', async () => {
    const [fields] = (await validateNewDevice()) as [{ token: string; acptoken: string; refresh_token: string }];
    const users = await queryRows<{ password_hash: string }>(server.db, sql`select password_hash from users`);
    expect(users.length).toBeGreaterThan(0);
    for (const { password_hash } of users) {
      expect(password_hash).not.toContain(SEED_PASSWORD);
      expect(password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    }
    const dump = JSON.stringify(
      await queryRows(server.db, sql`select s.*, c.*, d.* from sessions s, two_factor_challenges c, trusted_devices d`),
    );
    for (const secret of [fields.token, fields.acptoken, fields.refresh_token, 'phone-9', SEED_PASSWORD]) {
      expect(dump).not.toContain(secret);
    }
  });
});

async function validateNewDevice(): Promise<unknown> {
  const token = await startChallenge(SUBSCRIBER, 'phone-9');
  const code = await latestTwoFactorCode(server, SUBSCRIBER);
  const response = await validate({ token, code, device_id: 'phone-9' });
  const dump = JSON.stringify(await queryRows(server.db, sql`select * from two_factor_challenges`));
  expect(dump).not.toContain(token);
  expect(dump).not.toContain(`"${code}"`);
  return response.json();
}
