// Price alerts pushed to the user's phones: when an alert fires, each device the user registered with a push token gets
// one push, in the account's language, with the alert e-mail's subject and first line; it is recorded in the dev push
// outbox. No device, a removed device or a withdrawn right gets nothing; crossing the level again, or two evaluations
// of the same crossing at once, push nothing more; a push that cannot leave is logged (without the device's token) and
// the alert stays fired.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MarketTable, type PriceAlert } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { type AppContext } from '../../server/context';
import { loggerOptions } from '../../server/logging';
import { evaluateAlerts } from '../../server/market/alerts';
import { type StoredPush } from '../../server/push/repository';
import {
  buildTestServer,
  createSession,
  createTestClock,
  mailbox,
  pushOutbox,
  queryRows,
  setRight,
  type TestClock,
} from '../../server/testing';

/** Monday 2 March 2026, 12:00 in São Paulo: Chicago is trading. */
const MIDDAY = new Date('2026-03-02T15:00:00.000Z');
const TEN_MINUTES = 10 * 60_000;
const SUBSCRIBER = 'assinante@example.com';
const PHONE = 'telefone-da-mariana';
const TABLET = 'tablet-da-mariana';

let server: CeleiroServer;
let clock: TestClock;
let token = '';
const logLines: string[] = [];

beforeAll(async () => {
  clock = createTestClock(MIDDAY);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await buildTestServer({
    now: clock.now,
    devMailbox: true,
    logger: { ...(loggerOptions('info') as object), stream } as never,
  });
  token = (await createSession(server, SUBSCRIBER)).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(MIDDAY);
  await server.db.execute(sql`delete from market_alerts`);
  await server.db.execute(sql`delete from push_devices`);
  await server.db.execute(sql`delete from pushes`);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** Registers one of the subscriber's devices, as the native shell does after sign-in. */
async function register(deviceId: string, platform: number, pushToken: string | null): Promise<void> {
  const registration = { deviceId, platform, deviceType: 0, pushProjectId: `celeiro-${platform}`, pushToken };
  expect((await call('POST', '/api/client-device/register', registration)).statusCode).toBe(200);
}

async function priceOf(id: string): Promise<number> {
  const table = (await call('GET', '/api/market/table?market=futures')).json<MarketTable>();
  return table.rows.find((row) => row.id === id)!.last;
}

/** Sets an alert on ZS1 halfway to the price it reaches in ten minutes. */
async function alertCrossedInTenMinutes(): Promise<PriceAlert> {
  const before = await priceOf('ZS1');
  clock.advance(TEN_MINUTES);
  const after = await priceOf('ZS1');
  clock.advance(-TEN_MINUTES);
  expect(after).not.toBe(before);
  const kind = after > before ? 'above' : 'below';
  const created = await call('POST', '/api/market/alerts', { instrument: 'ZS1', kind, level: (before + after) / 2 });
  expect(created.statusCode).toBe(200);
  // The feed starts watching from now: the crossing is ahead.
  await server.feed.tickNow();
  return created.json<PriceAlert>();
}

/** Ten minutes pass with the feed moving prices. */
async function tenMinutesPass(): Promise<void> {
  clock.advance(TEN_MINUTES);
  await server.feed.tickNow();
}

describe('an alert that fires', () => {
  it('is pushed once to each device with a push token, in the account’s language, and shown in the dev outbox', async () => {
    await queryRows(server.db, sql`update users set language = 'EnEu' where email = ${SUBSCRIBER}`);
    try {
      await register(PHONE, 0, 'token-do-telefone');
      await register(TABLET, 1, 'token-do-tablet');
      // Registered before the shell had a push token: it cannot be reached.
      await register('navegador-da-mariana', 2, null);
      const alert = await alertCrossedInTenMinutes();
      expect(await pushOutbox(server)).toEqual([]);

      await tenMinutesPass();
      const sent = await pushOutbox(server);
      expect(sent.map((p) => [p.deviceId, p.platform, p.pushProjectId, p.pushToken]).sort()).toEqual([
        [TABLET, 1, 'celeiro-1', 'token-do-tablet'],
        [PHONE, 0, 'celeiro-0', 'token-do-telefone'],
      ]);
      const [mail] = await mailbox(server, SUBSCRIBER);
      for (const push of sent) {
        expect(push.title).toBe('Price alert: Soybeans');
        expect(push.title).toBe(mail!.subject);
        expect(push.body).toMatch(/^Soybeans (rose|fell) to .*, reaching your alert at .*\.$/);
        expect(mail!.text.split('\n')[0]).toBe(push.body);
        expect(push.data).toEqual({ userdata: { custom: { action: 'priceAlert', id: alert.id, instrument: 'ZS1' } } });
        expect(Date.parse(push.sentAt)).toBe(clock.now().getTime());
      }

      const outbox = await server.app.inject(`/dev/push-outbox.json?device=${PHONE}`);
      expect(outbox.statusCode).toBe(200);
      expect(outbox.headers['cache-control']).toBe('no-store');
      expect(outbox.json<StoredPush[]>()).toEqual([sent.find((p) => p.deviceId === PHONE)]);
      const page = await server.app.inject('/dev/push-outbox');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Price alert: Soybeans');
      expect(page.body).toContain(TABLET);
    } finally {
      await queryRows(server.db, sql`update users set language = 'PtBr' where email = ${SUBSCRIBER}`);
    }
  });

  it('pushes nothing more when the price goes back across the level and crosses it again', async () => {
    await register(PHONE, 0, 'token-do-telefone');
    await alertCrossedInTenMinutes();
    await tenMinutesPass();
    expect(await pushOutbox(server, PHONE)).toHaveLength(1);
    clock.advance(-TEN_MINUTES);
    await server.feed.tickNow();
    await tenMinutesPass();
    expect(await pushOutbox(server, PHONE)).toHaveLength(1);
  });

  it('is pushed once when two evaluations see the same crossing at once (two instances)', async () => {
    await register(PHONE, 0, 'token-do-telefone');
    await register(TABLET, 1, 'token-do-tablet');
    await alertCrossedInTenMinutes();
    clock.advance(TEN_MINUTES);
    const ctx: AppContext = {
      db: server.db,
      now: server.now,
      mailer: server.mailer,
      push: server.push,
      options: server.options,
      log: server.app.log,
    };
    const notified: number[] = [];
    const from = MIDDAY.getTime();
    const to = clock.now().getTime();
    await Promise.all([
      evaluateAlerts(ctx, from, to, (_user, fired) => notified.push(fired.id)),
      evaluateAlerts(ctx, from, to, (_user, fired) => notified.push(fired.id)),
    ]);
    expect(notified).toHaveLength(1);
    expect(await pushOutbox(server, PHONE)).toHaveLength(1);
    expect(await pushOutbox(server, TABLET)).toHaveLength(1);
  });

  it('pushes nothing to a user without a device, and is still mailed; the next alert reaches a device registered since', async () => {
    const mailsBefore = (await mailbox(server, SUBSCRIBER)).length;
    await alertCrossedInTenMinutes();
    await tenMinutesPass();
    expect((await mailbox(server, SUBSCRIBER)).length).toBe(mailsBefore + 1);
    expect(await pushOutbox(server)).toEqual([]);

    await register(PHONE, 0, 'token-do-telefone');
    await alertCrossedInTenMinutes();
    await tenMinutesPass();
    expect((await pushOutbox(server)).map((p) => p.deviceId)).toEqual([PHONE]);
  });

  it('pushes nothing to a device the user removed', async () => {
    await register(PHONE, 0, 'token-do-telefone');
    await register(TABLET, 1, 'token-do-tablet');
    expect((await call('DELETE', `/api/client-device/remove/${PHONE}`)).statusCode).toBe(200);
    await alertCrossedInTenMinutes();
    await tenMinutesPass();
    expect((await pushOutbox(server)).map((p) => p.deviceId)).toEqual([TABLET]);
  });

  it('pushes nothing while the right is withdrawn, and again once it is back', async () => {
    await register(PHONE, 0, 'token-do-telefone');
    await alertCrossedInTenMinutes();
    await setRight(server, SUBSCRIBER, 23, false);
    try {
      await tenMinutesPass();
    } finally {
      await setRight(server, SUBSCRIBER, 23, true);
    }
    expect(await pushOutbox(server)).toEqual([]);

    // With the right back, the next crossing reaches the same device.
    await alertCrossedInTenMinutes();
    await tenMinutesPass();
    expect((await pushOutbox(server)).map((p) => p.deviceId)).toEqual([PHONE]);
  });

  it('stays fired when a push cannot leave: the failure is logged without the device’s token, not retried', async () => {
    await register(PHONE, 0, 'token-secreto-do-telefone');
    await alertCrossedInTenMinutes();
    await server.db.execute(sql`alter table pushes add constraint refuse_all check (false)`);
    const linesBefore = logLines.length;
    try {
      await tenMinutesPass();
    } finally {
      await server.db.execute(sql`alter table pushes drop constraint refuse_all`);
    }
    const logged = logLines.slice(linesBefore);
    expect(logged.some((line) => line.includes('alert push not sent'))).toBe(true);
    expect(logged.join('\n')).not.toContain('token-secreto-do-telefone');
    const [alert] = (await call('GET', '/api/market/alerts')).json<{ alerts: PriceAlert[] }>().alerts;
    expect(alert?.state).toBe('fired');
    // Not retried at the next ticks.
    await tenMinutesPass();
    expect(await pushOutbox(server)).toEqual([]);
  });
});
