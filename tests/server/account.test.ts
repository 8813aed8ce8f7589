// My account: data, change request, notifications, signature and packages, phone, demo request, data deletion, privacy policy.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  createUser,
  latestMail,
  queryRows,
  resetDatabase,
  SEED_PASSWORD,
  trustDevice,
  setBiometricSecret,
} from '../../server/testing';
import { setAccountProfile } from '../../server/testing-accounts';

const SUBSCRIBER = 'assinante@example.com';
const FREE = 'gratuito@example.com';
const DEMO = 'demo@example.com';
const TEAM = 'atendimento@celeiro.example';
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

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const sessionOf = async (email: string) => (await createSession(server, email)).token;

describe('my-account', () => {
  it('answers the account data with the document and phone masked', async () => {
    await setAccountProfile(server, SUBSCRIBER, {
      personType: 'individual',
      document: '52998224725',
      phone: '11987654321',
      groups: ['Cooperativa Norte'],
    });
    const response = await call('GET', '/api/my-account', await sessionOf(SUBSCRIBER));
    expect(response.json()).toEqual({
      email: SUBSCRIBER,
      nome: 'Mariana Albuquerque Souza',
      userCode: 'CEL-000101',
      userType: 'individual',
      document: '529.982.247-25',
      phone: '11 98765-4321',
      groups: ['Cooperativa Norte'],
      language: 'PtBr',
      country: 'BR',
      profile: 1,
      signature: 'Plano Grãos e Açúcar',
    });
  });

  it('sends a change request to customer service', async () => {
    const response = await call('POST', '/api/my-account', await sessionOf(SUBSCRIBER), {
      message: 'Mudei de empresa.',
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(server, TEAM);
    expect(mail?.subject).toBe('[Celeiro] Pedido de alteração de dados da conta');
    expect(mail?.text).toContain('Mensagem: Mudei de empresa.');
  });

  it('needs a session on every account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/my-account'],
      ['GET', '/api/user-notification'],
      ['GET', '/api/signatures/client/current'],
      ['GET', '/api/signatures/client'],
      ['GET', '/api/client/signature/check-request-demo'],
      ['GET', '/api/client/signature/request-demo'],
      ['DELETE', '/api/client/delete-account'],
      ['GET', '/api/privacy-policy-content'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('user-notification', () => {
  it('lists every enabled commodity with both channels on, then saves the choices and block all', async () => {
    const token = await sessionOf(SUBSCRIBER);
    const before = (await call('GET', '/api/user-notification', token)).json() as {
      blockAll: boolean;
      items: { commodity: number; email: boolean; app: boolean; nome: string }[];
    };
    expect(before.blockAll).toBe(false);
    expect(before.items.map((i) => i.commodity)).not.toContain(61);
    expect(before.items.find((i) => i.commodity === 7)).toMatchObject({ nome: 'Café', email: true, app: true });

    const saved = await call('POST', '/api/user-notification', token, {
      blockAll: true,
      items: [{ commodity: 7, email: false, app: true }],
    });
    expect(saved.statusCode).toBe(200);
    const after = (await call('GET', '/api/user-notification', token)).json() as typeof before;
    expect(after.blockAll).toBe(true);
    expect(after.items.find((i) => i.commodity === 7)).toMatchObject({ email: false, app: true });
  });

  it('refuses a commodity that is not an enabled one', async () => {
    const response = await call('POST', '/api/user-notification', await sessionOf(SUBSCRIBER), {
      blockAll: false,
      items: [{ commodity: 61, email: true, app: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ erros: [{ field: 'items.0.commodity' }] });
  });
});

describe('signatures and phone', () => {
  it('answers the current signature and the packages of the plan', async () => {
    const token = await sessionOf(SUBSCRIBER);
    expect((await call('GET', '/api/signatures/client/current', token)).json()).toEqual({
      signature: 'Plano Grãos e Açúcar',
      profile: 1,
      demoEndsAt: null,
    });
    const packages = (await call('GET', '/api/signatures/client', token)).json() as {
      id: number;
      habilitado: boolean;
    }[];
    expect(
      packages
        .filter((p) => p.habilitado)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 7, 13, 16, 17, 23]);
  });

  it('saves a phone and refuses a malformed one', async () => {
    const token = await sessionOf(FREE);
    expect((await call('POST', '/api/update-phone/client', token, { phone: '(11) 98765-4321' })).json()).toEqual({
      phone: '11 98765-4321',
    });
    expect((await call('POST', '/api/update-phone/client', token, { phone: '123' })).json()).toMatchObject({
      erros: [{ field: 'phone', message: 'Telefone inválido' }],
    });
  });
});

describe('demo request', () => {
  it('reports a demo whose trial is over as Free on the next signed-in request and on the next sign-in', async () => {
    await trustDevice(server, DEMO, 'trusted-device');
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await call('GET', '/api/check/info', await sessionOf(DEMO))).json()).toMatchObject({
      profile: 3,
      signature: 'Gratuito',
    });
    // Again a demo whose trial is over, this time met at sign-in.
    await queryRows(
      server.db,
      sql`update users set profile = 2, demo_ends_at = ${new Date(clock.now().getTime() - 1000)} where email = ${DEMO}`,
    );
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin',
      payload: { email: DEMO, password: SEED_PASSWORD, device_id: 'trusted-device' },
    });
    expect((signIn.json() as { profile: number }[])[0]?.profile).toBe(3);
  });

  it('checks a Free user (phone on record or empty), then grants 7 days of Demo with every commodity and tells user and team', async () => {
    const token = await sessionOf(FREE);
    expect((await call('GET', '/api/client/signature/check-request-demo', token)).json()).toEqual({
      email: FREE,
      nome: 'Beatriz Carvalho Nogueira',
      phone: '',
    });
    expect((await call('GET', '/api/client/signature/request-demo', token)).json()).toMatchObject({ code: 5007 });

    await setAccountProfile(server, FREE, { phone: '11987654321' });
    const granted = await call('GET', '/api/client/signature/request-demo', token);
    expect(granted.json()).toEqual({
      profile: 2,
      signature: 'Demonstração (7 dias)',
      demoEndsAt: '2026-03-09T12:00:00.000Z',
    });
    expect((await latestMail(server, FREE))?.subject).toBe('Sua demonstração do Celeiro começou');
    expect((await latestMail(server, TEAM))?.subject).toBe('[Celeiro] Demonstração de 7 dias concedida');
    const packages = (await call('GET', '/api/signatures/client', token)).json() as { habilitado: boolean }[];
    expect(packages.every((p) => p.habilitado)).toBe(true);

    // When the trial ends the user is Free again, without rights.
    clock.advance(7 * 24 * 60 * 60 * 1000);
    const later = await sessionOf(FREE);
    expect((await call('GET', '/api/signatures/client/current', later)).json()).toEqual({
      signature: 'Gratuito',
      profile: 3,
      demoEndsAt: null,
    });
    const after = (await call('GET', '/api/signatures/client', later)).json() as { habilitado: boolean }[];
    expect(after.some((p) => p.habilitado)).toBe(false);
  });

  const WEEK = 7 * 24 * 60 * 60 * 1000;
  const requestDemo = async (email: string) =>
    call('GET', '/api/client/signature/request-demo', await sessionOf(email));
  const checkDemo = async (email: string, lang = 'PtBr') =>
    call('GET', `/api/client/signature/check-request-demo?lang=${lang}`, await sessionOf(email));

  it('grants one demo per account: after the trial the check and the request say it was used', async () => {
    await setAccountProfile(server, FREE, { phone: '11987654321' });
    expect((await requestDemo(FREE)).statusCode).toBe(200);
    clock.advance(WEEK + 1000);
    const check = await checkDemo(FREE, 'EnEu');
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({
      errorType: 'DemoAlreadyUsedError',
      message: 'This account or this CPF/CNPJ has already used its demo.',
    });
    const again = await requestDemo(FREE);
    expect(again.json()).toMatchObject({
      errorType: 'DemoAlreadyUsedError',
      message: 'Esta conta ou este CPF/CNPJ já usou a sua demonstração.',
    });
    expect((await call('GET', '/api/signatures/client/current', await sessionOf(FREE))).json()).toMatchObject({
      profile: 3,
    });
  });

  it('counts the seeded demo as the account demo', async () => {
    await setAccountProfile(server, DEMO, { phone: '11987654321' });
    clock.advance(WEEK + 1000);
    expect((await requestDemo(DEMO)).json()).toMatchObject({ errorType: 'DemoAlreadyUsedError' });
  });

  it('grants one demo per CPF/CNPJ, also to a new account after the first one was deleted', async () => {
    await setAccountProfile(server, FREE, { personType: 'individual', document: '52998224725', phone: '11987654321' });
    expect((await requestDemo(FREE)).statusCode).toBe(200);
    clock.advance(WEEK + 1000);
    expect((await call('DELETE', '/api/client/delete-account', await sessionOf(FREE))).json()).toEqual({
      outcome: 'deleted',
    });
    await createUser(server, { email: 'nova@example.com', profile: 3, signature: 'Gratuito' });
    await setAccountProfile(server, 'nova@example.com', {
      personType: 'individual',
      document: '52998224725',
      phone: '11987654321',
    });
    expect((await requestDemo('nova@example.com')).json()).toMatchObject({ errorType: 'DemoAlreadyUsedError' });
    // Another document is another person.
    await createUser(server, { email: 'outra@example.com', profile: 3, signature: 'Gratuito' });
    await setAccountProfile(server, 'outra@example.com', {
      personType: 'individual',
      document: '11144477735',
      phone: '11987654321',
    });
    expect((await requestDemo('outra@example.com')).statusCode).toBe(200);
  });

  it('grants a single demo to parallel requests', async () => {
    await setAccountProfile(server, FREE, { phone: '11987654321' });
    const [a, b] = await Promise.all([sessionOf(FREE), sessionOf(FREE)]);
    const answers = await Promise.all(
      [a, b, a, b].map((token) => call('GET', '/api/client/signature/request-demo', token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      await queryRows(
        server.db,
        sql`select 1 from demo_requests d join users u on u.id = d.user_id where u.email = ${FREE}`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a subscriber (active contract) and a demo user (active demo)', async () => {
    const subscriber = await call(
      'GET',
      '/api/client/signature/check-request-demo?lang=EnEu',
      await sessionOf(SUBSCRIBER),
    );
    expect(subscriber.json()).toMatchObject({
      errorType: 'DemoActiveContractError',
      message: 'An active contract already exists for this user.',
    });
    const demo = await call('GET', '/api/client/signature/request-demo', await sessionOf(DEMO));
    expect(demo.json()).toMatchObject({
      errorType: 'DemoActiveDemoError',
      message: 'Já existe uma demonstração ativa para este usuário.',
    });
  });
});

describe('client/delete-account', () => {
  it('deletes an account without a contract, ends its sessions, and the e-mail can register again', async () => {
    const token = await sessionOf(FREE);
    const other = await sessionOf(FREE);
    const response = await call('DELETE', '/api/client/delete-account', token);
    expect(response.json()).toEqual({ outcome: 'deleted' });
    expect(await queryRows(server.db, sql`select 1 from users where email = ${FREE}`)).toEqual([]);
    expect((await call('GET', '/api/my-account', other)).statusCode).toBe(401);
    expect((await latestMail(server, TEAM))?.subject).toBe('[Celeiro] Conta excluída a pedido do titular (LGPD)');
  });

  it('with an active contract only registers the request (5501), blocks access at once and tells the commercial team', async () => {
    const token = await sessionOf(SUBSCRIBER);
    const other = await sessionOf(SUBSCRIBER);
    await setBiometricSecret(server, SUBSCRIBER, 'celular-da-mariana', 'segredo-do-celular');
    const response = await call('DELETE', '/api/client/delete-account', token);
    expect(response.statusCode).toBe(400);
    expect(await queryRows(server.db, sql`select id from biometric_credentials where secret_hash is not null`)).toEqual(
      [],
    );
    expect(response.json()).toMatchObject({ code: 5501 });
    expect(await queryRows(server.db, sql`select 1 from deletion_requests`)).toHaveLength(1);
    expect((await call('GET', '/api/my-account', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/my-account', other)).statusCode).toBe(401);
    expect((await latestMail(server, TEAM))?.subject).toBe(
      '[Celeiro] Pedido de exclusão de dados (LGPD) com contrato ativo: entrar em contato',
    );
    await trustDevice(server, SUBSCRIBER, 'd');
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/new-signin',
          payload: { email: SUBSCRIBER, password: SEED_PASSWORD, device_id: 'd' },
        })
      ).json(),
    ).toMatchObject({ code: 5300 });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: SUBSCRIBER,
        emailConfirmation: SUBSCRIBER,
        nome: 'X',
        userType: 'individual',
        document: '529.982.247-25',
        phone: '11987654321',
        password: 'Segredo#2026',
        acceptedTerms: true,
      },
    });
    expect(again.json()).toMatchObject({ code: 5403 });
  });
});

describe('privacy-policy-content', () => {
  it.each([
    ['PtBr', '', 'pt', 'Política de Privacidade'],
    ['EsAr', '', 'es', 'Política de Privacidad'],
    ['PtBr', 'en', 'en', 'Privacy Policy'],
  ])(
    'answers version 2 of 21 September 2023 in 14 sections (lang %s, language %s)',
    async (lang, language, expected, title) => {
      const query = new URLSearchParams({ lang, ...(language ? { language } : {}) });
      const body = (await call('GET', `/api/privacy-policy-content?${query}`, await sessionOf(SUBSCRIBER))).json() as {
        version: number;
        date: string;
        language: string;
        title: string;
        sections: unknown[];
      };
      expect(body).toMatchObject({ version: 2, date: '2023-09-21', language: expected, title });
      expect(body.sections).toHaveLength(14);
    },
  );
});
