import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '../core';
import { HttpLayoutApi } from '../adapters/http/http-layout-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { like, string } = MatchersV3;

const signedIn = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };

describe('client/update/skip-tour', () => {
  it('keeps the guided tour put away on the account, once skipped or finished', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a tour skipped or finished')
      .withRequest('POST', '/api/client/update/skip-tour', (b) => b.headers(signedIn).jsonBody({ skipTour: true }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody({ skipTour: true }))
      .executeTest(async (mock) => {
        const api = new HttpLayoutApi(apiClientFor(mock.url, EXAMPLE.sessionToken));
        await expect(api.saveTourChoice({ skipTour: true })).resolves.toEqual({ skipTour: true });
      });
  });

  it('refuses it without a session', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a tour skipped without a session')
      .withRequest('POST', '/api/client/update/skip-tour', (b) => b.jsonBody({ skipTour: true }))
      .willRespondWith(401, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpLayoutApi(apiClientFor(mock.url))
          .saveTourChoice({ skipTour: true })
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});
