// The media routes (under /api): the latest media (elastic/latest/media, SPEC §7), one item, its thumbnail, and its
// streams with HTTP range requests. Rights are enforced as for content: an item of a subject outside the reader's
// rights comes back locked, without streams; a stream address is signed for one user and item, expires, and the
// user's rights are read again when it is played.
import { createReadStream, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type LatestMediaQuery,
  MEDIA_KINDS,
  type MediaIdQuery,
  type MediaStreamParams,
  type MediaStreamQuery,
  type MediaItem,
  type MediaPage,
} from '../../core';
import { type AppContext } from '../context';
import { requireReader } from '../content/guard';
import { requestLocale } from '../messages';
import { type AssertSame, Int, literals, Text } from '../wire';
import { parseRange } from './range';
import { LATEST_MEDIA_LIMIT, latestMediaPage, mediaDetail, mediaThumbnail, streamFile } from './service';

/** Where the generated media live. */
export const MEDIA_FILES_DIR = fileURLToPath(new URL('./files/', import.meta.url));
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

/** Registers the media routes. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: LatestMediaQuery; Reply: MediaPage }>(
    '/elastic/latest/media',
    { schema: { querystring: LatestQuery } },
    async (request) => latestMediaPage(ctx, await requireReader(ctx, request), request.query),
  );

  app.get<{ Querystring: MediaIdQuery; Reply: MediaItem }>(
    '/media/detail',
    { schema: { querystring: IdQuery } },
    async (request) => mediaDetail(ctx, await requireReader(ctx, request), request.query.id),
  );

  app.get<{ Params: MediaIdQuery }>(
    '/media/thumbnail/:id.svg',
    { schema: { params: IdQuery } },
    async (request, reply) => {
      const svg = await mediaThumbnail(ctx, request.params.id);
      reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400');
      return svg;
    },
  );

  const stream = async (
    request: FastifyRequest<{
      Params: MediaStreamParams;
      Querystring: MediaStreamQuery;
    }>,
    reply: FastifyReply,
  ) => {
    const { file, mimeType } = await streamFile(ctx, request.params, request.query, requestLocale(request));
    return sendFile(request, reply, file, mimeType);
  };
  // Sent as they are: the files are compressed already, and a range is of the file's own bytes.
  const streamSchema = { schema: { params: StreamParams, querystring: StreamQuery }, compress: false as const };
  app.get('/media/stream/:id/:height', streamSchema, stream);
}
