// The help dialog's calls (issue 11, item 4): the attendance team per brand (attendance/client needs a session,
// attendance/public does not) and the support tools' diagnostic entries (logger/applogger: checked, stored, 204).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppLogEntry, type AttendanceContact } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows, resetDatabase } from '../../server/testing';

let server: CeleiroServer;
let news: CeleiroServer;
let limited: CeleiroServer;

beforeAll(async () => {
  [server, news, limited] = await Promise.all([
    buildTestServer(),
    buildTestServer({ brand: 'market-news' }),
    buildTestServer({ rateLimit: { max: 1, timeWindowMs: 60_000 } }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.close(), news?.close(), limited?.close()]);
});

beforeEach(async () => {
  await resetDatabase(server);
});

const ENTRY: AppLogEntry = {
  level: 'info',
  message: 'diagnostic sent from the support tools',
  deviceId: '6f1c2a4e-3b7d-4c1e-9a55-0c2f8d7e1b90',
  sessionId: 'session-42',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  locale: 'PtBr',
  route: '/informative/1',
  appVersion: '3f9a1c7e2b',
  timestamp: '2026-11-22T10:15:00.000Z',
};

const log = (payload: object, target = server) =>
  target.app.inject({ method: 'POST', url: '/api/logger/applogger', payload });

describe('GET attendance/public', () => {
  it("answers the brand's desks to anyone, each with an area, an e-mail, a phone and perhaps a WhatsApp", async () => {
    const response = await server.app.inject('/api/attendance/public');
    expect(response.statusCode).toBe(200);
    const contacts = response.json() as AttendanceContact[];
    expect(contacts.map((c) => c.area)).toEqual(['support', 'commercial']);
    expect(contacts[0]).toMatchObject({
      email: 'atendimento@celeiro.example',
      whatsapp: expect.stringMatching(/^\+55/),
    });
    expect(contacts[1]?.whatsapp).toBeNull();
  });

  it('answers the market-news brand its own desks', async () => {
    const contacts = (await news.app.inject('/api/attendance/public')).json() as AttendanceContact[];
    expect(contacts.every((c) => c.email.endsWith('@noticias.celeiro.example'))).toBe(true);
  });
});

describe('GET attendance/client', () => {
  it('answers 401 without a session, or with a token the server does not know', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
      const response = await server.app.inject({ url: '/api/attendance/client', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'AuthError' });
    }
  });

  it('answers a signed-in client its account team before the public desks', async () => {
    const { token } = await createSession(server, 'assinante@example.com');
    const response = await server.app.inject({
      url: '/api/attendance/client',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const contacts = response.json() as AttendanceContact[];
    expect(contacts[0]?.area).toBe('account-manager');
    expect(contacts.map((c) => c.area)).toEqual(expect.arrayContaining(['analysis', 'support', 'commercial']));
  });
});

describe('POST logger/applogger', () => {
  it('stores the entry as it came, with when it arrived, and answers 204 without a body', async () => {
    const response = await log(ENTRY);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await queryRows(server.db, sql`select * from app_logs`);
    expect(rows).toEqual([
      expect.objectContaining({
        level: 'info',
        message: ENTRY.message,
        device_id: ENTRY.deviceId,
        session_id: 'session-42',
        locale: 'PtBr',
        route: '/informative/1',
        app_version: '3f9a1c7e2b',
        logged_at: ENTRY.timestamp,
      }),
    ]);
    expect(rows[0]?.received_at).toBeTruthy();
  });

  it("takes a visitor's entry without a session id", async () => {
    expect((await log({ ...ENTRY, sessionId: null })).statusCode).toBe(204);
    const rows = await queryRows(server.db, sql`select session_id from app_logs`);
    expect(rows).toEqual([{ session_id: null }]);
  });

  it('refuses a broken entry with a 400 naming each field, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ ...ENTRY, level: 'fatal' }, 'level'],
      [{ ...ENTRY, message: '' }, 'message'],
      [{ ...ENTRY, deviceId: 'a\u0000b' }, 'deviceId'],
      [{ ...ENTRY, locale: 'FrFr' }, 'locale'],
      [{ ...ENTRY, route: 'informative/1' }, 'route'],
      [{ ...ENTRY, timestamp: 'yesterday' }, 'timestamp'],
      [{ ...ENTRY, userAgent: 'x'.repeat(513) }, 'userAgent'],
    ];
    for (const [payload, field] of cases) {
      const response = await log(payload);
      expect(response.statusCode, field).toBe(400);
      const body = response.json() as { erros: { field: string; message: string }[] };
      expect(
        body.erros.map((e) => e.field),
        field,
      ).toContain(field);
    }
    const { appVersion: _dropped, ...missing } = ENTRY;
    const response = await log(missing);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { erros: { field: string }[] }).erros.map((e) => e.field)).toContain('appVersion');
    expect(await queryRows(server.db, sql`select id from app_logs`)).toEqual([]);
  });

  it('is rate-limited per address like the other public writes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await log(ENTRY, limited)).statusCode);
    expect(answers).toEqual([204, 204, 204, 429]);
  });
});
