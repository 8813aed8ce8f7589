// The media for a reader (SPEC §7 elastic/latest/media): the latest media, one item, its thumbnail, and the file of
// a stream. Rights are enforced as for content: an item of a subject outside the reader's rights comes back locked,
// without streams; a stream address is signed for one user and item, expires, and the user's rights are read again
// when it is played.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  itemAccess,
  type LatestMediaQuery,
  type Locale,
  type MediaItem,
  type MediaPage,
  type MediaStreamParams,
  type MediaStreamQuery,
  type MediaVariant,
} from '../../core';
import { findUserById } from '../account/users.repository';
import { type AppContext } from '../context';
import { readerOf, type Reader } from '../content/service';
import { businessError, forbidden, unauthorized } from '../errors';
import { countMedia, findMedia, latestMedia, type MediaRow, signingKey } from './repository';
import { type StoredVariant } from './schema';

/** How long a signed stream address plays. */
export const STREAM_GRANT_MS = 6 * 3_600_000;
/** The default and largest page of the latest media. */
export const LATEST_MEDIA_LIMIT = { default: 12, max: 50 } as const;

/** The type of a stored file, by its extension. */
const MIME: Record<string, string> = { webm: 'video/webm', wav: 'audio/wav' };

const signature = (key: Buffer, userId: number, id: string, height: number, exp: number) =>
  createHmac('sha256', key).update(`${userId}.${id}.${height}.${exp}`).digest('base64url');

/** The title of a row in the reader's language family. */
function titleIn(locale: Locale, row: { titlePt: string; titleEn: string; titleEs: string }): string {
  if (locale === 'EnEu') return row.titleEn;
  if (locale === 'EsEs' || locale === 'EsAr') return row.titleEs;
  return row.titlePt;
}

/** Whether the reader may play an item: the subject in the rights as for content (no plan check: media have no publication type). */
function mayPlay(reader: Reader, row: Pick<MediaRow, 'subjectId' | 'free' | 'exclusive'>): boolean {
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

/** A page of the latest media of a commodity (0: every one offered), of one kind if asked. */
export async function latestMediaPage(ctx: AppContext, who: Reader, query: LatestMediaQuery): Promise<MediaPage> {
  const { commodity = 0, mediaType, page = 1, limit = LATEST_MEDIA_LIMIT.default } = query;
  const subjectIds = offeredSubjects(who, commodity);
  if (subjectIds.length === 0) return { items: [], total: 0, page, limit };
  const [rows, total, key] = await Promise.all([
    latestMedia(ctx.db, subjectIds, mediaType, limit, (page - 1) * limit),
    countMedia(ctx.db, subjectIds, mediaType),
    signingKey(ctx.db),
  ]);
  const now = ctx.now().getTime();
  return { items: rows.map((row) => toMediaItem(who, row, key, now)), total, page, limit };
}

/** One media item of a subject offered; 400 (5000) otherwise. */
export async function mediaDetail(ctx: AppContext, who: Reader, id: string): Promise<MediaItem> {
  const row = await findMedia(ctx.db, id);
  if (!row || !who.subjects.get(row.subjectId)?.habilitado) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  return toMediaItem(who, row, await signingKey(ctx.db), ctx.now().getTime());
}

/** An item's thumbnail (SVG); 400 (5000) for an unknown item. */
export async function mediaThumbnail(ctx: AppContext, id: string): Promise<string> {
  const row = await findMedia(ctx.db, id);
  if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  return thumbnailSvg(row);
}

/**
 * The stored file of a stream address and its type: 401 for an address not signed, expired or of a user no longer
 * active, 400 (5000) for an unknown item or rendition, 403 when the user's rights, as they are now, do not play it.
 */
export async function streamFile(
  ctx: AppContext,
  params: MediaStreamParams,
  query: MediaStreamQuery,
  locale: Locale,
): Promise<{ file: string; mimeType: string }> {
  const { id, height } = params;
  const { u, exp, sig } = query;
  const expires = Number(exp);
  const expected = Buffer.from(signature(await signingKey(ctx.db), u, id, height, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires < ctx.now().getTime())
    throw unauthorized();
  const user = await findUserById(ctx.db, u);
  if (!user || user.disabled) throw unauthorized();
  const itemId = id.replace(/-e\d+$/, '');
  const row = await findMedia(ctx.db, itemId);
  const file = row ? storedFile(row, id, height) : undefined;
  if (!row || !file) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  // The rights as they are now: a right taken back stops the stream at once.
  const who = await readerOf(ctx.db, user, locale, ctx.now());
  if (!mayPlay(who, row)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return { file, mimeType: MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
}
