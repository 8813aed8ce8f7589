import {
  ApiError,
  ErrorCode,
  type LatestMediaQuery,
  type MediaApiPort,
  type MediaEpisode,
  type MediaItem,
  type MediaKind,
  type MediaPage,
  type MediaVariant,
} from '../../core';

/** A stream of a quality (0: an audio). */
export const mediaVariant = (id: string, height: number): MediaVariant => ({
  height,
  src: `/api/media/stream/${id}/${height}`,
  mimeType: height === 0 ? 'audio/wav' : 'video/webm',
});

/** A media item with every field filled (a video of coffee at 576 and 480 unless told otherwise). */
export function mediaItem(id: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    _id: id,
    kind: 'video' as MediaKind,
    title: `Mídia ${id}`,
    author: 'Marina Couto',
    commodity: 7,
    duration: 6,
    thumbnail: `/api/media/thumbnail/${id}.svg`,
    dt_publish: '2026-11-20T11:00:00.000Z',
    locked: false,
    variants: [mediaVariant(id, 576), mediaVariant(id, 480)],
    ...extra,
  };
}

/** Episodes of a course or lecture, each `duration` seconds, numbered in the order given. */
export const mediaEpisodes = (id: string, titles: readonly string[], duration = 6): MediaEpisode[] =>
  titles.map((title, index) => ({
    id: `${id}-e${index + 1}`,
    order: index + 1,
    title,
    duration,
    variants: [mediaVariant(`${id}-e${index + 1}`, 576), mediaVariant(`${id}-e${index + 1}`, 480)],
  }));

/**
 * The media API in memory, with the server's rules: the latest media newest first, filtered by commodity (0 = all) and
 * kind, a page at a time (12 by default); an unknown item answers the document-not-found error. `calls` records the
 * queries; `offline` makes every call fail without a response.
 */
export class FakeMediaApi implements MediaApiPort {
  items: MediaItem[] = [];
  offline = false;
  readonly calls: LatestMediaQuery[] = [];

  async latest(query: LatestMediaQuery): Promise<MediaPage> {
    if (this.offline) throw new ApiError(undefined, undefined);
    this.calls.push({ ...query });
    const { commodity = 0, mediaType, page = 1, limit = 12 } = query;
    const matching = this.items
      .filter((item) => (commodity === 0 || item.commodity === commodity) && (!mediaType || item.kind === mediaType))
      .sort((a, b) => b.dt_publish.localeCompare(a.dt_publish) || a._id.localeCompare(b._id));
    return {
      items: structuredClone(matching.slice((page - 1) * limit, page * limit)),
      total: matching.length,
      page,
      limit,
    };
  }

  async detail(id: string): Promise<MediaItem> {
    if (this.offline) throw new ApiError(undefined, undefined);
    const item = this.items.find((candidate) => candidate._id === id);
    if (!item)
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.DOCUMENT_NOT_FOUND,
        message: 'Documento não encontrado.',
        erros: [],
      });
    return structuredClone(item);
  }
}
