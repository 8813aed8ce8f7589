import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type AccountApiPort, type ApiError, ErrorCode } from '../core';
import { HttpAccountApi } from '../adapters/http/http-account-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { like, eachLike, integer, string, boolean, regex } = MatchersV3;

const jsonHeaders = { 'Content-Type': 'application/json' };
const signedInHeaders = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const FREE = 'gratuito@example.com';
const DEMO = 'demo@example.com';
const NEW_EMAIL = 'nova.pessoa@example.com';
const REGISTRATION_TOKEN = 'pact-registration-token';
const RESET_TOKEN = 'pact-reset-token';
const CODE = '481516';

/** The SPEC error body with a business code. */
const businessError = (code: number) => ({
  errorType: string('BusinessError'),
  code: integer(code),
  message: like('message'),
  erros: [],
});

/** The account API of the web app, over the real axios client pointed at the mock server. */
const accountApi = (url: string, signedIn = false): AccountApiPort =>
  new HttpAccountApi(apiClientFor(url, signedIn ? EXAMPLE.sessionToken : undefined));

/** The business code an adapter call rejected with. */
const codeOf = async (call: Promise<unknown>) =>
  (
    (await call.then(
      () => undefined,
      (e: unknown) => e,
    )) as ApiError | undefined
  )?.code;

/** The state of a signed-in user (the subscriber unless told). */
const signedIn = (email: string = EXAMPLE.email) =>
  ['a user is signed in', { email, token: EXAMPLE.sessionToken }] as const;

describe('auth/register', () => {
  const body = {
    email: NEW_EMAIL,
    emailConfirmation: NEW_EMAIL,
    nome: 'Nova Pessoa',
    userType: 'individual' as const,
    document: '529.982.247-25',
    phone: '11 98765-4321',
    password: 'Segredo#2026',
    acceptedTerms: true,
    language: 'PtBr' as const,
  };

  it('keeps the registration pending and answers the confirmation token', async () => {
    await newPact()
      .addInteraction()
      .given('no registration is pending')
      .uponReceiving('a registration of a natural person')
      .withRequest('POST', '/api/auth/register', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({ email: string(NEW_EMAIL), token: string('registration-token') }),
      )
      .executeTest(async (mock) => {
        expect(await accountApi(mock.url).register(body)).toEqual({ email: NEW_EMAIL, token: 'registration-token' });
      });
  });

  it.each([
    ['an invalid CPF', 'no registration is pending', {}, { document: '111.111.111-11' }, ErrorCode.INVALID_CPF],
    [
      'an invalid CNPJ',
      'no registration is pending',
      {},
      { userType: 'company' as const, document: '12.345.678/0001-00' },
      ErrorCode.INVALID_CNPJ,
    ],
    [
      'a CPF already registered',
      'an account has the document',
      { email: EXAMPLE.email, userType: 'individual', document: '52998224725' },
      {},
      ErrorCode.CPF_ALREADY_REGISTERED,
    ],
    [
      'a CNPJ already registered',
      'an account has the document',
      { email: EXAMPLE.email, userType: 'company', document: '12ABC34501DE35' },
      { userType: 'company' as const, document: '12.ABC.345/01DE-35' },
      ErrorCode.CNPJ_ALREADY_REGISTERED,
    ],
    [
      'the e-mail of an account',
      'no registration is pending',
      {},
      { email: EXAMPLE.email, emailConfirmation: EXAMPLE.email },
      ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT,
    ],
    [
      'the e-mail of a blocked account',
      'the account of the e-mail is blocked',
      { email: EXAMPLE.email },
      { email: EXAMPLE.email, emailConfirmation: EXAMPLE.email },
      ErrorCode.EMAIL_ALREADY_REGISTERED,
    ],
  ])('refuses a registration with %s', async (description, state, params, change, code) => {
    const request = { ...body, ...change };
    await newPact()
      .addInteraction()
      .given(state, params)
      .uponReceiving(`a registration with ${description}`)
      .withRequest('POST', '/api/auth/register', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(code)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url).register(request))).toBe(code);
      });
  });
});

describe('the password rule', () => {
  const body = {
    email: NEW_EMAIL,
    emailConfirmation: NEW_EMAIL,
    nome: 'Nova Pessoa',
    userType: 'individual' as const,
    document: '529.982.247-25',
    phone: '11 98765-4321',
    acceptedTerms: true,
    language: 'PtBr' as const,
  };

  it.each([
    ['a password shorter than 10 characters', 'Segredo#1', 'A senha deve ter pelo menos 10 caracteres'],
    ['one of the most common passwords', 'qwertyuiop', 'Esta senha é muito comum. Escolha outra'],
  ])('refuses a registration with %s, on the password field', async (description, password, message) => {
    const request = { ...body, password };
    await newPact()
      .addInteraction()
      .given('no registration is pending')
      .uponReceiving(`a registration with ${description}`)
      .withRequest('POST', '/api/auth/register', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: [{ field: 'password', message: string(message) }],
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url)
          .register(request)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.status).toBe(400);
        expect(error.body?.erros).toEqual([{ field: 'password', message }]);
      });
  });
});

describe('e-mail confirmation', () => {
  const waiting = { email: NEW_EMAIL, token: REGISTRATION_TOKEN, code: CODE };
  const request = { token: REGISTRATION_TOKEN, code: CODE, device_id: EXAMPLE.deviceId };

  it('confirms the e-mail with the mailed code', async () => {
    await newPact()
      .addInteraction()
      .given('a registration is waiting for its code', waiting)
      .uponReceiving('the right e-mail confirmation code')
      .withRequest('POST', '/api/auth/validate/confirm-email-token', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({ confirmed: boolean(true), email: string(NEW_EMAIL) }),
      )
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url).confirmEmail(request)).resolves.toBeUndefined();
      });
  });

  it.each([
    ['a wrong e-mail confirmation code', 'a registration is waiting for its code', '000000', ErrorCode.INVALID_CODE],
    ['an expired e-mail confirmation code', 'a registration code has expired', CODE, ErrorCode.EXPIRED_TOKEN],
  ])('refuses %s', async (description, state, code, expected) => {
    await newPact()
      .addInteraction()
      .given(state, waiting)
      .uponReceiving(description)
      .withRequest('POST', '/api/auth/validate/confirm-email-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ ...request, code }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(expected)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url).confirmEmail({ ...request, code }))).toBe(expected);
      });
  });

  it('mails a new code', async () => {
    await newPact()
      .addInteraction()
      .given('a registration is waiting for its code', waiting)
      .uponReceiving('a request to resend the e-mail confirmation code')
      .withRequest('GET', `/api/auth/send-confirm-email-token/${REGISTRATION_TOKEN}`)
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ sent: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url).resendConfirmation(REGISTRATION_TOKEN)).resolves.toBeUndefined();
      });
  });

  it('refuses to resend for an unknown registration with 5203', async () => {
    await newPact()
      .addInteraction()
      .given('no registration is pending')
      .uponReceiving('a request to resend the code of an unknown registration')
      .withRequest('GET', '/api/auth/send-confirm-email-token/unknown-registration')
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(ErrorCode.EXPIRED_TOKEN)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url).resendConfirmation('unknown-registration'))).toBe(
          ErrorCode.EXPIRED_TOKEN,
        );
      });
  });
});

describe('forgot-password/client', () => {
  it.each([
    ['a known e-mail', EXAMPLE.email, 200],
    ['an unknown e-mail', 'ninguem@example.com', ErrorCode.EMAIL_NOT_FOUND],
  ])('answers a reset-link request for %s', async (description, email, outcome) => {
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving(`a password reset request for ${description}`)
      .withRequest('POST', '/api/forgot-password/client', (b) => b.headers(jsonHeaders).jsonBody({ email }))
      .willRespondWith(outcome === 200 ? 200 : 400, (b) =>
        b.headers(jsonHeaders).jsonBody(outcome === 200 ? { sent: boolean(true) } : businessError(outcome)),
      )
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url).forgotPassword(email))).toBe(outcome === 200 ? undefined : outcome);
      });
  });
});

describe('reset-password/client', () => {
  const request = { token: RESET_TOKEN, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' };
  const mailed = { email: EXAMPLE.email, token: RESET_TOKEN };

  it('sets the new password', async () => {
    await newPact()
      .addInteraction()
      .given('a password reset link was mailed', mailed)
      .uponReceiving('a password reset with a valid link')
      .withRequest('POST', '/api/reset-password/client', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ reset: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url).resetPassword(request)).resolves.toBeUndefined();
      });
  });

  it.each([
    ['an unknown link', 'the subscriber exists', {}, ErrorCode.INVALID_RESET_TOKEN],
    ['an expired link', 'a password reset link has expired', {}, ErrorCode.EXPIRED_RESET_TOKEN],
    [
      'a different confirmation',
      'a password reset link was mailed',
      { confirmPassword: 'Outra#Senha' },
      ErrorCode.PASSWORD_CONFIRMATION_MISMATCH,
    ],
    [
      'no confirmation',
      'a password reset link was mailed',
      { confirmPassword: '' },
      ErrorCode.INVALID_CONFIRMATION_PASSWORD,
    ],
  ])('refuses a password reset with %s', async (description, state, change, code) => {
    const body = { ...request, ...change };
    await newPact()
      .addInteraction()
      .given(state, mailed)
      .uponReceiving(`a password reset with ${description}`)
      .withRequest('POST', '/api/reset-password/client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(code)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url).resetPassword(body))).toBe(code);
      });
  });
});

describe('change-password/client', () => {
  const request = { currentPassword: EXAMPLE.password, password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' };

  it('changes the password of the signed-in user', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a password change')
      .withRequest('POST', '/api/change-password/client', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody(request),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ changed: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url, true).changePassword(request)).resolves.toBeUndefined();
      });
  });

  it.each([
    ['a wrong current password', { currentPassword: 'errada' }, ErrorCode.INVALID_CURRENT_PASSWORD],
    [
      'the current password as the new one',
      { password: EXAMPLE.password, confirmPassword: EXAMPLE.password },
      ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT,
    ],
    ['a different confirmation', { confirmPassword: 'Outra#Senha' }, ErrorCode.PASSWORD_CONFIRMATION_MISMATCH],
    ['no confirmation', { confirmPassword: '' }, ErrorCode.INVALID_CONFIRMATION_PASSWORD],
  ])('refuses a password change with %s', async (description, change, code) => {
    const body = { ...request, ...change };
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving(`a password change with ${description}`)
      .withRequest('POST', '/api/change-password/client', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody(body),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(code)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url, true).changePassword(body))).toBe(code);
      });
  });
});

describe('a session guessing the current password', () => {
  it('is ended: the next password change is refused with 401', async () => {
    const body = { currentPassword: 'Sexta#Tentativa', password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' };
    await newPact()
      .addInteraction()
      .given('the session was ended by wrong current passwords', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a password change in a session ended by wrong current passwords')
      .withRequest('POST', '/api/change-password/client', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody(body),
      )
      .willRespondWith(401, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.UNAUTHORIZED),
          message: like('Sessão encerrada'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url, true).changePassword(body))).toBe(ErrorCode.UNAUTHORIZED);
      });
  });
});

describe('requests that reach the team', () => {
  it('sends a lost-access request', async () => {
    const body = { email: 'perdido@example.com', phone: '11 98765-4321', message: 'Troquei de celular.' };
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a lost-access request')
      .withRequest('POST', '/api/lost-access/client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ sent: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url).lostAccess(body)).resolves.toBeUndefined();
      });
  });

  it('answers a lost-access request with bad fields with field errors', async () => {
    const body = { email: 'sem-arroba', phone: '11 98765-4321', message: 'Oi' };
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a lost-access request with a malformed e-mail')
      .withRequest('POST', '/api/lost-access/client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('m'),
          erros: eachLike({ field: string('email'), message: string('E-mail inválido') }, 1),
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url)
          .lostAccess(body)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.erros?.[0]?.field).toBe('email');
      });
  });

  it('refuses the team requests of an address that sent too many, whatever the e-mail, with 429', async () => {
    const body = { email: 'mais-um@example.com', phone: '11 98765-4321', message: 'Troquei de celular.' };
    await newPact()
      .addInteraction()
      .given('the address has sent too many team mails')
      .uponReceiving('a lost-access request from an address past its team mails')
      .withRequest('POST', '/api/lost-access/client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(429, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('RateLimitError'),
          code: integer(429),
          message: like('Muitas tentativas'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url)
          .lostAccess(body)
          .catch((e: unknown) => e)) as ApiError;
        expect([error.status, error.body?.errorType]).toEqual([429, 'RateLimitError']);
      });
  });

  it('refuses a control character in a text with the field error', async () => {
    const body = { email: 'cliente@example.com', phone: '11 98765-4321', nome: 'Cliente\u0007Novo' };
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a new-client request with a control character in the name')
      .withRequest('POST', '/api/authenticate/new-client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('m'),
          erros: [{ field: 'nome', message: string('Contém caracteres não permitidos.') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url)
          .newClient(body)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.erros?.[0]?.field).toBe('nome');
      });
  });

  it('sends a new client', async () => {
    const body = { email: 'cliente@example.com', phone: '11 98765-4321', nome: 'Cliente Novo' };
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a new-client request')
      .withRequest('POST', '/api/authenticate/new-client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ sent: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url).newClient(body)).resolves.toBeUndefined();
      });
  });

  it('answers a new-client request with bad fields with field errors', async () => {
    const body = { email: 'sem-arroba', phone: '11 98765-4321', nome: 'Cliente Novo' };
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a new-client request with a malformed e-mail')
      .withRequest('POST', '/api/authenticate/new-client', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('m'),
          erros: eachLike({ field: string('email'), message: string('E-mail inválido') }, 1),
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url)
          .newClient(body)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.erros?.[0]?.field).toBe('email');
      });
  });
});

describe('my-account', () => {
  it('answers the account data', async () => {
    await newPact()
      .addInteraction()
      .given('a user with a phone is signed in', {
        email: EXAMPLE.email,
        token: EXAMPLE.sessionToken,
        phone: '11987654321',
      })
      .uponReceiving('a request for the account data')
      .withRequest('GET', '/api/my-account', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          email: string(EXAMPLE.email),
          nome: string('Mariana Albuquerque Souza'),
          userCode: string('CEL-000101'),
          userType: regex(/^(individual|company)$/, 'individual'),
          document: string('529.982.247-25'),
          phone: string('11 98765-4321'),
          groups: [],
          language: regex(/^(PtBr|EnEu|EsEs|EsAr|PtPt)$/, 'PtBr'),
          country: string('BR'),
          profile: integer(1),
          signature: string('Plano Grãos e Açúcar'),
        }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).myAccount()).phone).toBe('11 98765-4321');
      });
  });

  it('refuses a request without a live session with 401', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a request for the account data without a session')
      .withRequest('GET', '/api/my-account', (b) => b.headers(signedInHeaders))
      .willRespondWith(401, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.UNAUTHORIZED),
          message: like('m'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url, true).myAccount())).toBe(ErrorCode.UNAUTHORIZED);
      });
  });

  it('sends a change of account data to customer service', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a request to change the account data')
      .withRequest('POST', '/api/my-account', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody({ message: 'Mudei de empresa.' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ sent: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url, true).requestAccountChange('Mudei de empresa.')).resolves.toBeUndefined();
      });
  });
});

describe('user-notification', () => {
  const item = {
    commodity: integer(7),
    nome: string('Café'),
    namePtBr: string('Café'),
    nameEnEu: string('Coffee'),
    nameEsEs: string('Café'),
    nameEsAr: string('Café'),
    namePtPt: string('Café'),
    email: boolean(true),
    app: boolean(true),
  };

  it('answers the notification settings', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a request for the notification settings')
      .withRequest('GET', '/api/user-notification', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({ blockAll: boolean(false), items: eachLike(item, 1) }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).notifications()).items[0]?.nameEnEu).toBe('Coffee');
      });
  });

  it('saves the notification settings', async () => {
    const body = { blockAll: true, items: [{ commodity: 7, email: false, app: true }] };
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('new notification settings')
      .withRequest('POST', '/api/user-notification', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({ blockAll: boolean(true), items: eachLike(item, 1) }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).saveNotifications(body)).blockAll).toBe(true);
      });
  });
});

describe('signatures and phone', () => {
  it('answers the current signature', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a request for the current signature')
      .withRequest('GET', '/api/signatures/client/current', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ signature: string('Plano Grãos e Açúcar'), profile: integer(1), demoEndsAt: null }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).currentSignature()).profile).toBe(1);
      });
  });

  it('answers the packages of the signature', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a request for the packages of the signature')
      .withRequest('GET', '/api/signatures/client', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(eachLike({ id: integer(1), nome: string('Açúcar e Etanol'), habilitado: boolean(true) }, 1)),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).packages())[0]?.id).toBe(1);
      });
  });

  it('saves the phone', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn(FREE))
      .uponReceiving('a new phone')
      .withRequest('POST', '/api/update-phone/client', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody({ phone: '11 98765-4321' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ phone: string('11 98765-4321') }))
      .executeTest(async (mock) => {
        expect(await accountApi(mock.url, true).updatePhone('11 98765-4321')).toBe('11 98765-4321');
      });
  });

  it('refuses a phone that is not one with a field error', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn(FREE))
      .uponReceiving('a malformed phone')
      .withRequest('POST', '/api/update-phone/client', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody({ phone: '123' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('m'),
          erros: eachLike({ field: string('phone'), message: like('Telefone inválido') }, 1),
        }),
      )
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url, true)
          .updatePhone('123')
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.erros?.[0]?.field).toBe('phone');
      });
  });
});

describe('demo request', () => {
  const refusal = (errorType: string) => ({
    errorType: string(errorType),
    code: integer(400),
    message: like('m'),
    erros: [],
  });

  it('checks a Free user', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn(FREE))
      .uponReceiving('the check-info step of a demo request')
      .withRequest('GET', '/api/client/signature/check-request-demo', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ email: string(FREE), nome: string('Beatriz Carvalho Nogueira'), phone: string('') }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).checkDemoRequest()).email).toBe(FREE);
      });
  });

  it.each([
    ['a subscriber (active contract)', EXAMPLE.email, 'DemoActiveContractError'],
    ['a demo user (active demo)', DEMO, 'DemoActiveDemoError'],
  ])('refuses the check-info step for %s', async (description, email, errorType) => {
    await newPact()
      .addInteraction()
      .given(...signedIn(email))
      .uponReceiving(`the check-info step of a demo request by ${description}`)
      .withRequest('GET', '/api/client/signature/check-request-demo', (b) => b.headers(signedInHeaders))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(refusal(errorType)))
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url, true)
          .checkDemoRequest()
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.errorType).toBe(errorType);
      });
  });

  it('refuses the check-info step for a user whose demo is over (one demo per account and per CPF/CNPJ)', async () => {
    await newPact()
      .addInteraction()
      .given('a user whose demo is over is signed in', { email: FREE, token: EXAMPLE.sessionToken })
      .uponReceiving('the check-info step of a demo request by a user whose demo is over')
      .withRequest('GET', '/api/client/signature/check-request-demo', (b) => b.headers(signedInHeaders))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(refusal('DemoAlreadyUsedError')))
      .executeTest(async (mock) => {
        const error = (await accountApi(mock.url, true)
          .checkDemoRequest()
          .catch((e: unknown) => e)) as ApiError;
        expect(error.body?.errorType).toBe('DemoAlreadyUsedError');
      });
  });

  it('grants a Free user with a phone 7 days of demo', async () => {
    await newPact()
      .addInteraction()
      .given('a user with a phone is signed in', { email: FREE, token: EXAMPLE.sessionToken, phone: '11987654321' })
      .uponReceiving('a demo request by a Free user with a phone')
      .withRequest('GET', '/api/client/signature/request-demo', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          profile: integer(2),
          signature: string('Demonstração (7 dias)'),
          demoEndsAt: string('2026-03-09T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).requestDemo()).profile).toBe(2);
      });
  });

  it('refuses a demo without a phone with 5007', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn(FREE))
      .uponReceiving('a demo request by a Free user without a phone')
      .withRequest('GET', '/api/client/signature/request-demo', (b) => b.headers(signedInHeaders))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(ErrorCode.PHONE_NOT_FOUND)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url, true).requestDemo())).toBe(ErrorCode.PHONE_NOT_FOUND);
      });
  });
});

describe('client/delete-account', () => {
  it('deletes an account without a contract', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn(FREE))
      .uponReceiving('a data-deletion request of an account without a contract')
      .withRequest('DELETE', '/api/client/delete-account', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ outcome: string('deleted') }))
      .executeTest(async (mock) => {
        await expect(accountApi(mock.url, true).deleteAccount()).resolves.toBeUndefined();
      });
  });

  it('only registers the request of an account with an active subscription (5501)', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a data-deletion request of an account with an active subscription')
      .withRequest('DELETE', '/api/client/delete-account', (b) => b.headers(signedInHeaders))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(ErrorCode.USER_CANNOT_BE_DELETED)))
      .executeTest(async (mock) => {
        expect(await codeOf(accountApi(mock.url, true).deleteAccount())).toBe(ErrorCode.USER_CANNOT_BE_DELETED);
      });
  });
});

describe('privacy-policy-content', () => {
  it('answers the policy in the language asked for', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn())
      .uponReceiving('a request for the privacy policy in English')
      .withRequest('GET', '/api/privacy-policy-content', (b) =>
        b.headers(signedInHeaders).query({ language: 'en', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          version: integer(2),
          date: string('2023-09-21'),
          language: string('en'),
          title: string('Privacy Policy'),
          sections: eachLike({ title: string('1. Terms and definitions'), text: string('Personal data is …') }, 14),
        }),
      )
      .executeTest(async (mock) => {
        expect((await accountApi(mock.url, true).privacyPolicy('en')).version).toBe(2);
      });
  });
});
