// The copy of one's data (user/data-export, its e-mailed link) and the signed-in devices of my account (user/devices).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DataExportDocument, type SignedInDevice } from '../../core';
import { dataExportsSettled } from '../../server/account/data-export.service';
import { type CeleiroServer } from '../../server/app';
import {
  buildTestServer,
  createSession,
  createTestClock,
  latestMail,
  queryRows,
  resetDatabase,
  trustDevice,
} from '../../server/testing';
import { drawnTexts, drawsText, pageContents } from '../support/pdf-pages';
import { unzip } from '../support/unzip';

const SUBSCRIBER = 'assinante@example.com';
const FREE = 'gratuito@example.com';
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** Asks for the copy, lets the build finish and answers the link's token from the mail. */
async function exportLink(token: string, lang = 'PtBr'): Promise<string> {
  const answer = await call('POST', `/api/user/data-export?lang=${lang}`, token, { 'x-cookies-accepted': 'true' });
  expect(answer.statusCode).toBe(202);
  await dataExportsSettled(server);
  const mail = (await latestMail(server, SUBSCRIBER))!;
  const link = /\/api\/user\/data-export\/download\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

describe('user/data-export', () => {
  it('mails a link whose archive holds the account, favourites, devices with their sessions, and consents as JSON and PDF', async () => {
    await trustDevice(server, SUBSCRIBER, 'phone-device');
    await createSession(server, SUBSCRIBER, { deviceId: 'phone-device' });
    const { token } = await createSession(server, SUBSCRIBER, { deviceId: 'desk-device' });
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/layoutwdma/saveconfig',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        favoriteContent: [{ commodity: 1, content: [{ id: 101 }, { id: 102 }] }],
        formatAlignDetail: 'center',
        zoom: 110,
      },
    });
    expect(saved.statusCode).toBe(200);

    const answer = await call('POST', '/api/user/data-export?lang=EnEu', token, { 'x-cookies-accepted': 'true' });
    expect(answer.json()).toEqual({ requested: true, email: SUBSCRIBER, readyWithinSeconds: 60, linkValidHours: 24 });
    await dataExportsSettled(server);
    const mail = (await latestMail(server, SUBSCRIBER))!;
    expect(mail.subject).toBe('The copy of your Celeiro data is ready');
    expect(mail.text).toContain('valid for 24 hours and can be used only once');
    const link = /\/api\/user\/data-export\/download\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const download = await call('GET', `/api/user/data-export/download?token=${link}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe('attachment; filename="celeiro-data-2026-03-02.zip"');
    const files = unzip(download.rawPayload);
    expect([...files.keys()]).toEqual(['celeiro-data.json', 'celeiro-data.pdf']);
    const data = JSON.parse(files.get('celeiro-data.json')!.toString('utf8')) as DataExportDocument;
    expect(data.format).toBe('celeiro-data-export/1');
    expect(data.account).toMatchObject({ email: SUBSCRIBER, userCode: 'CEL-000101' });
    expect(data.favourites).toEqual([{ commodity: 1, name: expect.any(String), contentIds: [101, 102] }]);
    expect(data.devices).toHaveLength(2);
    const phone = data.devices.find((device) => device.confirmedAt !== null)!;
    expect(phone.sessions).toEqual([
      expect.objectContaining({ ip: '127.0.0.1', userAgent: 'test', endedAt: null, rememberMe: false }),
    ]);
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'terms-and-privacy-policy', granted: true }),
        expect.objectContaining({ kind: 'cookies', granted: true, at: '2026-03-02T12:00:00.000Z' }),
        expect.objectContaining({ kind: 'notifications', granted: true }),
      ]),
    );
    const pages = await pageContents(files.get('celeiro-data.pdf')!);
    expect(drawsText(pages[0]!, 'Copy of your data at Celeiro')).toBe(true);
    expect(pages.some((page) => drawsText(page, 'Favourites'))).toBe(true);
    expect(pages.some((page) => drawsText(page, 'Consents'))).toBe(true);
    // The preferences by their names and in words, never as the JSON's field names and codes.
    expect(pages.some((page) => drawsText(page, 'Alignment of the news images: centre'))).toBe(true);
    expect(pages.some((page) => drawsText(page, 'Text size: 110 %'))).toBe(true);
    expect(pages.some((page) => drawnTexts(page).some((text) => /^Show the news ticker: (yes|no)$/.test(text)))).toBe(
      true,
    );
    for (const page of pages) expect(drawsText(page, 'canDisplayTicker')).toBe(false);
  });

  it('refuses a second use of the link with a page in the copy language, and an expired or unknown link likewise', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    const link = await exportLink(token, 'EsAr');
    // A browser following the mailed link asks for a page.
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    expect((await call('GET', `/api/user/data-export/download?token=${link}`, undefined, browser)).statusCode).toBe(
      200,
    );
    const again = await call('GET', `/api/user/data-export/download?token=${link}`, undefined, browser);
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.body).toContain('<html lang="es-AR">');
    expect(again.body).toContain('ya se usó. Cada enlace funciona una sola vez.');

    const later = await exportLink(token);
    clock.set(new Date('2026-03-03T12:00:01.000Z'));
    const expired = await call('GET', `/api/user/data-export/download?token=${later}`, undefined, browser);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expirou. Cada link vale por 24 horas.');

    const unknown = await call('GET', '/api/user/data-export/download?token=abc', undefined, {
      ...browser,
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This download link does not exist.');
  });

  it('answers any other client than a browser with the error body', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    const link = await exportLink(token);
    expect((await call('GET', `/api/user/data-export/download?token=${link}`)).statusCode).toBe(200);
    const again = await call('GET', `/api/user/data-export/download?token=${link}`, undefined, {
      accept: 'application/json',
    });
    expect(again.statusCode).toBe(410);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toEqual({
      errorType: 'DataExportLinkError',
      code: 410,
      message: expect.stringContaining('Cada link funciona uma única vez.'),
      erros: [],
    });
    const unknown = await call('GET', '/api/user/data-export/download?token=abc');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorType: 'DataExportLinkError', code: 404 });
  });

  it('builds one copy for requests made while it is being built, and asks for a session', async () => {
    const { token } = await createSession(server, SUBSCRIBER);
    const [first, second] = await Promise.all([
      call('POST', '/api/user/data-export', token),
      call('POST', '/api/user/data-export', token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    await dataExportsSettled(server);
    expect(await queryRows(server.db, sql`select status from data_exports`)).toEqual([{ status: 'ready' }]);
    // A later request, once that copy is built, builds a new one.
    expect((await call('POST', '/api/user/data-export', token)).statusCode).toBe(202);
    await dataExportsSettled(server);
    expect(await queryRows(server.db, sql`select status from data_exports`)).toHaveLength(2);
    expect((await call('POST', '/api/user/data-export')).statusCode).toBe(401);
  });
});

describe('user/devices', () => {
  it('lists each signed-in device with its last use, the current one marked, and ends another one', async () => {
    await trustDevice(server, SUBSCRIBER, 'phone-device');
    const phone = await createSession(server, SUBSCRIBER, { deviceId: 'phone-device' });
    clock.set(new Date('2026-03-02T12:30:00.000Z'));
    const desk = await createSession(server, SUBSCRIBER, { deviceId: 'desk-device' });
    const listed = await call('GET', '/api/user/devices', desk.token);
    expect(listed.statusCode).toBe(200);
    const { devices } = listed.json() as { devices: SignedInDevice[] };
    expect(devices.map((d) => [d.current, d.lastUsedAt, d.sessions])).toEqual([
      [true, '2026-03-02T12:30:00.000Z', 1],
      [false, '2026-03-02T12:00:00.000Z', 1],
    ]);
    expect(devices[1]).toMatchObject({ confirmedAt: '2026-03-02T12:00:00.000Z', ip: '127.0.0.1', userAgent: 'test' });

    const ended = await call('DELETE', `/api/user/devices/${devices[1]!.id}`, desk.token);
    expect(ended.json()).toEqual({ ended: true, current: false, sessions: 1 });
    expect((await call('GET', '/api/my-account', phone.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/my-account', desk.token)).statusCode).toBe(200);
    const after = (await call('GET', '/api/user/devices', desk.token)).json() as { devices: SignedInDevice[] };
    expect(after.devices.map((d) => d.current)).toEqual([true]);
  });

  it('ends the current device (this browser is signed out) and refuses a device of another account', async () => {
    const desk = await createSession(server, SUBSCRIBER, { deviceId: 'desk-device' });
    const other = await createSession(server, FREE, { deviceId: 'free-device' });
    const otherId = ((await call('GET', '/api/user/devices', other.token)).json() as { devices: SignedInDevice[] })
      .devices[0]!.id;
    const refused = await call('DELETE', `/api/user/devices/${otherId}`, desk.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 5005 });
    expect((await call('GET', '/api/my-account', other.token)).statusCode).toBe(200);

    const mine = ((await call('GET', '/api/user/devices', desk.token)).json() as { devices: SignedInDevice[] })
      .devices[0]!;
    expect((await call('DELETE', `/api/user/devices/${mine.id}`, desk.token)).json()).toEqual({
      ended: true,
      current: true,
      sessions: 1,
    });
    expect((await call('GET', '/api/user/devices', desk.token)).statusCode).toBe(401);
  });
});
