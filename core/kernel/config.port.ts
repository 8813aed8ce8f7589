/** The runtime configuration read from /config.json (SPEC §3). */
export interface AppConfig {
  api_url: string;
  api_cache: string;
  api_cache_key: string;
  checkUserInfoPoolingTime: number;
  URL_PRODUCTION?: string;
  URL_MOBILE?: string;
  brand?: 'consultancy' | 'market-news';
  pushProjectIds?: Record<string, string>;
}

/** Where the configuration comes from. */
export interface ConfigPort {
  /** The configuration; loaded once, then cached. */
  get(): Promise<AppConfig>;
}
/** Injection token of the ConfigPort. */
export const ConfigPort = Symbol('ConfigPort');
