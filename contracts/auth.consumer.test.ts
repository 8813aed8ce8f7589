import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, ErrorCode } from '../core';
import { HttpAuthApi } from '../adapters/http/http-auth-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { like, eachLike, integer, string, boolean, regex } = MatchersV3;

/** The login fields the web app relies on (SPEC §3, Active user). */
const loginFields = {
  nome: string('Ana Paula Ribeiro'),
  email: string(EXAMPLE.email),
  token: string('access-token'),
  acptoken: string('acceptor-token'),
  refresh_token: string('refresh-token'),
  auth: boolean(true),
  profile: integer(1),
  signature: string('Plano Completo'),
  rights: eachLike({ id: integer(1), nome: string('Açúcar e Etanol'), habilitado: boolean(true) }),
  hasQuotesRights: boolean(true),
  originCode: integer(250),
  theme: regex(/^(light|dark|semi-dark)$/, 'light'),
  viewstyle: string('cards'),
  zoom: integer(100),
  formatAlignDetail: regex(/^(left|center|right)$/, 'center'),
  language: regex(/^(PtBr|EnEu|EsEs|EsAr|PtPt)$/, 'PtBr'),
  skipTour: boolean(false),
};

/** The SPEC error body with a business code. */
const businessError = (code: number) => ({
  errorType: string('BusinessError'),
  code: integer(code),
  message: like('message'),
  erros: [],
});

const jsonHeaders = { 'Content-Type': 'application/json' };

describe('auth/new-signin', () => {
  it('signs in a subscriber on a trusted device and returns the login fields first in a list', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a trusted device', { email: EXAMPLE.email, deviceId: EXAMPLE.deviceId })
      .uponReceiving('a sign-in from a trusted device')
      .withRequest('POST', '/api/auth/new-signin', (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ email: EXAMPLE.email, password: EXAMPLE.password, device_id: EXAMPLE.deviceId, remember: true }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(eachLike(loginFields, 1)))
      .executeTest(async (mock) => {
        const response = await new HttpAuthApi(apiClientFor(mock.url)).signIn({
          email: EXAMPLE.email,
          password: EXAMPLE.password,
          device_id: EXAMPLE.deviceId,
          remember: true,
        });
        expect(response.kind).toBe('signed-in');
        if (response.kind === 'signed-in') expect(response.fields.originCode).toBe(250);
      });
  });

  it('asks for the two-factor code on a new device', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('a sign-in from a new device')
      .withRequest('POST', '/api/auth/new-signin', (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ email: EXAMPLE.email, password: EXAMPLE.password, device_id: 'a-new-device', remember: false }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            eachLike(
              { twoFactorRequired: boolean(true), twoFactorToken: string('challenge'), email: string(EXAMPLE.email) },
              1,
            ),
          ),
      )
      .executeTest(async (mock) => {
        const response = await new HttpAuthApi(apiClientFor(mock.url)).signIn({
          email: EXAMPLE.email,
          password: EXAMPLE.password,
          device_id: 'a-new-device',
          remember: false,
        });
        expect(response).toEqual({ kind: 'two-factor', challenge: 'challenge', email: EXAMPLE.email });
      });
  });

  it.each([
    ['a wrong password', 'the subscriber exists', EXAMPLE.email, 'wrong-password', ErrorCode.INVALID_CREDENTIALS],
    [
      'an unknown e-mail',
      'the subscriber exists',
      'ninguem@example.com',
      EXAMPLE.password,
      ErrorCode.INVALID_CREDENTIALS,
    ],
    ['a disabled user', 'the subscriber is disabled', EXAMPLE.email, EXAMPLE.password, ErrorCode.USER_DISABLED],
  ])('rejects a sign-in with %s', async (description, state, email, password, code) => {
    await newPact()
      .addInteraction()
      .given(state, { email: EXAMPLE.email })
      .uponReceiving(`a sign-in with ${description}`)
      .withRequest('POST', '/api/auth/new-signin', (b) =>
        b.headers(jsonHeaders).jsonBody({ email, password, device_id: EXAMPLE.deviceId, remember: false }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(code)))
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url))
          .signIn({ email, password, device_id: EXAMPLE.deviceId, remember: false })
          .catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(code);
      });
  });
});

describe('the failed sign-ins of an address', () => {
  it('are limited whatever the e-mail: past the limit a sign-in is refused with 429', async () => {
    const body = { email: EXAMPLE.email, password: EXAMPLE.password, device_id: EXAMPLE.deviceId, remember: false };
    await newPact()
      .addInteraction()
      .given('the address has failed too many sign-ins')
      .uponReceiving('a sign-in from an address past its failed sign-ins')
      .withRequest('POST', '/api/auth/new-signin', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(429, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('RateLimitError'),
          code: integer(429),
          message: like('Muitas tentativas'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url)).signIn(body).catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(429);
        expect((error as ApiError).body?.errorType).toBe('RateLimitError');
      });
  });
});

describe('auth/validate-two-factor-auth-token', () => {
  const request = { token: EXAMPLE.challenge, code: EXAMPLE.code, device_id: EXAMPLE.deviceId, remember: true };
  const challengeState = { email: EXAMPLE.email, token: EXAMPLE.challenge, code: EXAMPLE.code };

  it('completes the sign-in with the mailed code', async () => {
    await newPact()
      .addInteraction()
      .given('a two-factor challenge is waiting', challengeState)
      .uponReceiving('the right two-factor code')
      .withRequest('POST', '/api/auth/validate-two-factor-auth-token', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(eachLike(loginFields, 1)))
      .executeTest(async (mock) => {
        const fields = await new HttpAuthApi(apiClientFor(mock.url)).validateTwoFactor(request);
        expect(fields.email).toBe(EXAMPLE.email);
      });
  });

  it('rejects a wrong code with 5200', async () => {
    await newPact()
      .addInteraction()
      .given('a two-factor challenge is waiting', challengeState)
      .uponReceiving('a wrong two-factor code')
      .withRequest('POST', '/api/auth/validate-two-factor-auth-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ ...request, code: '000000' }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(ErrorCode.INVALID_CODE)))
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url))
          .validateTwoFactor({ ...request, code: '000000' })
          .catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(ErrorCode.INVALID_CODE);
      });
  });

  it('rejects an expired challenge with 5203', async () => {
    await newPact()
      .addInteraction()
      .given('a two-factor challenge has expired', challengeState)
      .uponReceiving('a two-factor code for an expired challenge')
      .withRequest('POST', '/api/auth/validate-two-factor-auth-token', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(businessError(ErrorCode.EXPIRED_TOKEN)))
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url)).validateTwoFactor(request).catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(ErrorCode.EXPIRED_TOKEN);
      });
  });

  it('sends a fresh code on request', async () => {
    await newPact()
      .addInteraction()
      .given('a two-factor challenge is waiting', challengeState)
      .uponReceiving('a request to resend the two-factor code')
      .withRequest('GET', `/api/auth/resend/two-factor-auth-token/${EXAMPLE.challenge}`)
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ sent: boolean(true) }))
      .executeTest(async (mock) => {
        await expect(
          new HttpAuthApi(apiClientFor(mock.url)).resendTwoFactor(EXAMPLE.challenge),
        ).resolves.toBeUndefined();
      });
  });
});

describe('auth/system/logout', () => {
  it('ends the session', async () => {
    const body = {
      email: EXAMPLE.email,
      token: EXAMPLE.sessionToken,
      acceptor_token: 'acceptor-token',
      refresh_token: 'refresh-token',
      device_id: EXAMPLE.deviceId,
    };
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a logout')
      .withRequest('POST', '/api/auth/system/logout', (b) =>
        b.headers({ ...jsonHeaders, Authorization: `Bearer ${EXAMPLE.sessionToken}` }).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(
          new HttpAuthApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).logout(body),
        ).resolves.toBeUndefined();
      });
  });
});

describe('check/info', () => {
  it('returns the user-info check for a live session', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a user-info check')
      .withRequest('GET', '/api/check/info', (b) => b.headers({ Authorization: `Bearer ${EXAMPLE.sessionToken}` }))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          userDisabled: boolean(false),
          profile: integer(1),
          signature: string('Plano Completo'),
          hasQuotesRights: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const info = await new HttpAuthApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).checkInfo();
        expect(info.userDisabled).toBe(false);
      });
  });

  it('answers 401 when the session has ended', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a user-info check with an ended session')
      .withRequest('GET', '/api/check/info', (b) => b.headers({ Authorization: 'Bearer ended-session-token' }))
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url, 'ended-session-token'))
          .checkInfo()
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});
