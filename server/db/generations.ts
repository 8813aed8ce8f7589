// Generations: counters in the database (table cache_generation) that triggers bump in the same transaction as a
// write, so what a server keeps in memory can be keyed by them and never be served after the write it depends on.
// - content: content, bodies, plans, authors, subjects, rights, a user's profile, plan, trial or state;
// - sessions: any change to a session (but its last-seen time and time spent) or to a user;
// - reads: read marks.
// On PostgreSQL every request reads them (one row by primary key): another instance may have written. On the embedded
// PGlite this process is the only writer, and the triggers' notifications reach it before the write's own promise
// resolves, so they are read again only after a notification.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { type Database } from './database';
import { cacheGeneration } from './tables';

/** The generations at one moment. */
export interface Generations {
  content: number;
  sessions: number;
  reads: number;
}

/** The read of the generations. */
const GENERATIONS_SQL = 'select content, sessions, reads from cache_generation where id = 1';

/** The channel the generation triggers notify. */
export const GENERATION_CHANNEL = 'cache_generation';

/** Where a server gets the generations from. */
export class GenerationSource {
  private known: Generations | undefined;
  private pending: Promise<Generations> | undefined;
  /** Bumped by every notification: an answer read before one is not kept. */
  private epoch = 0;
  private listening: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  /** The embedded database's client, whose notifications this source follows; undefined on PostgreSQL. */
  private embedded(): PGlite | undefined {
    const client = (this.db as unknown as { $client?: unknown }).$client;
    return client instanceof PGlite ? client : undefined;
  }

  /** The generations now: from memory while no write was notified (embedded), otherwise from the database. */
  async current(): Promise<Generations> {
    const client = this.embedded();
    if (!client) return this.read();
    this.listening ??= client
      .listen(GENERATION_CHANNEL, () => {
        this.epoch++;
        this.known = undefined;
        this.pending = undefined;
      })
      .then(() => undefined);
    await this.listening;
    if (this.known) return this.known;
    if (!this.pending) {
      const epoch = this.epoch;
      const pending = this.read().then((read) => {
        if (this.epoch === epoch) this.known = read;
        if (this.pending === pending) this.pending = undefined;
        return read;
      });
      pending.catch(() => {
        if (this.pending === pending) this.pending = undefined;
      });
      this.pending = pending;
    }
    return this.pending;
  }

  private async read(): Promise<Generations> {
    if (!this.embedded()) {
      // Every request on PostgreSQL: a named statement, parsed and planned once per connection of the pool.
      const pool = (
        this.db as unknown as {
          $client: { query: (query: { name: string; text: string }) => Promise<{ rows: Record<string, string>[] }> };
        }
      ).$client;
      const { rows } = await pool.query({ name: 'celeiro-generations', text: GENERATIONS_SQL });
      const row = rows[0];
      return {
        content: Number(row?.content ?? 0),
        sessions: Number(row?.sessions ?? 0),
        reads: Number(row?.reads ?? 0),
      };
    }
    const [row] = await this.db
      .select({ content: cacheGeneration.content, sessions: cacheGeneration.sessions, reads: cacheGeneration.reads })
      .from(cacheGeneration)
      .where(eq(cacheGeneration.id, 1))
      .limit(1);
    return { content: Number(row?.content ?? 0), sessions: Number(row?.sessions ?? 0), reads: Number(row?.reads ?? 0) };
  }
}

const sources = new WeakMap<Database, GenerationSource>();

/** The generation source of a database (one per server). */
export function generationsOf(db: Database): GenerationSource {
  let source = sources.get(db);
  if (!source) {
    source = new GenerationSource(db);
    sources.set(db, source);
  }
  return source;
}

/** Counters, for tests and the benchmark. */
export interface GenerationCacheStats {
  hits: number;
  misses: number;
  entries: number;
  generation: number;
}

/**
 * Values kept in memory for the newest generation seen: a newer generation empties the cache, a value for an older
 * one is computed and not kept. At most `maxEntries` values and `maxWeight` in all (each value weighs `weigh(value)`
 * once computed), the least recently used dropped first.
 */
export class GenerationCache<T> {
  private current = -1;
  private readonly entries = new Map<string, { value: Promise<T>; weight: number }>();
  private weight = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly maxEntries: number,
    /** Off, every value is computed (to measure without the cache). */
    public enabled = true,
    private readonly weigh: (value: T) => number = () => 1,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether values of `generation` may be kept (it is the newest seen); empties the cache for a newer one. */
  private keeps(generation: number): boolean {
    if (!this.enabled) return false;
    if (generation > this.current) {
      this.entries.clear();
      this.weight = 0;
      this.current = generation;
    }
    return generation === this.current;
  }

  private remember(key: string, value: Promise<T>): void {
    this.delete(key);
    const entry = { value, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        if (this.entries.get(key) !== entry) return;
        entry.weight = this.weigh(resolved);
        this.weight += entry.weight;
        this.evict();
      },
      () => this.entries.get(key) === entry && this.delete(key),
    );
    this.evict();
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || (this.weight > this.maxWeight && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.delete(oldest);
    }
  }

  /** The kept value of `key` for `generation`, if any. */
  peek(generation: number, key: string): Promise<T> | undefined {
    if (!this.keeps(generation)) return undefined;
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.hits++;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.value;
  }

  /** Keeps a value of `key` for `generation` (when it is the newest generation seen). */
  set(generation: number, key: string, value: T): void {
    if (this.keeps(generation)) this.remember(key, Promise.resolve(value));
  }

  /** The value of `key` for `generation`, computed once (concurrent askers share the computation); a failure is not kept. */
  get(generation: number, key: string, compute: () => Promise<T>): Promise<T> {
    const found = this.peek(generation, key);
    if (found) return found;
    this.misses++;
    if (!this.keeps(generation)) return compute();
    const computed = compute();
    this.remember(key, computed);
    return computed;
  }

  /** Forgets a key. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  stats(): GenerationCacheStats & { weight: number } {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      generation: this.current,
      weight: this.weight,
    };
  }
}
