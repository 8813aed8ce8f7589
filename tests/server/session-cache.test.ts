// The guard's session cache: every case first makes the session known to the cache (two requests), then changes the
// session or the user straight in the database, as another server instance would; the very next request sees it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { sessions } from '../../server/db/tables';
import { endSessionsOfUser, rotateTokens } from '../../server/session/repository';
import {
  buildTestServer,
  createSession,
  createTestClock,
  endSession,
  getUser,
  queryRows,
  resetDatabase,
  setUserDisabled,
} from '../../server/testing';

const SUBSCRIBER = 'assinante@example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = createTestClock();
let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer({ now: clock.now, accessTokenTtlMs: 15 * MINUTE, idleTimeoutMs: 2 * HOUR });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-03-02T12:00:00.000Z'));
  await resetDatabase(server);
});

const checkInfo = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/check/info', headers: { authorization: `Bearer ${token}` } });

/** A session of the subscriber, known to the cache. */
async function warmSession(): Promise<{ token: string; sessionId: string; refreshToken: string }> {
  const session = await createSession(server, SUBSCRIBER, { accessTtlMs: 15 * MINUTE });
  for (let i = 0; i < 2; i++) expect((await checkInfo(session.token)).statusCode).toBe(200);
  return session;
}

describe('a kept session', () => {
  it('is refused on the very next request once it is logged out', async () => {
    const { token } = await warmSession();
    await endSession(server, token);
    expect((await checkInfo(token)).statusCode).toBe(401);
  });

  it('is refused as replaced on the very next request once a sign-in elsewhere ends it', async () => {
    const { token } = await warmSession();
    await endSession(server, token, 'replaced');
    const response = await checkInfo(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorType: 'ConcurrentAccessError' });
  });

  it('is refused on the very next request once its tokens are rotated, and the new token works', async () => {
    const { token, sessionId } = await warmSession();
    const [row] = await server.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const rotated = await rotateTokens(server.db, row!, clock.now(), 15 * MINUTE);
    expect((await checkInfo(token)).statusCode).toBe(401);
    expect((await checkInfo(rotated!.token)).statusCode).toBe(200);
  });

  it('is refused on the very next request once its user is disabled, or deleted', async () => {
    const first = await warmSession();
    await setUserDisabled(server, SUBSCRIBER);
    expect((await checkInfo(first.token)).json()).toMatchObject({ userDisabled: true });
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/main/menu',
          headers: { authorization: `Bearer ${first.token}` },
        })
      ).statusCode,
    ).toBe(401);

    await setUserDisabled(server, SUBSCRIBER, false);
    const second = await warmSession();
    await server.db.execute(sql`delete from users where email = ${SUBSCRIBER}`);
    expect((await checkInfo(second.token)).statusCode).toBe(401);
  });

  it('shows a change to its user on the very next request', async () => {
    const { token } = await warmSession();
    await server.db.execute(
      sql`update users set signature = 'Plano Corporativo', has_quotes_rights = false where email = ${SUBSCRIBER}`,
    );
    expect((await checkInfo(token)).json()).toMatchObject({ signature: 'Plano Corporativo', hasQuotesRights: false });
  });

  it('is refused when every session of the account ends (a password change)', async () => {
    const { token } = await warmSession();
    await endSessionsOfUser(server.db, (await getUser(server, SUBSCRIBER)).id, clock.now(), { reason: 'password' });
    expect((await checkInfo(token)).statusCode).toBe(401);
  });
});

describe('what the time alone decides', () => {
  it('answers TokenExpired once the access token is past its end, with no write in between', async () => {
    const { token } = await warmSession();
    clock.advance(15 * MINUTE + 1);
    const response = await checkInfo(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorType: 'TokenExpired' });
  });

  it('ends an idle session and records why, even when it was kept', async () => {
    const session = await createSession(server, SUBSCRIBER);
    for (let i = 0; i < 2; i++) expect((await checkInfo(session.token)).statusCode).toBe(200);
    clock.advance(2 * HOUR + MINUTE);
    expect((await checkInfo(session.token)).statusCode).toBe(401);
    const [row] = await queryRows<{ ended_reason: string | null }>(
      server.db,
      sql`select ended_reason from sessions where id = ${session.sessionId}`,
    );
    expect(row?.ended_reason).toBe('idle');
  });

  it('still records the last-seen time at most once a minute, so a used session does not go idle', async () => {
    const session = await createSession(server, SUBSCRIBER);
    const lastSeen = async () =>
      new Date(
        (
          await queryRows<{ last_seen_at: string }>(
            server.db,
            sql`select last_seen_at from sessions where id = ${session.sessionId}`,
          )
        )[0]!.last_seen_at,
      ).getTime();
    const start = await lastSeen();
    for (let step = 0; step < 5; step++) {
      clock.advance(30 * MINUTE);
      expect((await checkInfo(session.token)).statusCode, `after ${(step + 1) * 30} minutes`).toBe(200);
    }
    expect(await lastSeen()).toBe(start + 150 * MINUTE);
  });
});
