import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type AccountApiPort, type ApiError } from '../core';
import { HttpAccountApi } from '../adapters/http/http-account-api';
import { apiClientFor, newPact } from './pact-setup';

const { string, like } = MatchersV3;

/** A session token the server does not know (ended, expired or never issued). */
const ENDED = 'ended-session-token';

/** Every signed-in account call, as the app makes it, and the request it sends. */
const CHANGE_PASSWORD = { currentPassword: 'Celeiro#2026', password: 'Nova#Senha1', confirmPassword: 'Nova#Senha1' };

/** Every signed-in account call, as the app makes it: the request it sends (query or JSON body) and how to make it. */
const CALLS: [
  string,
  'GET' | 'POST' | 'DELETE',
  string,
  (api: AccountApiPort) => Promise<unknown>,
  { query?: Record<string, string>; body?: object }?,
][] = [
  [
    'an account-change request',
    'POST',
    '/api/my-account',
    (api) => api.requestAccountChange('Mudei de empresa.'),
    { body: { message: 'Mudei de empresa.' } },
  ],
  ['the notification settings', 'GET', '/api/user-notification', (api) => api.notifications()],
  [
    'saving the notification settings',
    'POST',
    '/api/user-notification',
    (api) => api.saveNotifications({ blockAll: true, items: [] }),
    { body: { blockAll: true, items: [] } },
  ],
  ['the current signature', 'GET', '/api/signatures/client/current', (api) => api.currentSignature()],
  ['the packages', 'GET', '/api/signatures/client', (api) => api.packages()],
  [
    'a new phone',
    'POST',
    '/api/update-phone/client',
    (api) => api.updatePhone('11 98765-4321'),
    { body: { phone: '11 98765-4321' } },
  ],
  ['the demo check-info step', 'GET', '/api/client/signature/check-request-demo', (api) => api.checkDemoRequest()],
  ['a demo request', 'GET', '/api/client/signature/request-demo', (api) => api.requestDemo()],
  ['a data-deletion request', 'DELETE', '/api/client/delete-account', (api) => api.deleteAccount()],
  [
    'a password change',
    'POST',
    '/api/change-password/client',
    (api) => api.changePassword(CHANGE_PASSWORD),
    { body: CHANGE_PASSWORD },
  ],
  [
    'the privacy policy of a signed-in user',
    'GET',
    '/api/privacy-policy-content',
    (api) => api.privacyPolicy('pt'),
    { query: { language: 'pt', lang: 'PtBr', isDesktop: 'true' } },
  ],
];

describe('the account calls with an ended session', () => {
  it.each(CALLS)('%s answers 401', async (description, method, path, call, request = {}) => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving(`${description} with an ended session`)
      .withRequest(method, path, (b) => {
        b.headers({
          Authorization: `Bearer ${ENDED}`,
          ...(request.body ? { 'Content-Type': 'application/json' } : {}),
        });
        if (request.query) b.query(request.query);
        if (request.body) b.jsonBody(request.body);
      })
      .willRespondWith(401, (b) =>
        b
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = (await call(new HttpAccountApi(apiClientFor(mock.url, ENDED))).catch(
          (e: unknown) => e,
        )) as ApiError;
        expect(error.status).toBe(401);
      });
  });
});
