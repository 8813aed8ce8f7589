import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type AccountPrivacyApiPort, type ApiError, ErrorCode } from '../core';
import { HttpAccountPrivacyApi } from '../adapters/http/http-account-privacy-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, fromProviderState, integer, like, regex, string } = MatchersV3;

const jsonHeaders = { 'Content-Type': 'application/json' };
const signedInHeaders = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';

/** One's data and devices in my account, over the real axios client pointed at the mock server. */
const privacyApi = (url: string): AccountPrivacyApiPort =>
  new HttpAccountPrivacyApi(apiClientFor(url, EXAMPLE.sessionToken));

const signedIn = ['a user is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken }] as const;
const twoDevices = [
  'a user is signed in on this and another device',
  { email: EXAMPLE.email, token: EXAMPLE.sessionToken },
] as const;

describe('user/data-export', () => {
  it("takes the request for the copy of one's data and tells where and how soon it goes", async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn)
      .uponReceiving("a request for the copy of the user's data")
      .withRequest('POST', '/api/user/data-export', (b) =>
        b.headers({ ...jsonHeaders, ...signedInHeaders }).jsonBody({}),
      )
      .willRespondWith(202, (b) =>
        b.headers(jsonHeaders).jsonBody({
          requested: boolean(true),
          email: string(EXAMPLE.email),
          readyWithinSeconds: integer(60),
          linkValidHours: integer(24),
        }),
      )
      .executeTest(async (mock) => {
        expect(await privacyApi(mock.url).requestDataExport()).toEqual({
          requested: true,
          email: EXAMPLE.email,
          readyWithinSeconds: 60,
          linkValidHours: 24,
        });
      });
  });
});

describe('user/devices', () => {
  const device = (current: boolean) => ({
    id: regex('^[0-9a-f]{32}$', '0123456789abcdef0123456789abcdef'),
    current: boolean(current),
    browser: string('Chrome'),
    system: string('Linux'),
    ip: string('127.0.0.1'),
    userAgent: string('Mozilla/5.0'),
    confirmedAt: regex(ISO, '2026-11-21T12:00:00.000Z'),
    lastUsedAt: regex(ISO, '2026-11-21T12:00:00.000Z'),
    sessions: integer(1),
  });

  it('lists the signed-in devices with their last use, this one marked', async () => {
    await newPact()
      .addInteraction()
      .given(...twoDevices)
      .uponReceiving('a request for the signed-in devices')
      .withRequest('GET', '/api/user/devices', (b) => b.headers(signedInHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          devices: [{ ...device(true), confirmedAt: null }, device(false)],
        }),
      )
      .executeTest(async (mock) => {
        const { devices } = await privacyApi(mock.url).devices();
        expect(devices.map((d) => d.current)).toEqual([true, false]);
      });
  });

  it('ends another device', async () => {
    await newPact()
      .addInteraction()
      .given(...twoDevices)
      .uponReceiving('the end of another device of the user')
      .withRequest(
        'DELETE',
        fromProviderState('/api/user/devices/${otherDevice}', '/api/user/devices/0123456789abcdef0123456789abcdef'),
        (b) => b.headers(signedInHeaders),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({ ended: boolean(true), current: boolean(false), sessions: integer(1) }),
      )
      .executeTest(async (mock) => {
        await expect(privacyApi(mock.url).endDevice('0123456789abcdef0123456789abcdef')).resolves.toBeUndefined();
      });
  });

  it('refuses a device the account does not have (5005)', async () => {
    await newPact()
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('the end of a device the user does not have')
      .withRequest('DELETE', '/api/user/devices/ffffffffffffffffffffffffffffffff', (b) => b.headers(signedInHeaders))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('BusinessError'),
          code: integer(ErrorCode.DEVICE_NOT_FOUND),
          message: like('Device id not found'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = (await privacyApi(mock.url)
          .endDevice('ffffffffffffffffffffffffffffffff')
          .catch((e: unknown) => e)) as ApiError;
        expect(error.code).toBe(ErrorCode.DEVICE_NOT_FOUND);
      });
  });
});
