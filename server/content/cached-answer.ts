// The answers of the content lists and details kept in the read cache (server/content/read-cache.ts): computed once
// per rights set, query and content generation, sent as kept when the reader has read none of their entries.
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppContext } from '../context';
import { readCacheOf } from './read-cache';
import { type Reader } from './service';

/** An answer (an entry, a list of entries or a page of them) with the entries the reader has read marked so. */
function withMarks<T>(value: T, read: ReadonlySet<number>): T {
  const mark = <E>(entry: E): E => (read.has((entry as { id: number }).id) ? { ...entry, read: true } : entry);
  if (Array.isArray(value)) return value.map(mark) as T;
  const page = value as { items?: unknown };
  if (Array.isArray(page.items)) return { ...value, items: page.items.map(mark) };
  return mark(value);
}

/**
 * An answer from the read cache, kept under the reader's whole rights set and the query for the reader's generation:
 * sent as kept (serialised and compressed once) when the reader has read none of its entries, otherwise with the
 * reader's own read marks.
 */
export async function cachedAnswer<T>(
  ctx: AppContext,
  who: Reader,
  request: FastifyRequest,
  reply: FastifyReply,
  query: unknown,
  compute: () => Promise<T>,
): Promise<T | FastifyReply> {
  const cache = readCacheOf(ctx.db);
  const kept = await cache.answer(who.generations.content, `${who.rightsKey}\n${JSON.stringify(query)}`, compute);
  const read = who.userId === null ? new Set<number>() : await cache.readMarks(who.generations.reads, who.userId);
  const marked = kept.itemIds().filter((id) => read.has(id));
  return marked.length === 0 ? kept.send(request, reply) : withMarks(kept.value, new Set(marked));
}
