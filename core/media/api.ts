// The media area's wire contract (SPEC §7: GET elastic/latest/media, the latest media playlist with its query
// parameters; and one media item). The server's schemas are checked against these types at compile time.

/** The kinds of media (SPEC §1: video, audio, podcast, TV casts, courses and lectures). */
export const MEDIA_KINDS = ['video', 'audio', 'podcast', 'tvcast', 'course', 'lecture'] as const;
/** A kind of media. */
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The embed services whose base URL comes from the configuration (SPEC §9: video, audio and podcast services). */
export const EMBED_SERVICES = ['video', 'audio', 'podcast'] as const;
/** An embed service. */
export type EmbedService = (typeof EMBED_SERVICES)[number];

/** One quality of a video (its frame height, 480 to 2160) or the one variant of an audio (height 0). */
export interface MediaVariant {
  height: number;
  /** The stream's address, under /api/media/stream/. */
  src: string;
  /** The MIME type of the stream. */
  mimeType: string;
}

/** An item the service plays elsewhere: the service and the id the service knows it by. */
export interface MediaEmbed {
  service: EmbedService;
  ref: string;
}

/** An episode of a course or a lecture, in its order. */
export interface MediaEpisode {
  id: string;
  order: number;
  title: string;
  /** Seconds. */
  duration: number;
  variants: MediaVariant[];
}

/** A media item as the API sends it. `locked`: the reader's rights do not include it (no streams then). */
export interface MediaItem {
  _id: string;
  kind: MediaKind;
  title: string;
  author: string;
  /** The commodity (subject) id it belongs to. */
  commodity: number;
  /** Seconds (a course's or lecture's: the sum of its episodes). */
  duration: number;
  thumbnail: string;
  dt_publish: string;
  locked: boolean;
  variants: MediaVariant[];
  embed?: MediaEmbed;
  episodes?: MediaEpisode[];
}

/** The query of `elastic/latest/media`: a commodity (0 = all), a kind, a page and its size (1 to 50, default 12). */
export interface LatestMediaQuery {
  commodity?: number;
  mediaType?: MediaKind;
  page?: number;
  limit?: number;
}

/** A page of the latest media, newest first. */
export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  limit: number;
}

/** The query of `media/detail`: one item by its _id. */
export interface MediaIdQuery {
  id: string;
}

/** The path parameters of a media stream: the item's _id and the variant's height (0 for an audio). */
export interface MediaStreamParams {
  id: string;
  height: number;
}

/** The query of a media stream's signed address: the user, the expiry (epoch ms) and the signature. */
export interface MediaStreamQuery {
  u: number;
  exp: string;
  sig: string;
}
