import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type ApiError, classifyTransportFailure, ErrorCode } from '../core';
import { ApiClient } from '../adapters/http/api-client';
import { HttpAcceptorApi } from '../adapters/http/http-acceptor-api';
import { HttpAuthApi } from '../adapters/http/http-auth-api';
import { HttpDeviceApi } from '../adapters/http/http-device-api';
import { type RequestContext, type StoredTokens } from '../adapters/http/request-context';
import { configFor, StaticConfig } from '../tests/fakes/static-config';
import { RecordingFailures } from '../tests/fakes/recording-failures';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { like, integer, string, boolean, eachLike } = MatchersV3;
const jsonHeaders = { 'Content-Type': 'application/json' };
const bearer = (token: string) => ({ ...jsonHeaders, Authorization: `Bearer ${token}` });

/** The tokens of the session these interactions use; provider states create exactly these. */
const SESSION = {
  email: EXAMPLE.email,
  token: 'pact-access-token',
  refreshToken: 'pact-refresh-token',
  acptoken: 'pact-acceptor-token',
} as const;

/** The SPEC error body of a 401 with this errorType. */
const authError = (errorType: string) => ({
  errorType: string(errorType),
  code: integer(ErrorCode.UNAUTHORIZED),
  message: like('Sessão encerrada'),
  erros: [],
});

/** The real ApiClient signed in with the session's tokens, storing what a refresh gives. */
function signedInClient(url: string) {
  const stored: StoredTokens[] = [];
  const failures = new RecordingFailures();
  const context: RequestContext = {
    token: () => SESSION.token,
    locale: () => 'PtBr',
    isDesktop: () => true,
    cookiesAccepted: () => undefined,
    correlationId: () => undefined,
    refreshToken: () => SESSION.refreshToken,
    storeTokens: (tokens) => stored.push(tokens),
  };
  return { client: new ApiClient(new StaticConfig(configFor(url)), context, failures), stored, failures };
}

describe('auth/getAccessTokenFromRefreshToken', () => {
  it('trades the refresh token for new tokens, which the client stores', async () => {
    await newPact()
      .addInteraction()
      .given("the subscriber's access token has expired", SESSION)
      .uponReceiving('a refresh of an expired access token')
      .withRequest('POST', '/api/auth/getAccessTokenFromRefreshToken', (b) =>
        b.headers(bearer(SESSION.token)).jsonBody({ refresh_token: SESSION.refreshToken }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          token: string('new-access-token'),
          refresh_token: string('new-refresh-token'),
          expiresIn: integer(900),
        }),
      )
      .executeTest(async (mock) => {
        const { client, stored } = signedInClient(mock.url);
        await expect(client.refreshAccessToken()).resolves.toBe(true);
        expect(stored).toEqual([{ token: 'new-access-token', refresh_token: 'new-refresh-token' }]);
      });
  });

  it.each([
    ['a session that has ended', 'no session exists', 'AuthError', 'session-ended'],
    [
      'a session replaced by a sign-in elsewhere',
      "the subscriber's session was replaced by a sign-in elsewhere",
      'ConcurrentAccessError',
      'concurrent-access',
    ],
    [
      'a refresh token already used once (the session ends)',
      "the subscriber's refresh token was already used",
      'AuthError',
      'session-ended',
    ],
  ])('refuses the refresh of %s, which the client reports once', async (description, state, errorType, outcome) => {
    await newPact()
      .addInteraction()
      .given(state, SESSION)
      .uponReceiving(`a refresh of ${description}`)
      .withRequest('POST', '/api/auth/getAccessTokenFromRefreshToken', (b) =>
        b.headers(bearer(SESSION.token)).jsonBody({ refresh_token: SESSION.refreshToken }),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(authError(errorType)))
      .executeTest(async (mock) => {
        const { client, stored, failures } = signedInClient(mock.url);
        await expect(client.refreshAccessToken()).resolves.toBe(false);
        expect(stored).toEqual([]);
        expect(failures.reported).toHaveLength(1);
        expect(classifyTransportFailure(failures.reported[0]!, CATALOGUES.PtBr).kind).toBe(outcome);
      });
  });
});

describe('401 answers of a signed-in request', () => {
  it.each([
    ['an expired access token', "the subscriber's access token has expired", 'TokenExpired'],
    [
      'a session replaced by a sign-in elsewhere',
      "the subscriber's session was replaced by a sign-in elsewhere",
      'ConcurrentAccessError',
    ],
  ])('says why for %s', async (description, state, errorType) => {
    await newPact()
      .addInteraction()
      .given(state, SESSION)
      .uponReceiving(`the user-info check with ${description}`)
      .withRequest('GET', '/api/check/info', (b) => b.headers({ Authorization: `Bearer ${SESSION.token}` }))
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(authError(errorType)))
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url, SESSION.token)).checkInfo().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect((error as ApiError).body?.errorType).toBe(errorType);
      });
  });
});

describe('signin/s4', () => {
  const body = { email: EXAMPLE.email, password: EXAMPLE.password, device_id: EXAMPLE.deviceId, remember: false };

  it('signs in an s4 account on a trusted device; the login fields say s4Login', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a trusted device', { email: EXAMPLE.email, deviceId: EXAMPLE.deviceId })
      .uponReceiving('an s4 sign-in from a trusted device')
      .withRequest('POST', '/api/signin/s4', (b) => b.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          eachLike(
            {
              nome: string('Ana'),
              email: string(EXAMPLE.email),
              token: string('t'),
              refresh_token: string('r'),
              profile: integer(1),
              s4Login: boolean(true),
            },
            1,
          ),
        ),
      )
      .executeTest(async (mock) => {
        const response = await new HttpAuthApi(apiClientFor(mock.url)).signInS4(body);
        expect(response.kind === 'signed-in' && response.fields.s4Login).toBe(true);
      });
  });

  it('asks a new device for the two-factor code', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber exists')
      .uponReceiving('an s4 sign-in from a new device')
      .withRequest('POST', '/api/signin/s4', (b) =>
        b.headers(jsonHeaders).jsonBody({ ...body, device_id: 'a-new-device' }),
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
        expect(await new HttpAuthApi(apiClientFor(mock.url)).signInS4({ ...body, device_id: 'a-new-device' })).toEqual({
          kind: 'two-factor',
          challenge: 'challenge',
          email: EXAMPLE.email,
        });
      });
  });

  it.each([
    ['a wrong password', 'the subscriber exists', 'wrong-password', ErrorCode.INVALID_CREDENTIALS],
    ['a disabled user', 'the subscriber is disabled', EXAMPLE.password, ErrorCode.USER_DISABLED],
  ])('rejects an s4 sign-in with %s', async (description, state, password, code) => {
    await newPact()
      .addInteraction()
      .given(state, { email: EXAMPLE.email })
      .uponReceiving(`an s4 sign-in with ${description}`)
      .withRequest('POST', '/api/signin/s4', (b) => b.headers(jsonHeaders).jsonBody({ ...body, password }))
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ errorType: string('BusinessError'), code: integer(code), message: like('message'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpAuthApi(apiClientFor(mock.url))
          .signInS4({ ...body, password })
          .catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(code);
      });
  });
});

describe('acceptor tokens', () => {
  const acceptorError = {
    errorType: string('AcceptorError'),
    code: integer(ErrorCode.UNAUTHORIZED),
    message: like('Sessão expirada'),
    erros: [],
  };

  it('issues a new acceptor token for the user agent', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a session', SESSION)
      .uponReceiving('a request for a new acceptor token')
      .withRequest('POST', '/api/acceptor/newtoken', (b) =>
        b.headers(bearer(SESSION.token)).jsonBody({ ua: 'Mozilla/5.0 Pact' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ acptoken: string('new-acceptor-token') }))
      .executeTest(async (mock) => {
        expect(await new HttpAcceptorApi(apiClientFor(mock.url, SESSION.token)).newToken('Mozilla/5.0 Pact')).toBe(
          'new-acceptor-token',
        );
      });
  });

  it('refuses a new acceptor token to an ended session with AcceptorError', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a request for a new acceptor token with an ended session')
      .withRequest('POST', '/api/acceptor/newtoken', (b) =>
        b.headers(bearer(SESSION.token)).jsonBody({ ua: 'Mozilla/5.0 Pact' }),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(acceptorError))
      .executeTest(async (mock) => {
        const error = await new HttpAcceptorApi(apiClientFor(mock.url, SESSION.token))
          .newToken('Mozilla/5.0 Pact')
          .catch((e: unknown) => e);
        expect((error as ApiError).body?.errorType).toBe('AcceptorError');
      });
  });

  it('refreshes the acceptor token with the refresh token', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a session', SESSION)
      .uponReceiving('a refresh of the acceptor token')
      .withRequest('POST', '/api/acceptor/refresh-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ refresh_token: SESSION.refreshToken }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ acptoken: string('refreshed-acceptor-token') }))
      .executeTest(async (mock) => {
        expect(await new HttpAcceptorApi(apiClientFor(mock.url)).refreshToken(SESSION.refreshToken)).toBe(
          'refreshed-acceptor-token',
        );
      });
  });

  it('refuses to refresh the acceptor token of a replaced session with AcceptorError', async () => {
    await newPact()
      .addInteraction()
      .given("the subscriber's session was replaced by a sign-in elsewhere", SESSION)
      .uponReceiving('a refresh of the acceptor token of a replaced session')
      .withRequest('POST', '/api/acceptor/refresh-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ refresh_token: SESSION.refreshToken }),
      )
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ ...acceptorError, message: like('Outra estação se conectou, por isso você foi desconectado.') }),
      )
      .executeTest(async (mock) => {
        const failures = new RecordingFailures();
        const client = new ApiClient(
          new StaticConfig(configFor(mock.url)),
          {
            token: () => undefined,
            locale: () => 'PtBr',
            isDesktop: () => true,
            cookiesAccepted: () => undefined,
            correlationId: () => undefined,
          },
          failures,
        );
        await expect(new HttpAcceptorApi(client).refreshToken(SESSION.refreshToken)).rejects.toMatchObject({
          status: 401,
        });
        expect(classifyTransportFailure(failures.reported[0]!, CATALOGUES.PtBr)).toEqual({ kind: 'pass-through' });
      });
  });

  it('checks an acceptor token', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a session', SESSION)
      .uponReceiving('a check of a live acceptor token')
      .withRequest('POST', '/api/acceptor/check-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ acptoken: SESSION.acptoken }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          valid: boolean(true),
          email: string(EXAMPLE.email),
          expiresAt: string('2026-03-03T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await new HttpAcceptorApi(apiClientFor(mock.url)).checkToken(SESSION.acptoken)).toMatchObject({
          valid: true,
          email: EXAMPLE.email,
        });
      });
  });

  it('refuses a dead acceptor token with AcceptorError', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a check of a dead acceptor token')
      .withRequest('POST', '/api/acceptor/check-token', (b) =>
        b.headers(jsonHeaders).jsonBody({ acptoken: SESSION.acptoken }),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(acceptorError))
      .executeTest(async (mock) => {
        const error = await new HttpAcceptorApi(apiClientFor(mock.url))
          .checkToken(SESSION.acptoken)
          .catch((e: unknown) => e);
        expect((error as ApiError).body?.errorType).toBe('AcceptorError');
      });
  });

  it("retires the quotes module's acceptor token with the keep-alive logout (the session goes on)", async () => {
    const request = { token: SESSION.acptoken, refresh_token: SESSION.refreshToken, email: SESSION.email };
    await newPact()
      .addInteraction()
      .given('the subscriber has a session', SESSION)
      .uponReceiving("a keep-alive acceptor logout with the module's acceptor token")
      .withRequest('POST', '/api/acceptor/logout', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(new HttpAcceptorApi(apiClientFor(mock.url)).logout(request)).resolves.toBeUndefined();
      });
  });
});

describe('push devices', () => {
  const registration = {
    deviceId: EXAMPLE.deviceId,
    platform: 0 as const,
    deviceType: 0 as const,
    pushProjectId: 'celeiro-consultancy-android',
    pushToken: 'push-token-1',
  };
  const registered = { deviceId: string(EXAMPLE.deviceId), platform: integer(0), registered: boolean(true) };

  it("registers the signed-in user's device", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving("a registration of the user's push device")
      .withRequest('POST', '/api/client-device/register', (b) =>
        b.headers(bearer(EXAMPLE.sessionToken)).jsonBody(registration),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(registered))
      .executeTest(async (mock) => {
        await expect(
          new HttpDeviceApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).registerClientDevice(registration),
        ).resolves.toBeUndefined();
      });
  });

  it("refuses a user's device registration without a session", async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a registration of a push device with an ended session')
      .withRequest('POST', '/api/client-device/register', (b) =>
        b.headers(bearer('ended-session-token')).jsonBody(registration),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(authError('AuthError')))
      .executeTest(async (mock) => {
        const error = await new HttpDeviceApi(apiClientFor(mock.url, 'ended-session-token'))
          .registerClientDevice(registration)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });

  it('refuses to take over the device of another account with 403', async () => {
    await newPact()
      .addInteraction()
      .given("another account has registered the subscriber's device", {
        email: EXAMPLE.email,
        token: EXAMPLE.sessionToken,
        deviceId: EXAMPLE.deviceId,
      })
      .uponReceiving('a registration of a push device another account has registered')
      .withRequest('POST', '/api/client-device/register', (b) =>
        b.headers(bearer(EXAMPLE.sessionToken)).jsonBody(registration),
      )
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpDeviceApi(apiClientFor(mock.url, EXAMPLE.sessionToken))
          .registerClientDevice(registration)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
      });
  });

  it('registers a device without a signed-in user', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('an anonymous registration of a push device')
      .withRequest('POST', '/api/public-device/register', (b) =>
        b.headers(jsonHeaders).jsonBody({ ...registration, pushToken: null }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(registered))
      .executeTest(async (mock) => {
        await expect(
          new HttpDeviceApi(apiClientFor(mock.url)).registerPublicDevice({ ...registration, pushToken: null }),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses a registration with an unknown platform', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('an anonymous registration of a push device with an unknown platform')
      .withRequest('POST', '/api/public-device/register', (b) =>
        b.headers(jsonHeaders).jsonBody({ deviceId: EXAMPLE.deviceId, platform: 9, deviceType: 0 }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: eachLike({ field: string('platform'), message: string('inválido') }),
        }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpDeviceApi(apiClientFor(mock.url))
          .registerPublicDevice({ deviceId: EXAMPLE.deviceId, platform: 9 as 0, deviceType: 0 })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
      });
  });

  it('removes a device of the user', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a registered device', {
        email: EXAMPLE.email,
        token: EXAMPLE.sessionToken,
        deviceId: EXAMPLE.deviceId,
      })
      .uponReceiving("a removal of the user's push device")
      .withRequest('DELETE', `/api/client-device/remove/${EXAMPLE.deviceId}`, (b) =>
        b.headers({ Authorization: `Bearer ${EXAMPLE.sessionToken}` }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(
          new HttpDeviceApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).removeClientDevice(EXAMPLE.deviceId),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses to remove an unknown device with 5005', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a removal of an unknown push device')
      .withRequest('DELETE', '/api/client-device/remove/unknown-device', (b) =>
        b.headers({ Authorization: `Bearer ${EXAMPLE.sessionToken}` }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('BusinessError'),
          code: integer(ErrorCode.DEVICE_NOT_FOUND),
          message: like('Dispositivo não encontrado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpDeviceApi(apiClientFor(mock.url, EXAMPLE.sessionToken))
          .removeClientDevice('unknown-device')
          .catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(ErrorCode.DEVICE_NOT_FOUND);
      });
  });
});
