import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '../core';
import { HttpSessionApi } from '../adapters/http/http-session-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { string, like } = MatchersV3;
const jsonHeaders = { 'Content-Type': 'application/json' };

describe('client/update/time-spent', () => {
  it('adds the time spent to the session', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a report of the time spent')
      .withRequest('POST', '/api/client/update/time-spent', (b) =>
        b.headers({ ...jsonHeaders, Authorization: `Bearer ${EXAMPLE.sessionToken}` }).jsonBody({ time: 95 }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({}))
      .executeTest(async (mock) => {
        await expect(
          new HttpSessionApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).sendTimeSpent(95),
        ).resolves.toBeUndefined();
      });
  });

  it('answers 401 when the session has ended', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a report of the time spent with an ended session')
      .withRequest('POST', '/api/client/update/time-spent', (b) =>
        b.headers({ ...jsonHeaders, Authorization: 'Bearer ended-session-token' }).jsonBody({ time: 95 }),
      )
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpSessionApi(apiClientFor(mock.url, 'ended-session-token'))
          .sendTimeSpent(95)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});
