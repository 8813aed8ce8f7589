// The read cache of the content routes: answers kept in memory under the reader's whole rights set plus the query,
// for one content generation (server/db/generations.ts), and each user's read marks for one reads generation. A
// write to content, plans, subjects or rights bumps the generation in its own transaction, and every request gets
// the generations first: an answer from before such a write is never served again, on this instance or any other.
// Nothing here needs to survive a restart or be shared: losing it costs only database reads.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Database } from '../db/database';
import { GenerationCache, type GenerationCacheStats } from '../db/generations';
import { contentReads } from '../db/tables';

/** How many answers one instance keeps at most (the least recently used go first)… */
export const READ_CACHE_MAX_ENTRIES = 20_000;
/** …and how many content items they hold in all (a list answer weighs its items, any other answer one). */
export const READ_CACHE_MAX_ITEMS = 40_000;
/** How many users' read marks one instance keeps at most. */
export const READ_MARKS_MAX_USERS = 5000;
/** Answers smaller than this go out uncompressed, as @fastify/compress does. */
const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings an answer is kept in, the client's preferred first. */
type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer a request in: Brotli, else gzip, else none (what @fastify/compress would choose). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** A cached answer: its value, and its JSON in each encoding asked so far (serialised and compressed once). */
export class CachedAnswer<T = unknown> {
  private json: string | undefined;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly value: T) {}

  /** The ids of the content items the answer holds (an item, a list of items, or a page of them). */
  itemIds(): number[] {
    const value = this.value as unknown;
    const items = Array.isArray(value)
      ? value
      : Array.isArray((value as { items?: unknown }).items)
        ? (value as { items: unknown[] }).items
        : [value];
    return items.map((item) => (item as { id?: unknown }).id).filter((id): id is number => typeof id === 'number');
  }

  /** How much the answer weighs in the cache: its items. */
  weight(): number {
    return Math.max(1, this.itemIds().length);
  }

  /** The answer's JSON in an encoding: (the encoding used, the bytes); small answers are never compressed. */
  async encode(wanted: Encoding): Promise<{ encoding: Encoding; bytes: Buffer }> {
    this.json ??= JSON.stringify(this.value);
    const encoding = this.json.length < COMPRESS_THRESHOLD ? 'identity' : wanted;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const json = Buffer.from(this.json);
      bytes =
        encoding === 'br'
          ? brotli(json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
            })
          : encoding === 'gzip'
            ? gzipAsync(json)
            : Promise.resolve(json);
      this.encoded.set(encoding, bytes);
    }
    return { encoding, bytes: await bytes };
  }

  /** Sends the answer as kept, in the encoding the request accepts. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { encoding, bytes } = await this.encode(negotiateEncoding(request.headers['accept-encoding']));
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }
}

/** The answers cache and the read marks cache of one server. */
export class ReadCache {
  readonly answers = new GenerationCache<CachedAnswer>(
    READ_CACHE_MAX_ENTRIES,
    true,
    (answer) => answer.weight(),
    READ_CACHE_MAX_ITEMS,
  );
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
  async get<T>(generation: number, key: string, compute: () => Promise<T>): Promise<T> {
    return (await this.answer(generation, key, compute)).value;
  }

  /** The answer under `key` for the content generation `generation` with its encoded forms, computed once. */
  answer<T>(generation: number, key: string, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    return this.answers.get(generation, key, async () => new CachedAnswer(await compute())) as Promise<CachedAnswer<T>>;
  }

  /** The ids of every item a user has read, as of the reads generation `generation`. */
  readMarks(generation: number, userId: number): Promise<ReadonlySet<number>> {
    return this.marks.get(generation, String(userId), async () => {
      const rows = await this.db
        .select({ id: contentReads.contentId })
        .from(contentReads)
        .where(eq(contentReads.userId, userId));
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
