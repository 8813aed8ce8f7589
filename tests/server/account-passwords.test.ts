// Forgot, reset and change password; lost access and new client requests reaching the team.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  latestMail,
  resetDatabase,
  SEED_PASSWORD,
  trustDevice,
} from '../../server/testing';
import { createResetToken, latestResetToken } from '../../server/testing-accounts';

const SUBSCRIBER = 'assinante@example.com';
const TEAM = 'equipe@celeiro.example';
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now, teamEmail: TEAM, publicUrl: 'https://app.celeiro.example/' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
});

const post = (url: string, payload: unknown, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const signsIn = async (password: string) => {
  await trustDevice(server, SUBSCRIBER, 'device-x');
  const response = await post('/api/auth/new-signin', { email: SUBSCRIBER, password, device_id: 'device-x' });
  return response.statusCode === 200;
};
const isLive = async (token: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/my-account', headers: { authorization: `Bearer ${token}` } }))
    .statusCode === 200;

describe('forgot-password/client', () => {
  it('mails a reset link in the user language, pointing at the reset page', async () => {
    expect((await post('/api/forgot-password/client', { email: ' Assinante@Example.com ' })).statusCode).toBe(200);
    const mail = await latestMail(server, SUBSCRIBER);
    expect(mail?.subject).toBe('Redefinição de senha do Celeiro');
    expect(mail?.text).toMatch(/https:\/\/app\.celeiro\.example\/pages\/reset-password\?token=/);
  });

  it('refuses an unknown e-mail with 5002 and a malformed one with a field error', async () => {
    expect((await post('/api/forgot-password/client', { email: 'ninguem@example.com' })).json()).toMatchObject({
      code: 5002,
    });
    expect((await post('/api/forgot-password/client', { email: 'not-an-email' })).json()).toMatchObject({
      erros: [{ field: 'email', message: 'E-mail inválido' }],
    });
  });
});

describe('reset-password/client', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const session = await createSession(server, SUBSCRIBER);
    await post('/api/forgot-password/client', { email: SUBSCRIBER });
    const token = await latestResetToken(server, SUBSCRIBER);
    expect(
      (await post('/api/reset-password/client', { token, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' }))
        .statusCode,
    ).toBe(200);
    expect(await signsIn('Nova#Senha1')).toBe(true);
    expect(await signsIn(SEED_PASSWORD)).toBe(false);
    expect(await isLive(session.token)).toBe(false);
    expect(
      (await post('/api/reset-password/client', { token, password: 'Outra#1', confirmPassword: 'Outra#1' })).json(),
    ).toMatchObject({ code: 5201 });
  });

  it('refuses an unknown token with 5201 and an expired one with 5202', async () => {
    expect(
      (await post('/api/reset-password/client', { token: 'nope', password: 'a', confirmPassword: 'a' })).json(),
    ).toMatchObject({ code: 5201 });
    const token = await createResetToken(server, SUBSCRIBER);
    clock.advance(60 * 60 * 1000 + 1);
    expect(
      (await post('/api/reset-password/client', { token, password: 'a', confirmPassword: 'a' })).json(),
    ).toMatchObject({ code: 5202 });
  });

  it('checks the confirmation (5351, 5352) without using the token', async () => {
    const token = await createResetToken(server, SUBSCRIBER);
    expect(
      (await post('/api/reset-password/client', { token, password: 'Nova#1', confirmPassword: 'Nova#2' })).json(),
    ).toMatchObject({ code: 5351 });
    expect(
      (await post('/api/reset-password/client', { token, password: 'Nova#1', confirmPassword: '' })).json(),
    ).toMatchObject({ code: 5352 });
    expect(
      (await post('/api/reset-password/client', { token, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('change-password/client', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const mine = await createSession(server, SUBSCRIBER);
    const other = await createSession(server, SUBSCRIBER);
    const response = await post(
      '/api/change-password/client',
      { currentPassword: SEED_PASSWORD, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' },
      mine.token,
    );
    expect(response.statusCode).toBe(200);
    expect(await isLive(mine.token)).toBe(true);
    expect(await isLive(other.token)).toBe(false);
    expect(await signsIn('Nova#Senha1')).toBe(true);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'errada', password: 'Nova#1', confirmPassword: 'Nova#1' }, 5207],
    [
      'the same password',
      { currentPassword: SEED_PASSWORD, password: SEED_PASSWORD, confirmPassword: SEED_PASSWORD },
      5350,
    ],
    [
      'a different confirmation',
      { currentPassword: SEED_PASSWORD, password: 'Nova#1', confirmPassword: 'Nova#2' },
      5351,
    ],
    ['no confirmation', { currentPassword: SEED_PASSWORD, password: 'Nova#1', confirmPassword: '' }, 5352],
  ])('refuses %s', async (_name, body, code) => {
    const { token } = await createSession(server, SUBSCRIBER);
    const response = await post('/api/change-password/client', body, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('needs a session', async () => {
    expect(
      (await post('/api/change-password/client', { currentPassword: 'a', password: 'b', confirmPassword: 'b' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('requests that reach the team', () => {
  it('mails a lost-access request to the team address', async () => {
    const response = await post('/api/lost-access/client', {
      email: 'perdido@example.com',
      phone: '11987654321',
      message: 'Troquei de celular.',
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(server, TEAM);
    expect(mail?.subject).toBe('[Celeiro] Pedido de recuperação de acesso');
    expect(mail?.text).toContain('Telefone: 11 98765-4321');
    expect(mail?.text).toContain('Mensagem: Troquei de celular.');
  });

  it('mails a new client to the team address', async () => {
    expect(
      (
        await post('/api/authenticate/new-client', {
          email: 'cliente@example.com',
          phone: '11 98765-4321',
          nome: 'Cliente Novo',
        })
      ).statusCode,
    ).toBe(200);
    expect((await latestMail(server, TEAM))?.text).toContain('Nome: Cliente Novo');
  });

  it('answers bad fields with field errors and mails nothing', async () => {
    const response = await post('/api/lost-access/client?lang=EsAr', { email: 'x', phone: '1', message: '' });
    expect(response.json()).toMatchObject({
      erros: [
        { field: 'email', message: 'Email inválido' },
        { field: 'phone', message: 'Teléfono inválido' },
        { field: 'message', message: 'Campo obligatorio' },
      ],
    });
    expect(await latestMail(server, TEAM)).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits forgot-password and reset-password per address and subject', async () => {
    const limited = await buildTestServer({ now: clock.now, rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const forgot = [];
      for (let i = 0; i < 3; i++)
        forgot.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/forgot-password/client',
              payload: { email: 'ninguem@example.com' },
            })
          ).statusCode,
        );
      expect(forgot).toEqual([400, 400, 429]);
      const reset = [];
      for (let i = 0; i < 3; i++)
        reset.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/reset-password/client',
              payload: { token: 'guess', password: 'a', confirmPassword: 'a' },
            })
          ).statusCode,
        );
      expect(reset).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
