import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, BIOMETRIC_ERROR, ErrorCode } from '../core';
import { HttpBiometricApi } from '../adapters/http/http-biometric-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { like, eachLike, integer, string, boolean, regex } = MatchersV3;
const jsonHeaders = { 'Content-Type': 'application/json' };
const bearer = (token: string) => ({ ...jsonHeaders, Authorization: `Bearer ${token}` });

/** The device, its secret and its PIN these interactions use; provider states create exactly these. */
const QUICK = {
  email: EXAMPLE.email,
  token: EXAMPLE.sessionToken,
  deviceId: 'pact-phone-1',
  secret: 'pact-biometric-secret',
  pin: '482913',
} as const;

/** The secret an activation gives, once. */
const issued = (method: 'biometry' | 'pin') => ({
  secret: regex(/^[A-Za-z0-9_-]{43}$/, 'uD3bQ0m3vY7n1Zl4c8JtR2sWq6aXkE9oHfPpG5yTiLw'),
  method: string(method),
});

/** The login fields of a quick sign-in: the password sign-in's, never offering biometry again. */
const loginFields = {
  nome: string('Ana Paula Ribeiro'),
  email: string(EXAMPLE.email),
  token: string('access-token'),
  acptoken: string('acceptor-token'),
  refresh_token: string('refresh-token'),
  auth: boolean(true),
  profile: integer(1),
  afterLoginShowBiometry: boolean(false),
  rights: eachLike({ id: integer(1), nome: string('Açúcar e Etanol'), habilitado: boolean(true) }),
  originCode: integer(250),
};

/** The 401 of a refused quick sign-in. */
const refused = (message: string, erros: { field: string; message: string }[] = []) => ({
  errorType: string(BIOMETRIC_ERROR),
  code: integer(ErrorCode.UNAUTHORIZED),
  message: like(message),
  erros,
});

describe('auth/biometric/activate', () => {
  it("issues the device's secret for biometry", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: QUICK.email, token: QUICK.token })
      .uponReceiving('an activation of biometric sign-in on a device')
      .withRequest('POST', '/api/auth/biometric/activate', (b) =>
        b.headers(bearer(QUICK.token)).jsonBody({ device_id: QUICK.deviceId }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(issued('biometry')))
      .executeTest(async (mock) => {
        const answer = await new HttpBiometricApi(apiClientFor(mock.url, QUICK.token)).activate({
          device_id: QUICK.deviceId,
        });
        expect(answer.method).toBe('biometry');
        expect(answer.secret).toHaveLength(43);
      });
  });

  it("issues the device's secret for a PIN", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: QUICK.email, token: QUICK.token })
      .uponReceiving('an activation of PIN sign-in on a device')
      .withRequest('POST', '/api/auth/biometric/activate', (b) =>
        b.headers(bearer(QUICK.token)).jsonBody({ device_id: QUICK.deviceId, pin: QUICK.pin }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(issued('pin')))
      .executeTest(async (mock) => {
        const answer = await new HttpBiometricApi(apiClientFor(mock.url, QUICK.token)).activate({
          device_id: QUICK.deviceId,
          pin: QUICK.pin,
        });
        expect(answer.method).toBe('pin');
      });
  });

  it('refuses a guessable PIN with the field error of the PIN', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: QUICK.email, token: QUICK.token })
      .uponReceiving('an activation of PIN sign-in with a guessable PIN')
      .withRequest('POST', '/api/auth/biometric/activate', (b) =>
        b.headers(bearer(QUICK.token)).jsonBody({ device_id: QUICK.deviceId, pin: '123456' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: [{ field: string('pin'), message: like('Escolha um PIN menos óbvio') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpBiometricApi(apiClientFor(mock.url, QUICK.token))
          .activate({ device_id: QUICK.deviceId, pin: '123456' })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).body?.erros?.[0]?.field).toBe('pin');
      });
  });
});

describe('auth/biometric/signin', () => {
  it("signs in with the device's secret", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a biometric secret on a device', {
        email: QUICK.email,
        deviceId: QUICK.deviceId,
        secret: QUICK.secret,
      })
      .uponReceiving('a biometric sign-in with the secret of the device')
      .withRequest('POST', '/api/auth/biometric/signin', (b) =>
        b.headers(jsonHeaders).jsonBody({ device_id: QUICK.deviceId, secret: QUICK.secret }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(eachLike(loginFields, 1)))
      .executeTest(async (mock) => {
        const fields = await new HttpBiometricApi(apiClientFor(mock.url)).signIn({
          device_id: QUICK.deviceId,
          secret: QUICK.secret,
        });
        expect(fields.email).toBe(EXAMPLE.email);
        expect(fields.afterLoginShowBiometry).toBe(false);
      });
  });

  it("signs in with the device's secret and its PIN", async () => {
    const request = { device_id: QUICK.deviceId, secret: QUICK.secret, pin: QUICK.pin };
    await newPact()
      .addInteraction()
      .given('the subscriber has a PIN-locked secret on a device', {
        email: QUICK.email,
        deviceId: QUICK.deviceId,
        secret: QUICK.secret,
        pin: QUICK.pin,
      })
      .uponReceiving('a PIN sign-in with the secret of the device and the right PIN')
      .withRequest('POST', '/api/auth/biometric/signin', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(eachLike(loginFields, 1)))
      .executeTest(async (mock) => {
        expect((await new HttpBiometricApi(apiClientFor(mock.url)).signIn(request)).email).toBe(EXAMPLE.email);
      });
  });

  it('refuses a revoked secret with BiometricError', async () => {
    await newPact()
      .addInteraction()
      .given("the subscriber's biometric secret on a device was revoked", {
        email: QUICK.email,
        deviceId: QUICK.deviceId,
        secret: QUICK.secret,
      })
      .uponReceiving('a biometric sign-in with a revoked secret')
      .withRequest('POST', '/api/auth/biometric/signin', (b) =>
        b.headers(jsonHeaders).jsonBody({ device_id: QUICK.deviceId, secret: QUICK.secret }),
      )
      .willRespondWith(401, (b) =>
        b.headers(jsonHeaders).jsonBody(refused('O acesso rápido deste dispositivo não é mais válido.')),
      )
      .executeTest(async (mock) => {
        const error = await new HttpBiometricApi(apiClientFor(mock.url))
          .signIn({ device_id: QUICK.deviceId, secret: QUICK.secret })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect((error as ApiError).body?.errorType).toBe(BIOMETRIC_ERROR);
      });
  });

  it('refuses a wrong PIN with BiometricError', async () => {
    const request = { device_id: QUICK.deviceId, secret: QUICK.secret, pin: '000001' };
    await newPact()
      .addInteraction()
      .given('the subscriber has a PIN-locked secret on a device', {
        email: QUICK.email,
        deviceId: QUICK.deviceId,
        secret: QUICK.secret,
        pin: QUICK.pin,
      })
      .uponReceiving('a PIN sign-in with a wrong PIN')
      .withRequest('POST', '/api/auth/biometric/signin', (b) => b.headers(jsonHeaders).jsonBody(request))
      .willRespondWith(401, (b) =>
        b.headers(jsonHeaders).jsonBody(refused('PIN incorreto.', [{ field: 'pin', message: 'pinWrong' }])),
      )
      .executeTest(async (mock) => {
        const error = await new HttpBiometricApi(apiClientFor(mock.url)).signIn(request).catch((e: unknown) => e);
        expect((error as ApiError).body?.errorType).toBe(BIOMETRIC_ERROR);
      });
  });
});

describe('auth/biometric/decline', () => {
  it('records that the user declined biometry on the device', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: QUICK.email, token: QUICK.token })
      .uponReceiving('a decline of biometric sign-in on a device')
      .withRequest('POST', '/api/auth/biometric/decline', (b) =>
        b.headers(bearer(QUICK.token)).jsonBody({ device_id: QUICK.deviceId }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(
          new HttpBiometricApi(apiClientFor(mock.url, QUICK.token)).decline(QUICK.deviceId),
        ).resolves.toBeUndefined();
      });
  });
});

describe('DELETE auth/biometric/{device_id}', () => {
  it("revokes the device's secret", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber has a biometric secret on a device', {
        email: QUICK.email,
        token: QUICK.token,
        deviceId: QUICK.deviceId,
        secret: QUICK.secret,
      })
      .uponReceiving("a revocation of a device's biometric secret")
      .withRequest('DELETE', `/api/auth/biometric/${QUICK.deviceId}`, (b) =>
        b.headers({ Authorization: `Bearer ${QUICK.token}` }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(
          new HttpBiometricApi(apiClientFor(mock.url, QUICK.token)).revoke(QUICK.deviceId),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses to revoke a device without a secret with 5005', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: QUICK.email, token: QUICK.token })
      .uponReceiving('a revocation of the biometric secret of a device without one')
      .withRequest('DELETE', '/api/auth/biometric/unknown-device', (b) =>
        b.headers({ Authorization: `Bearer ${QUICK.token}` }),
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
        const error = await new HttpBiometricApi(apiClientFor(mock.url, QUICK.token))
          .revoke('unknown-device')
          .catch((e: unknown) => e);
        expect((error as ApiError).code).toBe(ErrorCode.DEVICE_NOT_FOUND);
      });
  });
});
