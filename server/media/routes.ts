// The media routes (under /api): the latest media (elastic/latest/media, SPEC §7), one item, its thumbnail, and its
// streams with HTTP range requests. Rights are enforced as for content: an item of a subject outside the reader's
// rights comes back locked, without streams; a stream address is signed for one user and item, expires, and the
// user's rights are read again when it is played.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Static, Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  ErrorCode,
  itemAccess,
  type LatestMediaQuery,
  type Locale,
  MEDIA_KINDS,
  type MediaIdQuery,
  type MediaStreamParams,
  type MediaStreamQuery,
  type MediaItem,
  type MediaPage,
  type MediaVariant,
} from '../../core';
import { type AppContext } from '../context';
import { findUserById } from '../account/users.repository';
import { readerOf, type Reader } from '../content/service';
import { type Database } from '../db/database';
import { businessError, forbidden, unauthorized } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals, Text } from '../wire';
import { mediaItems, mediaKeys, type StoredVariant } from './schema';
import { parseRange } from './range';

/** Where the generated media live. */
export const MEDIA_FILES_DIR = fileURLToPath(new URL('./files/', import.meta.url));
/** How long a signed stream address plays. */
export const STREAM_GRANT_MS = 6 * 3_600_000;
/** The default and largest page of the latest media. */
export const LATEST_MEDIA_LIMIT = { default: 12, max: 50 } as const;

const MIME: Record<string, string> = { webm: 'video/webm', wav: 'audio/wav' };

const LatestQuery = Type.Object({
  commodity: Type.Optional(Int(0)),
  mediaType: Type.Optional(literals(MEDIA_KINDS)),
  page: Type.Optional(Int(1, 10_000)),
  limit: Type.Optional(Int(1, LATEST_MEDIA_LIMIT.max)),
});
export type LatestQueryIsCore = AssertSame<Static<typeof LatestQuery>, LatestMediaQuery>;

const IdPattern = '^[a-z0-9-]{1,64}$';
const IdQuery = Type.Object({ id: Type.String({ pattern: IdPattern, maxLength: 64 }) });
export type IdQueryIsCore = AssertSame<Static<typeof IdQuery>, MediaIdQuery>;

const StreamParams = Type.Object({
  id: Type.String({ pattern: IdPattern, maxLength: 64 }),
  height: Int(0, 4320),
});
const StreamQuery = Type.Object({
  u: Int(1),
  exp: Type.String({ pattern: '^\\d{1,15}$' }),
  sig: Text(64, { minLength: 1 }),
});
export type StreamParamsAreCore = AssertSame<Static<typeof StreamParams>, MediaStreamParams>;
export type StreamQueryIsCore = AssertSame<Static<typeof StreamQuery>, MediaStreamQuery>;

type MediaRow = typeof mediaItems.$inferSelect;

/** The signing key, read once (it never changes once made). */
const keys = new WeakMap<Database, Promise<Buffer>>();
function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select()
      .from(mediaKeys)
      .where(eq(mediaKeys.id, 1))
      .then(([row]) => {
        if (!row) throw new Error('no media key: the media seed has not run');
        return Buffer.from(row.key, 'base64url');
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, userId: number, id: string, height: number, exp: number) =>
  createHmac('sha256', key).update(`${userId}.${id}.${height}.${exp}`).digest('base64url');

/** The title of a row in the reader's language family. */
function titleIn(locale: Locale, row: { titlePt: string; titleEn: string; titleEs: string }): string {
  if (locale === 'EnEu') return row.titleEn;
  if (locale === 'EsEs' || locale === 'EsAr') return row.titleEs;
  return row.titlePt;
}

/** Whether the reader may play an item: the subject in the rights as for content (no plan check: media have no publication type). */
export function mayPlay(reader: Reader, row: Pick<MediaRow, 'subjectId' | 'free' | 'exclusive'>): boolean {
  const access = itemAccess(
    { ...reader.viewer, planTypes: 'all' },
    {
      subjectId: row.subjectId,
      subjectEnabled: reader.subjects.get(row.subjectId)?.habilitado ?? false,
      publicationType: 'media',
      free: row.free,
      exclusive: row.exclusive,
    },
  );
  return access.kind === 'open';
}

/** A media item as the API sends it: locked without streams when the reader may not play it. */
function toMediaItem(reader: Reader, row: MediaRow, key: Buffer, now: number): MediaItem {
  const open = mayPlay(reader, row);
  const exp = now + STREAM_GRANT_MS;
  const variants = (id: string, stored: readonly StoredVariant[]): MediaVariant[] =>
    open
      ? stored.map((variant) => ({
          height: variant.height,
          mimeType: MIME[variant.file.split('.').pop() ?? ''] ?? 'application/octet-stream',
          src: `/api/media/stream/${id}/${variant.height}?u=${reader.userId}&exp=${exp}&sig=${signature(key, reader.userId ?? 0, id, variant.height, exp)}`,
        }))
      : [];
  return {
    _id: row.id,
    kind: row.kind as MediaItem['kind'],
    title: titleIn(reader.locale, row),
    author: row.author,
    commodity: row.subjectId,
    duration: row.duration,
    thumbnail: `/api/media/thumbnail/${row.id}.svg`,
    dt_publish: row.dtPublish.toISOString(),
    locked: !open,
    variants: variants(row.id, row.variants),
    ...(row.embed && open ? { embed: row.embed } : {}),
    ...(row.episodes
      ? {
          episodes: row.episodes.map((episode) => ({
            id: episode.id,
            order: episode.order,
            title: titleIn(reader.locale, episode),
            duration: episode.duration,
            variants: variants(episode.id, episode.variants),
          })),
        }
      : {}),
  };
}

async function reader(ctx: AppContext, request: FastifyRequest): Promise<Reader> {
  const { user, generations } = await requireSession(ctx, request);
  return readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
}

/** The subjects offered (enabled) to list media of. */
function offeredSubjects(reader: Reader, commodity: number): number[] {
  if (commodity === 0) return [...reader.subjects.values()].filter((s) => s.habilitado).map((s) => s.id);
  return reader.subjects.get(commodity)?.habilitado ? [commodity] : [];
}

/** The stored file of an item's (or episode's) variant, or undefined. */
function storedFile(row: MediaRow, id: string, height: number): string | undefined {
  const variants = row.id === id ? row.variants : row.episodes?.find((episode) => episode.id === id)?.variants;
  return variants?.find((variant) => variant.height === height)?.file;
}

/** Sends a file, or the one byte range asked of it (206), or 416 for a range past its end. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, mimeType: string) {
  const path = `${MEDIA_FILES_DIR}${file}`;
  const size = statSync(path).size;
  const range = parseRange(request.headers.range, size);
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Content-Type', mimeType);
  reply.header('Cache-Control', 'private, max-age=3600');
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    return reply.code(416).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  reply.header('Content-Length', String(end - start + 1));
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(path, { start, end }));
}

/** A thumbnail drawn for the item: its kind's colour and its title's initials (no third-party image). */
function thumbnailSvg(row: Pick<MediaRow, 'kind' | 'titlePt'>): string {
  const hue = { video: 150, audio: 40, podcast: 280, tvcast: 200, course: 20, lecture: 330 }[row.kind] ?? 100;
  const initials = row.titlePt
    .split(/\s+/)
    .filter((word) => /^[A-Za-zÀ-ú]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90"><rect width="160" height="90" fill="hsl(${hue} 45% 32%)"/><circle cx="130" cy="22" r="30" fill="hsl(${hue} 45% 45%)"/><text x="14" y="62" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff">${initials.replace(/[<&>]/g, '')}</text></svg>`;
}

/** Registers the media routes. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: LatestMediaQuery; Reply: MediaPage }>(
    '/elastic/latest/media',
    { schema: { querystring: LatestQuery } },
    async (request) => {
      const who = await reader(ctx, request);
      const { commodity = 0, mediaType, page = 1, limit = LATEST_MEDIA_LIMIT.default } = request.query;
      const subjectIds = offeredSubjects(who, commodity);
      if (subjectIds.length === 0) return { items: [], total: 0, page, limit };
      const where = and(
        inArray(mediaItems.subjectId, subjectIds),
        mediaType ? eq(mediaItems.kind, mediaType) : undefined,
      );
      const [rows, [counted], key] = await Promise.all([
        ctx.db
          .select()
          .from(mediaItems)
          .where(where)
          .orderBy(desc(mediaItems.dtPublish), mediaItems.id)
          .limit(limit)
          .offset((page - 1) * limit),
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mediaItems)
          .where(where),
        signingKey(ctx.db),
      ]);
      const now = ctx.now().getTime();
      return { items: rows.map((row) => toMediaItem(who, row, key, now)), total: counted?.n ?? 0, page, limit };
    },
  );

  app.get<{ Querystring: MediaIdQuery; Reply: MediaItem }>(
    '/media/detail',
    { schema: { querystring: IdQuery } },
    async (request) => {
      const who = await reader(ctx, request);
      const [row] = await ctx.db.select().from(mediaItems).where(eq(mediaItems.id, request.query.id));
      if (!row || !who.subjects.get(row.subjectId)?.habilitado) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      return toMediaItem(who, row, await signingKey(ctx.db), ctx.now().getTime());
    },
  );

  app.get<{ Params: MediaIdQuery }>(
    '/media/thumbnail/:id.svg',
    { schema: { params: IdQuery } },
    async (request, reply) => {
      const [row] = await ctx.db.select().from(mediaItems).where(eq(mediaItems.id, request.params.id));
      if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400');
      return thumbnailSvg(row);
    },
  );

  const stream = async (
    request: FastifyRequest<{
      Params: MediaStreamParams;
      Querystring: MediaStreamQuery;
    }>,
    reply: FastifyReply,
  ) => {
    const { id, height } = request.params;
    const { u, exp, sig } = request.query;
    const expires = Number(exp);
    const expected = Buffer.from(signature(await signingKey(ctx.db), u, id, height, expires));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires < ctx.now().getTime())
      throw unauthorized();
    const user = await findUserById(ctx.db, u);
    if (!user || user.disabled) throw unauthorized();
    const itemId = id.replace(/-e\d+$/, '');
    const [row] = await ctx.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
    const file = row ? storedFile(row, id, height) : undefined;
    if (!row || !file) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
    // The rights as they are now: a right taken back stops the stream at once.
    const who = await readerOf(ctx.db, user, requestLocale(request), ctx.now());
    if (!mayPlay(who, row)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
    return sendFile(request, reply, file, MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
  };
  // Sent as they are: the files are compressed already, and a range is of the file's own bytes.
  const streamSchema = { schema: { params: StreamParams, querystring: StreamQuery }, compress: false as const };
  app.get('/media/stream/:id/:height', streamSchema, stream);
}
