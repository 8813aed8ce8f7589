// The read cache of the content routes: answers kept in memory under the reader's whole rights set plus the query,
// for one content generation (server/db/generations.ts), and each user's read marks for one reads generation. A
// write to content, plans, subjects or rights bumps the generation in its own transaction, and every request gets
// the generations first: an answer from before such a write is never served again, on this instance or any other.
// Nothing here needs to survive a restart or be shared: losing it costs only database reads.
import { eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { GenerationCache, type GenerationCacheStats } from '../db/generations';
import { contentReads } from '../db/tables';

/** How many answers one instance keeps at most (the least recently used go first). */
export const READ_CACHE_MAX_ENTRIES = 2000;
/** How many users' read marks one instance keeps at most. */
export const READ_MARKS_MAX_USERS = 5000;

/** The answers cache and the read marks cache of one server. */
export class ReadCache {
  readonly answers = new GenerationCache<unknown>(READ_CACHE_MAX_ENTRIES);
  private readonly marks = new GenerationCache<ReadonlySet<number>>(READ_MARKS_MAX_USERS);

  constructor(private readonly db: Database) {}

  get enabled(): boolean {
    return this.answers.enabled;
  }

  set enabled(on: boolean) {
    this.answers.enabled = on;
    this.marks.enabled = on;
  }

  /** The answer under `key` for the content generation `generation`, computed once. */
  get<T>(generation: number, key: string, compute: () => Promise<T>): Promise<T> {
    return this.answers.get(generation, key, compute) as Promise<T>;
  }

  /** The ids of every item a user has read, as of the reads generation `generation`. */
  readMarks(generation: number, userId: number): Promise<ReadonlySet<number>> {
    return this.marks.get(generation, String(userId), async () => {
      const rows = await this.db.select({ id: contentReads.contentId }).from(contentReads).where(eq(contentReads.userId, userId));
      return new Set(rows.map((row) => row.id));
    });
  }

  stats(): GenerationCacheStats {
    return this.answers.stats();
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
