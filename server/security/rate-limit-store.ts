// Where the counters of the rate limits live: in the process (one server instance, the embedded database) or in the
// database (every instance on one PostgreSQL shares them). Both count in fixed windows: the first attempt of a key
// opens a window of the rule's length; attempts in it add up; the next attempt after it opens a new window.
import { sql } from 'drizzle-orm';
import { type Database } from '../db/database';

/** The counters of the rate limits, by key. */
export interface RateLimitStore {
  /** Counts one attempt of a key (opening a window of `windowMs` when none is open) and returns the count in its window and the window's end. */
  hit(key: string, windowMs: number, now: Date): Promise<Hit>;
  /** Takes back one attempt of a key's open window (an attempt that turned out not to count); never below 0. */
  refund(key: string, now: Date): Promise<void>;
  /** Stops any timer of the store. */
  close(): void;
}

/** An attempt counted: the count of its window and when the window ends. */
export interface Hit {
  count: number;
  resetAt: Date;
}

/** How many hits between two sweeps of the windows that are over. */
const SWEEP_EVERY = 500;

/** Counters in this process: enough for one instance (the embedded database cannot be shared anyway). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;

  async hit(key: string, windowMs: number, now: Date): Promise<Hit> {
    const at = now.getTime();
    if (++this.hits % SWEEP_EVERY === 0) this.sweep(at);
    const open = this.windows.get(key);
    if (open && open.resetAt > at) return { count: ++open.count, resetAt: new Date(open.resetAt) };
    this.windows.set(key, { count: 1, resetAt: at + windowMs });
    return { count: 1, resetAt: new Date(at + windowMs) };
  }

  async refund(key: string, now: Date): Promise<void> {
    const open = this.windows.get(key);
    if (open && open.resetAt > now.getTime() && open.count > 0) open.count -= 1;
  }

  close(): void {
    this.windows.clear();
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
  }
}

/**
 * Counters in the database (table rate_limit_counters): one atomic upsert per attempt, so every server instance on the
 * same PostgreSQL counts into the same windows, and parallel attempts never lose a count. Windows that are over are
 * deleted every few hundred attempts.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private hits = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, now: Date): Promise<Hit> {
    const at = now.toISOString();
    if (++this.hits % SWEEP_EVERY === 0)
      await this.db.execute(sql`delete from rate_limit_counters where reset_at <= ${at}::timestamptz`);
    const resetAt = new Date(now.getTime() + windowMs).toISOString();
    const result = (await this.db.execute(sql`
      insert into rate_limit_counters as c (key, count, reset_at) values (${key}, 1, ${resetAt}::timestamptz)
      on conflict (key) do update set
        count = case when c.reset_at <= ${at}::timestamptz then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= ${at}::timestamptz then excluded.reset_at else c.reset_at end
      returning count, reset_at`)) as unknown as { rows: { count: number | string; reset_at: Date | string }[] };
    const row = result.rows[0];
    return { count: Number(row?.count ?? 1), resetAt: row ? new Date(row.reset_at) : new Date(resetAt) };
  }

  async refund(key: string, now: Date): Promise<void> {
    await this.db.execute(
      sql`update rate_limit_counters set count = count - 1 where key = ${key} and reset_at > ${now.toISOString()}::timestamptz and count > 0`,
    );
  }

  close(): void {}
}
