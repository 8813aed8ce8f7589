// client/update/time-spent: the time a signed-in user spent, added to the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows } from '../../server/testing';
import { sql } from 'drizzle-orm';

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const report = (time: unknown, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/client/update/time-spent',
    payload: { time },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function timeSpent(sessionId: string): Promise<number> {
  const [row] = await queryRows<{ time_spent_seconds: number }>(
    server.db,
    sql`select time_spent_seconds from sessions where id = ${sessionId}`,
  );
  return Number(row?.time_spent_seconds);
}

describe('client/update/time-spent', () => {
  it('adds each report to the session', async () => {
    const { token, sessionId } = await createSession(server, 'assinante@example.com');
    expect((await report(45, token)).statusCode).toBe(200);
    expect((await report(31, token)).statusCode).toBe(200);
    expect(await timeSpent(sessionId)).toBe(76);
  });

  it('needs a live session', async () => {
    expect((await report(45)).statusCode).toBe(401);
  });

  it.each([[-1], [86_401], ['many'], [1.5]])('refuses %s seconds with a 400 error body', async (time) => {
    const { token } = await createSession(server, 'assinante@example.com');
    const response = await report(time, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({ errorType: expect.any(String), erros: expect.any(Array) }),
    );
  });
});
