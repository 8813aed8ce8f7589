import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '../core';
import { HttpContentApi } from '../adapters/http/http-content-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { eachLike, integer, string, boolean, like } = MatchersV3;

describe('main/menu', () => {
  it('returns the subjects or commodities of the home menu', async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a request for the main menu')
      .withRequest('GET', '/api/main/menu', (b) => b.headers({ Authorization: `Bearer ${EXAMPLE.sessionToken}` }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody(
          eachLike(
            {
              id: integer(1),
              nome: string('Açúcar e Etanol'),
              namePtBr: string('Açúcar e Etanol'),
              nameEnEu: string('Sugar & Ethanol'),
              nameEsEs: string('Azúcar y Etanol'),
              nameEsAr: string('Azúcar y Etanol'),
              namePtPt: string('Açúcar e Etanol'),
              icone: string('sugar'),
              habilitado: boolean(true),
              originCode: integer(250),
              mne: string('ACU'),
              platformWdmaRoute: eachLike({ country: string('BR'), routeName: string('acucar-e-etanol') }),
            },
            2,
          ),
        ),
      )
      .executeTest(async (mock) => {
        const menu = await new HttpContentApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).mainMenu();
        expect(menu.length).toBeGreaterThanOrEqual(2);
        expect(menu[0]?.habilitado).toBe(true);
      });
  });

  it('answers 401 without a session', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a request for the main menu without a session')
      .withRequest('GET', '/api/main/menu')
      .willRespondWith(401, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpContentApi(apiClientFor(mock.url)).mainMenu().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});
