import { type MediaEmbedConfig } from './embed';
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

/** The embed services' base URLs, as the runtime configuration (/config.json, `mediaEmbeds`) announces them. */
export interface MediaEmbedConfigPort {
  /** The base URL of each configured embed service (none configured: an empty object). */
  get(): Promise<MediaEmbedConfig>;
}
/** Injection token of the MediaEmbedConfigPort. */
export const MediaEmbedConfigPort = Symbol('MediaEmbedConfigPort');
