import { type AppConfig, type ConfigPort } from '../../core';

/** A ConfigPort with a fixed configuration, pointing the adapters at a test server. */
export class StaticConfig implements ConfigPort {
  constructor(private readonly config: AppConfig) {}
  async get(): Promise<AppConfig> {
    return this.config;
  }
}

/** A configuration whose API and cache service live at `baseUrl`. */
export function configFor(baseUrl: string): AppConfig {
  return {
    api_url: `${baseUrl}/api/`,
    api_cache: `${baseUrl}/cache/`,
    api_cache_key: 'test-cache-key',
    checkUserInfoPoolingTime: 60000,
  };
}
