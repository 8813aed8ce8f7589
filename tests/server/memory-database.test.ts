// The throwaway in-memory databases (tests, the contract verifier): each starts from a copy of one migrated image made
// once per process, so each must start with every migration applied and keep its writes to itself.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase, SCHEMA_MODULES } from '../../server/db/database';

const opened: OpenDatabase[] = [];
const open = async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  opened.push(database);
  return database;
};
const rows = async <T>(database: OpenDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

describe('an in-memory database', () => {
  it('starts with every module migrated, and keeps its writes to itself', async () => {
    const [first, second] = [await open(), await open()];
    for (const database of [first, second])
      for (const module of SCHEMA_MODULES) {
        const [row] = await rows<{ count: number }>(
          database,
          sql.raw(`select count(*)::int as count from drizzle."__migrations_${module}"`),
        );
        expect(row!.count, module).toBeGreaterThan(0);
      }
    await first.db.execute(sql`create table only_here (id int)`);
    await first.db.execute(sql`insert into only_here values (1)`);
    expect(await rows(first, sql`select id from only_here`)).toEqual([{ id: 1 }]);
    const [table] = await rows<{ name: string | null }>(second, sql`select to_regclass('only_here')::text as name`);
    expect(table!.name).toBeNull();
    // One opened later starts from the migrations alone too.
    const third = await open();
    const [later] = await rows<{ name: string | null }>(third, sql`select to_regclass('only_here')::text as name`);
    expect(later!.name).toBeNull();
  });
});
