// The stored instruments and daily bars. The seed is filled on demand: the instruments and every day from the anchor
// up to the day asked, written once (a database copied from the build's template already holds them up to the day it
// was made, and gets only the days since). Each day's bar is the seeded one of core/market/series.ts.
import { and, asc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { INSTRUMENTS, type DailyBar, marketIsoDay, epochDay, seededSeries, SERIES_ANCHOR_DAY } from '../../core';
import { type Database } from '../db/database';
import { marketDaily, marketInstruments } from './schema';

/** Rows written per insert. */
const BATCH = 20_000;

/** Per database: the last day known to be stored (a cache; the database is the truth). */
const storedUpTo = new WeakMap<Database, string>();
/** Per database: the fill under way, so concurrent requests wait for one. */
const filling = new WeakMap<Database, Promise<void>>();

/** Writes the instruments and the seeded bars after the last stored day up to `lastDay`, in one transaction. */
async function fill(db: Database, lastDay: string): Promise<void> {
  await db.transaction(async (tx) => {
    // One filler at a time across instances; the second finds the days written.
    await tx.execute(sql`select pg_advisory_xact_lock(250260)`);
    await tx
      .insert(marketInstruments)
      .values(
        INSTRUMENTS.map((i, index) => ({
          id: i.id,
          market: i.market,
          commodity: i.commodity,
          namePt: i.name.pt,
          nameEn: i.name.en,
          nameEs: i.name.es,
          place: i.place,
          source: i.source,
          unit: i.unit,
          currency: i.currency,
          method: i.method,
          session: i.session,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    const [row] = await tx.select({ last: max(marketDaily.day) }).from(marketDaily);
    const from = row?.last ? marketIsoDay(epochDay(row.last) + 1) : SERIES_ANCHOR_DAY;
    if (from > lastDay) return;
    const values = INSTRUMENTS.flatMap((instrument) =>
      seededSeries(instrument, from, lastDay).map((bar) => ({ instrumentId: instrument.id, ...bar })),
    );
    // One statement per batch of JSON records: far quicker on the embedded database than rows of parameters.
    for (let start = 0; start < values.length; start += BATCH)
      await tx.execute(sql`insert into market_daily (instrument_id, day, open, high, low, close, volume)
        select "instrumentId", day::date, open, high, low, close, volume
        from json_to_recordset(${JSON.stringify(values.slice(start, start + BATCH))}::json)
          as r("instrumentId" text, day text, open float8, high float8, low float8, close float8, volume int)
        on conflict do nothing`);
  });
}

/** Makes sure every instrument's bars are stored up to `lastDay` (ISO date). */
export async function ensureSeries(db: Database, lastDay: string): Promise<void> {
  const known = storedUpTo.get(db);
  if (known && known >= lastDay) return;
  let pending = filling.get(db);
  if (!pending) {
    pending = fill(db, lastDay).finally(() => filling.delete(db));
    filling.set(db, pending);
    await pending;
    const current = storedUpTo.get(db);
    if (!current || current < lastDay) storedUpTo.set(db, lastDay);
    return;
  }
  await pending;
  // The fill under way may have ended before this day.
  return ensureSeries(db, lastDay);
}

/** Forgets what is known to be stored (a test emptied the tables). */
export function forgetStoredSeries(db: Database): void {
  storedUpTo.delete(db);
}

/** The stored bars of an instrument from `from` to `to` (inclusive), oldest first. */
export async function barsOf(db: Database, instrumentId: string, from: string, to: string): Promise<DailyBar[]> {
  return db
    .select({
      day: marketDaily.day,
      open: marketDaily.open,
      high: marketDaily.high,
      low: marketDaily.low,
      close: marketDaily.close,
      volume: marketDaily.volume,
    })
    .from(marketDaily)
    .where(and(eq(marketDaily.instrumentId, instrumentId), gte(marketDaily.day, from), lte(marketDaily.day, to)))
    .orderBy(asc(marketDaily.day));
}

/** The last `count` stored bars up to `to` of each of `instrumentIds` (newest first per instrument). */
export async function lastBars(
  db: Database,
  instrumentIds: readonly string[],
  to: string,
  count = 3,
): Promise<Map<string, DailyBar[]>> {
  const result = new Map<string, DailyBar[]>();
  if (instrumentIds.length === 0) return result;
  const rows = (await db.execute(sql`
    select instrument_id as "instrumentId", day::text as day, open, high, low, close, volume from (
      select d.*, row_number() over (partition by instrument_id order by day desc) as n
      from market_daily d
      where instrument_id in (${sql.join(
        instrumentIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and day <= ${to}
    ) ranked where n <= ${count} order by instrument_id, day desc`)) as unknown as {
    rows: (DailyBar & { instrumentId: string })[];
  };
  for (const { instrumentId, ...bar } of rows.rows) {
    const list = result.get(instrumentId) ?? [];
    list.push({
      ...bar,
      open: Number(bar.open),
      high: Number(bar.high),
      low: Number(bar.low),
      close: Number(bar.close),
    });
    result.set(instrumentId, list);
  }
  return result;
}
