// The seeded database template: an embedded database folder with every migration applied and the full seed (6,000
// content items, the demo accounts with their password hashes) written once by the build, so that a first start on an
// empty data folder is a folder copy instead of seconds of seeding (scripts/build-server.mjs, server/db/database.ts).
//
// The seed is dated relative to the moment it runs. The template records that moment in a table of its own
// (celeiro_template, outside the drizzle schema); the first start on a copy moves every seeded date forward by the
// time since, in whole minutes, and drops the table in the same transaction, so the copy reads as if seeded when it
// started (a running demo trial, content up to today) and a crash half-way leaves it to be done again.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, TEMPLATE_TABLE } from './database';
import { seedIfEmpty } from './seed';
import { FULL_CONTENT_ITEMS, seedContentIfEmpty } from '../content/seed';
import { seedAuthorProfiles, seedEvents } from '../content/events-seed';
import { ensureSeries } from '../market/repository';
import { marketDay } from '../../core';

/** Dates held in JSON columns, as ISO strings (JavaScript's toISOString): table → column → keys. */
const JSON_DATES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  content_items: { event: ['start', 'end'] },
};

const MINUTE_MS = 60_000;

/** The trigger that writes an item's search documents when it changes (migrations/search). */
const SEARCH_DOCUMENTS_TRIGGER = 'search_documents_items_updated';

/**
 * Makes a template in `folder` (replacing it): migrated, seeded as of `now` with the full content, marked with `now`,
 * checkpointed and closed.
 */
export async function makeTemplate(folder: string, now: Date = new Date()): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: folder, smallWal: true });
  try {
    const { db } = database;
    await seedContentIfEmpty(db, now, FULL_CONTENT_ITEMS);
    await seedIfEmpty(db, now);
    // The market's daily series up to the day of the template (a later start adds the days since on demand).
    await ensureSeries(db, marketDay(now.getTime()));
    await db.execute(sql.raw(`create table "${TEMPLATE_TABLE}" ("seeded_at" timestamptz not null)`));
    await db.execute(sql`insert into ${sql.identifier(TEMPLATE_TABLE)} ("seeded_at") values (${now.toISOString()})`);
    await db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
}

/** Rows of a query, whichever driver runs it. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An ISO date (as toISOString writes it) moved by `seconds`, in SQL. */
function shiftedIso(value: string, seconds: number): string {
  return `to_jsonb(to_char(((${value})::timestamptz + make_interval(secs => ${seconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/**
 * Adopts a database copied from the template: when it still holds the template's mark, moves every date of every
 * table (each timestamp column, and the ISO dates of JSON_DATES) forward by the whole minutes between the seed and
 * `now`, and drops the mark, in one transaction; returns whether it did. A database without the mark is left alone.
 * `marked`: whether the caller already knows if the mark is there.
 */
export async function adoptTemplate(db: Database, now: Date, marked?: boolean): Promise<boolean> {
  if (marked === undefined) {
    const [found] = await rows<{ marked: boolean }>(
      db,
      sql`select to_regclass(${TEMPLATE_TABLE}) is not null as marked`,
    );
    marked = found?.marked === true;
  }
  if (!marked) return false;
  // The minutes the dates moved, or undefined when another instance adopted the copy first.
  const moved = await db.transaction(async (tx) => {
    // Locked, so a second instance starting on the same folder waits, then finds no mark.
    await tx.execute(sql`select pg_advisory_xact_lock(250252)`);
    const [mark] = await rows<{ marked: boolean }>(
      tx,
      sql`select to_regclass(${TEMPLATE_TABLE}) is not null as marked`,
    );
    if (!mark?.marked) return undefined;
    const [seeded] = await rows<{ ms: number | string }>(
      tx,
      sql`select extract(epoch from seeded_at) * 1000 as ms from ${sql.identifier(TEMPLATE_TABLE)}`,
    );
    // Whole minutes keep the seed's minute-aligned publication times aligned (the copy equals a seed at `now`).
    const minutes = seeded ? Math.round((now.getTime() - Number(seeded.ms)) / MINUTE_MS) : 0;
    if (minutes !== 0) {
      // The search documents hold copies of their items' dates and are moved with every other table: the trigger that
      // would rewrite each moved item's documents (its texts' vectors in three languages, about 14 s of CPU for the
      // full seed) would move them twice.
      await tx.execute(sql.raw(`alter table content_items disable trigger ${SEARCH_DOCUMENTS_TRIGGER}`));
      await shiftDates(tx, minutes * 60);
      await tx.execute(sql.raw(`alter table content_items enable trigger ${SEARCH_DOCUMENTS_TRIGGER}`));
    }
    // The calendar's agenda is written anew as of now: its releases keep their local times (a shift by minutes would not).
    await seedAuthorProfiles(tx);
    await seedEvents(tx, now);
    await tx.execute(sql.raw(`drop table "${TEMPLATE_TABLE}"`));
    return minutes;
  });
  // Fresh statistics and visibility map after rewriting the rows (as seedContentIfEmpty leaves them).
  if (moved) await db.execute(sql`vacuum analyze content_items`);
  return moved !== undefined;
}

/** Moves every timestamp column of every table of the public schema, and the dates of JSON_DATES, by `seconds`. */
async function shiftDates(db: Database, seconds: number): Promise<void> {
  if (!Number.isSafeInteger(seconds)) throw new Error(`not a whole number of seconds: ${seconds}`);
  const tables = await rows<{ table: string; columns: string[] }>(
    db,
    sql`select c.relname as "table", array_agg(a.attname::text order by a.attnum) as "columns"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> ${TEMPLATE_TABLE}
        and a.attnum > 0 and not a.attisdropped and a.atttypid = 'timestamptz'::regtype
      group by c.relname
      order by c.relname`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const { table, columns } of tables) {
    const sets = columns.map((column) => `${quote(column)} = ${quote(column)} + make_interval(secs => ${seconds})`);
    for (const [column, keys] of Object.entries(JSON_DATES[table] ?? {})) {
      let value = quote(column);
      for (const key of keys) {
        const path = `'{${key}}'`;
        value = `case when ${quote(column)} ? '${key}' and jsonb_typeof(${quote(column)} -> '${key}') = 'string' then jsonb_set(${value}, ${path}, ${shiftedIso(`${quote(column)} ->> '${key}'`, seconds)}) else ${value} end`;
      }
      sets.push(`${quote(column)} = ${value}`);
    }
    await db.execute(sql.raw(`update ${quote(table)} set ${sets.join(', ')}`));
  }
}
