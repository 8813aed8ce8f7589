// The help dialog's calls (shell area): attendance/client, attendance/public and logger/applogger.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { type ApiError, type AppLogEntry } from '../core';
import { HttpSupportApi } from '../adapters/http/http-support-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { eachLike, integer, string, regex, like } = MatchersV3;

const jsonHeaders = { 'Content-Type': 'application/json' };
const AREA = '^(commercial|support|account-manager|analysis|financial)$';

/** A contact of the attendance team; `whatsapp` is a number or null. */
const contact = (whatsapp: unknown) => ({
  id: integer(1),
  name: string('Central de Atendimento'),
  area: regex(AREA, 'support'),
  email: string('atendimento@celeiro.example'),
  phone: string('+55 11 3090-2500'),
  whatsapp,
});

const ENTRY: AppLogEntry = {
  level: 'info',
  message: 'diagnostic sent from the support tools',
  deviceId: EXAMPLE.deviceId,
  sessionId: null,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  locale: 'PtBr',
  route: '/pages/login',
  appVersion: '3f9a1c7e2b',
  timestamp: '2026-11-22T10:15:00.000Z',
};

describe('attendance/public', () => {
  it("returns the brand's desks to anyone", async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a request for the public attendance contacts')
      .withRequest('GET', '/api/attendance/public')
      // The two desks: one takes WhatsApp messages, the other has null there.
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody([
            contact(string('+55 11 99250-2500')),
            { ...contact(null), id: integer(2), area: regex(AREA, 'commercial') },
          ]),
      )
      .executeTest(async (mock) => {
        const contacts = await new HttpSupportApi(apiClientFor(mock.url)).publicAttendance();
        expect(contacts[0]).toMatchObject({ area: 'support', email: 'atendimento@celeiro.example' });
        expect(contacts[1]?.whatsapp).toBeNull();
      });
  });
});

describe('attendance/client', () => {
  it("returns a signed-in client's account team and desks", async () => {
    await newPact()
      .addInteraction()
      .given('the subscriber is signed in', { email: EXAMPLE.email, token: EXAMPLE.sessionToken })
      .uponReceiving('a request for the client attendance contacts')
      .withRequest('GET', '/api/attendance/client', (b) =>
        b.headers({ Authorization: `Bearer ${EXAMPLE.sessionToken}` }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          // Every contact has these fields; whatsapp (a number or null) is left to the public desks' interaction.
          eachLike({
            id: integer(3),
            name: string('Mariana Albuquerque'),
            area: regex(AREA, 'account-manager'),
            email: string('mariana.albuquerque@celeiro.example'),
            phone: string('+55 11 3090-2521'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const contacts = await new HttpSupportApi(apiClientFor(mock.url, EXAMPLE.sessionToken)).clientAttendance();
        expect(contacts[0]).toMatchObject({ area: 'account-manager', whatsapp: null });
      });
  });

  it('answers 401 without a session', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a request for the client attendance contacts without a session')
      .withRequest('GET', '/api/attendance/client')
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ errorType: string('AuthError'), message: like('Sessão encerrada'), erros: [] }),
      )
      .executeTest(async (mock) => {
        const error = await new HttpSupportApi(apiClientFor(mock.url)).clientAttendance().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
      });
  });
});

describe('logger/applogger', () => {
  it('stores a diagnostic entry and answers 204', async () => {
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a diagnostic entry of the support tools')
      .withRequest('POST', '/api/logger/applogger', (b) => b.headers(jsonHeaders).jsonBody(ENTRY))
      .willRespondWith(204)
      .executeTest(async (mock) => {
        await expect(new HttpSupportApi(apiClientFor(mock.url)).sendAppLog(ENTRY)).resolves.toBeUndefined();
      });
  });

  it('refuses a broken entry with a 400 naming the field', async () => {
    const broken = { ...ENTRY, level: 'fatal' } as unknown as AppLogEntry;
    await newPact()
      .addInteraction()
      .given('no session exists')
      .uponReceiving('a diagnostic entry with an unknown level')
      .withRequest('POST', '/api/logger/applogger', (b) => b.headers(jsonHeaders).jsonBody(broken))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: like('Requisição inválida'),
          erros: eachLike({ field: regex('^level$', 'level'), message: string('Valor inválido') }),
        }),
      )
      .executeTest(async (mock) => {
        const error = (await new HttpSupportApi(apiClientFor(mock.url))
          .sendAppLog(broken)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.status).toBe(400);
        expect(error.body?.erros?.[0]?.field).toBe('level');
      });
  });
});
