// The password rule on the server (issue 9, item 5): registration, reset and change refuse a password shorter than
// 10 characters or among the 10,000 most common ones, with the core's message in the request's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordIssue } from '../../core';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  resetDatabase,
  SEED_PASSWORD,
  SEED_USERS,
  trustDevice,
} from '../../server/testing';
import { clearPendingRegistrations, createResetToken } from '../../server/testing-accounts';

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
  await clearPendingRegistrations(server);
});

const post = (url: string, payload: unknown, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const registration = (password: string) => ({
  email: 'nova@example.com',
  emailConfirmation: 'nova@example.com',
  nome: 'Nova Pessoa',
  userType: 'individual',
  document: '529.982.247-25',
  phone: '11 98765-4321',
  password,
  acceptedTerms: true,
  language: 'PtBr',
});
const signsIn = async (password: string) => {
  await trustDevice(server, SUBSCRIBER, 'device-x');
  return (
    (await post('/api/auth/new-signin', { email: SUBSCRIBER, password, device_id: 'device-x' })).statusCode === 200
  );
};
const fieldError = (message: string) => ({ errorType: 'ValidationError', erros: [{ field: 'password', message }] });

const TOO_SHORT = 'A senha deve ter pelo menos 10 caracteres';
const TOO_COMMON = 'Esta senha é muito comum. Escolha outra';

describe('registration', () => {
  it.each([
    ['x', TOO_SHORT],
    ['Ab#1Ab#1A', TOO_SHORT],
    ['qwertyuiop', TOO_COMMON],
    ['Password123', TOO_COMMON],
  ])('refuses %j', async (password, message) => {
    const response = await post('/api/auth/register', registration(password));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(fieldError(message));
  });

  it('says so in the request language', async () => {
    expect((await post('/api/auth/register?lang=EnEu', registration('short'))).json()).toMatchObject(
      fieldError('The password must have at least 10 characters'),
    );
    expect((await post('/api/auth/register?lang=PtPt', registration('1234567890'))).json()).toMatchObject(
      fieldError('Esta palavra-passe é demasiado comum. Escolha outra'),
    );
  });

  it('accepts a long password that is not common, without asking for kinds of characters', async () => {
    expect((await post('/api/auth/register', registration('soja milho cafe'))).statusCode).toBe(200);
  });
});

describe('reset-password/client', () => {
  it('refuses a weak password and keeps the token for a good one', async () => {
    const token = await createResetToken(server, SUBSCRIBER);
    const short = await post('/api/reset-password/client', { token, password: 'a', confirmPassword: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject(fieldError(TOO_SHORT));
    expect(
      (
        await post('/api/reset-password/client', { token, password: '1q2w3e4r5t', confirmPassword: '1q2w3e4r5t' })
      ).json(),
    ).toMatchObject(fieldError(TOO_COMMON));
    expect(await signsIn(SEED_PASSWORD)).toBe(true);
    expect(
      (
        await post('/api/reset-password/client', {
          token,
          password: 'Nova#Senha2026',
          confirmPassword: 'Nova#Senha2026',
        })
      ).statusCode,
    ).toBe(200);
    expect(await signsIn('Nova#Senha2026')).toBe(true);
  });
});

describe('change-password/client', () => {
  it('refuses a weak new password and keeps the current one', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    const short = await post(
      '/api/change-password/client',
      { currentPassword: SEED_PASSWORD, password: 'a', confirmPassword: 'a' },
      token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject(fieldError(TOO_SHORT));
    const common = await post(
      '/api/change-password/client?lang=EsAr',
      { currentPassword: SEED_PASSWORD, password: 'qwerty12345', confirmPassword: 'qwerty12345' },
      token,
    );
    expect(common.json()).toMatchObject(fieldError('Esta contraseña es demasiado común. Elegí otra'));
    expect(await signsIn(SEED_PASSWORD)).toBe(true);
  });
});

describe('seeded accounts', () => {
  it('keep their documented password, which follows the rule', async () => {
    expect(SEED_PASSWORD).toBe('Celeiro#2026');
    expect(passwordIssue('password', SEED_PASSWORD)).toBeNull();
    expect(SEED_USERS.length).toBeGreaterThan(0);
    const { token } = await createSession(server, SUBSCRIBER);
    // The seeded password is good enough to be chosen again: only "same as current" (5350) stops it.
    expect(
      (
        await post(
          '/api/change-password/client',
          { currentPassword: SEED_PASSWORD, password: SEED_PASSWORD, confirmPassword: SEED_PASSWORD },
          token,
        )
      ).json(),
    ).toMatchObject({ code: 5350 });
    expect(await signsIn(SEED_PASSWORD)).toBe(true);
  });
});
