import { type LatestMediaQuery, type MediaItem, type MediaPage } from './api';

/** The media reads of the API. */
export interface MediaApiPort {
  /** A page of the latest media the reader may see (locked entries for what the rights do not include). */
  latest(query: LatestMediaQuery): Promise<MediaPage>;
  /** One media item by its _id. */
  detail(id: string): Promise<MediaItem>;
}
/** Injection token of the MediaApiPort. */
export const MediaApiPort = Symbol('MediaApiPort');
