// The wire contract shared by every area: the runtime configuration and the plain answers of calls that only say
// they were done. Each area declares its own calls in core/<area>/api.ts; the server's schemas are checked against them.
import { type Brand } from './enums';

/** The runtime configuration read from /config.json (SPEC §3). */
export interface AppConfig {
  api_url: string;
  api_cache: string;
  api_cache_key: string;
  checkUserInfoPoolingTime: number;
  URL_PRODUCTION?: string;
  URL_MOBILE?: string;
  brand?: Brand;
  pushProjectIds?: Record<string, string>;
  /** The base URL of each media embed service (video, audio, podcast); read by the media area only. */
  mediaEmbeds?: Partial<Record<'video' | 'audio' | 'podcast', string>>;
}

/** The answer of a call that sent a mail or a request to the team. */
export interface SentAnswer {
  sent: true;
}

/** The empty answer `{}` of a call that only acknowledges (logouts, read marks, the time spent, a removed device). */
export type EmptyAnswer = Record<string, never>;
