// The reset that tests and provider states start from: the database as a fresh server's, rows and numbering alike,
// whatever a test wrote into the seeded tables and the tables that refer to them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../server/admin/schema';
import { type CeleiroServer } from '../../server/app';
import { layoutVersions } from '../../server/shell/schema';
import { buildTestServer, createSession, createUser, resetDatabase } from '../../server/testing';

let server: CeleiroServer;

beforeAll(async () => {
  server = await buildTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table's row count, by name. */
async function counts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const counted: Record<string, number> = {};
  for (const { name } of tables)
    counted[name] = (await rows<{ count: number }>(sql.raw(`select count(*)::int as count from "${name}"`)))[0]!.count;
  return counted;
}

describe('resetting the database', () => {
  it('leaves every table as a fresh server has it, and numbers new rows as it would', async () => {
    const fresh = await counts();
    const first = await createUser(server, { email: 'first@example.com' });

    await resetDatabase(server);
    const other = await createUser(server, { email: 'other@example.com' });
    await createSession(server, other.email);
    const name = 'a tag of this test';
    await server.db
      .insert(tags)
      .values({ namePtBr: name, nameEnEu: name, nameEsEs: name, nameEsAr: name, namePtPt: name, category: 'test' });
    // A table the reset does not name, which refers to one it does.
    const now = server.now();
    await server.db
      .insert(layoutVersions)
      .values({ userId: other.id, config: {} as never, createdAt: now, updatedAt: now });
    expect(await counts()).not.toEqual(fresh);

    await resetDatabase(server);
    expect(await counts()).toEqual(fresh);
    const again = await createUser(server, { email: 'again@example.com' });
    expect(again.id).toBe(first.id);
  });
});
