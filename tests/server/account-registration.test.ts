// Registration, e-mail confirmation by code, resend, brute-force cap and rate limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { MAX_CONFIRMATION_ATTEMPTS } from '../../server/account/registrations.repository';
import {
  buildTestServer,
  createTestClock,
  latestMail,
  latestTwoFactorCode,
  mailbox,
  queryRows,
  resetDatabase,
  setUserDisabled,
} from '../../server/testing';
import { clearPendingRegistrations, createPendingRegistration, setAccountProfile } from '../../server/testing-accounts';

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

const NEW_EMAIL = 'nova.pessoa@example.com';
const VALID_CPF = '529.982.247-25';
const VALID_ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: NEW_EMAIL,
  emailConfirmation: NEW_EMAIL,
  nome: 'Nova Pessoa',
  userType: 'individual',
  document: VALID_CPF,
  phone: '11 98765-4321',
  password: 'Segredo#2026',
  acceptedTerms: true,
  ...overrides,
});

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const register = (overrides: Record<string, unknown> = {}) => post('/api/auth/register', registration(overrides));
const confirm = (token: string, code: string, device_id?: string) =>
  post('/api/auth/validate/confirm-email-token', { token, code, device_id });

describe('auth/register', () => {
  it('keeps the registration pending, mails a six-digit code valid for 2 hours and answers the token', async () => {
    const response = await register();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { email: string; token: string };
    expect(body.email).toBe(NEW_EMAIL);
    expect(body.token.length).toBeGreaterThan(30);
    const mail = await latestMail(server, NEW_EMAIL);
    expect(mail?.subject).toBe('Confirme seu e-mail no Celeiro');
    expect(mail?.text).toContain('2 horas');
    // No account until the code is confirmed; nothing secret stored in clear.
    expect(await queryRows(server.db, sql`select 1 from users where email = ${NEW_EMAIL}`)).toEqual([]);
    const [row] = await queryRows<{ token_hash: string; code_hash: string }>(
      server.db,
      sql`select token_hash, code_hash from pending_registrations`,
    );
    expect(row!.token_hash).not.toBe(body.token);
    expect(row!.code_hash).not.toContain(await latestTwoFactorCode(server, NEW_EMAIL));
  });

  it('mails the code in the language of the registration', async () => {
    await register({ language: 'EsAr' });
    expect((await latestMail(server, NEW_EMAIL))?.subject).toBe('Confirmá tu correo electrónico en Celeiro');
  });

  it('accepts a company with an alphanumeric CNPJ', async () => {
    expect((await register({ userType: 'company', document: VALID_ALPHANUMERIC_CNPJ })).statusCode).toBe(200);
  });

  it.each([
    ['an invalid CPF', { document: '111.111.111-11' }, 5204],
    ['a CPF given as a company', { userType: 'company', document: VALID_CPF }, 5205],
    [
      'an e-mail of an account that can sign in',
      { email: 'assinante@example.com', emailConfirmation: 'assinante@example.com' },
      5402,
    ],
  ])('refuses %s', async (_name, overrides, code) => {
    const response = await register(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'BusinessError', code });
  });

  it('refuses the e-mail of a blocked account with 5403', async () => {
    await setUserDisabled(server, 'gratuito@example.com');
    const response = await register({ email: 'gratuito@example.com', emailConfirmation: 'gratuito@example.com' });
    expect(response.json()).toMatchObject({ code: 5403 });
  });

  it.each([
    ['individual', VALID_CPF, '52998224725', 5400],
    ['company', VALID_ALPHANUMERIC_CNPJ, '12ABC34501DE35', 5401],
  ])('refuses a %s document already registered', async (userType, document, stored, code) => {
    await setAccountProfile(server, 'assinante@example.com', { personType: userType, document: stored });
    expect((await register({ userType, document })).json()).toMatchObject({ code });
  });

  it('answers field errors in the request language for the form rules', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register?lang=EnEu',
      payload: registration({ emailConfirmation: 'other@example.com', acceptedTerms: false, phone: '123' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorType: 'ValidationError',
      erros: [
        { field: 'emailConfirmation', message: 'Fields must be the same' },
        { field: 'phone', message: 'Invalid phone' },
        { field: 'acceptedTerms', message: 'You must accept the Terms of Use' },
      ],
    });
  });

  it.each([
    ['no body', undefined],
    ['a list', [1, 2]],
    ['wrong types', { ...registration(), acceptedTerms: 'yes', userType: 'alien' }],
    ['an oversized name', registration({ nome: 'x'.repeat(50_000) })],
  ])('answers %s with the SPEC error body, never 500', async (_name, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: expect.any(String), code: expect.any(Number) });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify({ nome: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('auth/validate/confirm-email-token', () => {
  it('creates a Free account with its profile, trusts the device, and the code works once', async () => {
    const { token } = (await register()).json() as { token: string };
    const code = await latestTwoFactorCode(server, NEW_EMAIL);
    const response = await confirm(token, code, 'browser-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ confirmed: true, email: NEW_EMAIL });
    const [user] = await queryRows<{ profile: number; id: number }>(
      server.db,
      sql`select id, profile from users where email = ${NEW_EMAIL}`,
    );
    expect(user!.profile).toBe(3);
    const [profile] = await queryRows(
      server.db,
      sql`select person_type, document, phone from account_profiles where user_id = ${user!.id}`,
    );
    expect(profile).toEqual({ person_type: 'individual', document: '52998224725', phone: '11987654321' });

    // The confirmed device signs in without a two-factor code.
    const signIn = await post('/api/auth/new-signin', {
      email: NEW_EMAIL,
      password: 'Segredo#2026',
      device_id: 'browser-1',
    });
    expect((signIn.json() as [{ token?: string }])[0].token).toBeTruthy();

    expect((await confirm(token, code)).json()).toMatchObject({ code: 5203 });
  });

  it('refuses a wrong code with 5200 and an expired one with 5203', async () => {
    const { token, code } = await createPendingRegistration(server, {
      email: NEW_EMAIL,
      token: 'tok-1',
      code: '123456',
    });
    expect((await confirm(token, '654321')).json()).toMatchObject({ code: 5200 });
    clock.advance(2 * 60 * 60 * 1000 + 1);
    expect((await confirm(token, code)).json()).toMatchObject({ code: 5203 });
  });

  it('accepts the code at exactly 2 hours', async () => {
    const { token, code } = await createPendingRegistration(server, { email: NEW_EMAIL });
    clock.advance(2 * 60 * 60 * 1000 - 1);
    expect((await confirm(token, code)).statusCode).toBe(200);
  });

  it('cannot be brute-forced: after five wrong codes even the right one is refused, also in parallel and across resends', async () => {
    const { token, code } = await createPendingRegistration(server, {
      email: NEW_EMAIL,
      token: 'tok-2',
      code: '777777',
    });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => confirm(token, String(100000 + i))));
    const refusals = guesses.map((r) => (r.json() as { code: number }).code);
    expect(refusals.filter((c) => c === 5200)).toHaveLength(MAX_CONFIRMATION_ATTEMPTS);
    expect(refusals.filter((c) => c === 5203)).toHaveLength(20 - MAX_CONFIRMATION_ATTEMPTS);
    expect((await confirm(token, code)).json()).toMatchObject({ code: 5203 });
    // A dead registration gets no new code either.
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/auth/send-confirm-email-token/${token}` })).json(),
    ).toMatchObject({ code: 5203 });
  });
});

describe('auth/send-confirm-email-token/{token}', () => {
  it('mails a new code, the old one stops working, and the 2 hours start again', async () => {
    const { token, code: first } = await createPendingRegistration(server, { email: NEW_EMAIL, code: '111111' });
    clock.advance(90 * 60 * 1000);
    const response = await server.app.inject({ method: 'GET', url: `/api/auth/send-confirm-email-token/${token}` });
    expect(response.statusCode).toBe(200);
    const second = await latestTwoFactorCode(server, NEW_EMAIL);
    expect(second).not.toBe(first);
    expect((await confirm(token, first)).json()).toMatchObject({ code: 5200 });
    clock.advance(60 * 60 * 1000);
    expect((await confirm(token, second)).statusCode).toBe(200);
  });

  it('refuses an unknown token with 5203', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/send-confirm-email-token/nope' })).json(),
    ).toMatchObject({ code: 5203 });
  });
});

describe('rate limits', () => {
  it('limits confirmation attempts and resends per address and registration', async () => {
    const limited = await buildTestServer({ now: clock.now, rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const { token } = await createPendingRegistration(limited, { email: 'limite@example.com', token: 'limit-token' });
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/validate/confirm-email-token',
              payload: { token, code: '000000' },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
      const resends = [];
      for (let i = 0; i < 4; i++)
        resends.push(
          (await limited.app.inject({ method: 'GET', url: `/api/auth/send-confirm-email-token/${token}` })).statusCode,
        );
      expect(resends.at(-1)).toBe(429);
      expect(await mailbox(limited, 'limite@example.com')).toHaveLength(3);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
