import {
  EMBED_SERVICES,
  type LatestMediaQuery,
  type MediaApiPort,
  type MediaEmbedConfig,
  type MediaEmbedConfigPort,
  type MediaItem,
  type MediaPage,
} from '../../core';
import { type ApiClient } from './api-client';
import { MediaItemDto, MediaPageDto } from './media/media.dto';

/** MediaApiPort over the HTTP API (SPEC §7: elastic/latest/media; media/detail). */
export class HttpMediaApi implements MediaApiPort {
  constructor(private readonly api: ApiClient) {}

  latest(query: LatestMediaQuery): Promise<MediaPage> {
    return this.api.get('elastic/latest/media', { params: { ...query }, response: MediaPageDto });
  }

  detail(id: string): Promise<MediaItem> {
    return this.api.get('media/detail', { params: { id }, response: MediaItemDto });
  }
}

/**
 * The embed services' base URLs from /config.json (basic auth), read with the media area's own check: only
 * `mediaEmbeds` is kept, and only http(s) or same-origin addresses; anything else counts as not configured.
 */
export class HttpMediaEmbedConfig implements MediaEmbedConfigPort {
  private loaded?: Promise<MediaEmbedConfig>;

  constructor(
    private readonly credentials: { username: string; password: string },
    private readonly url = '/config.json',
  ) {}

  get(): Promise<MediaEmbedConfig> {
    this.loaded ??= this.load().catch(() => {
      this.loaded = undefined;
      return {};
    });
    return this.loaded;
  }

  private async load(): Promise<MediaEmbedConfig> {
    const { username, password } = this.credentials;
    const response = await fetch(this.url, { headers: { Authorization: `Basic ${btoa(`${username}:${password}`)}` } });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    const embeds = ((await response.json()) as { mediaEmbeds?: unknown }).mediaEmbeds;
    const config: MediaEmbedConfig = {};
    if (embeds && typeof embeds === 'object')
      for (const service of EMBED_SERVICES) {
        const base = (embeds as Record<string, unknown>)[service];
        if (typeof base === 'string' && /^(https?:\/\/|\/)/.test(base)) config[service] = base;
      }
    return config;
  }
}
