// The read cache of the content routes: answers kept in memory under the reader's whole rights set plus the query,
// for one database generation. The generation (table cache_generation) is bumped by triggers in the same
// transaction as any write to content, plans, subjects, rights or a user's profile, plan or trial, and every
// request reads it first: an answer from before such a write is never served again, on this instance or any
// other. Nothing here needs to survive a restart or be shared: losing it costs only a database read.
import { eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { cacheGeneration } from '../db/tables';

/** How many answers one instance keeps at most (the least recently used go first). */
export const READ_CACHE_MAX_ENTRIES = 2000;

/** Counters, for tests and the benchmark. */
export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  generation: number;
}

/** A cache of computed answers for the current generation of the database. */
export class ReadCache {
  private current = -1;
  private readonly entries = new Map<string, Promise<unknown>>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly db: Database,
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
    /** Off, every read goes to the database (to measure without the cache). */
    public enabled = true,
  ) {}

  /** The database's generation now (one indexed read of one row). */
  async generation(): Promise<number> {
    if (!this.enabled) return 0;
    const [row] = await this.db.select({ value: cacheGeneration.value }).from(cacheGeneration).where(eq(cacheGeneration.id, 1)).limit(1);
    return Number(row?.value ?? 0);
  }

  /**
   * The answer under `key` for `generation`, computing it once (concurrent askers share the computation). A newer
   * generation empties the cache; an answer for an older one than the newest seen is computed and not kept. A
   * computation that fails is not kept either.
   */
  get<T>(generation: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    if (generation > this.current) {
      this.entries.clear();
      this.current = generation;
    }
    if (generation < this.current) {
      this.misses++;
      return compute();
    }
    const found = this.entries.get(key);
    if (found) {
      this.hits++;
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found as Promise<T>;
    }
    this.misses++;
    const computed = compute();
    this.entries.set(key, computed);
    computed.catch(() => {
      if (this.entries.get(key) === computed) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return computed;
  }

  stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, generation: this.current };
  }
}

const caches = new WeakMap<Database, ReadCache>();

/** The read cache of a database (one per server, on unless the server's options turn it off). */
export function readCacheOf(db: Database): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(db);
    caches.set(db, cache);
  }
  return cache;
}
