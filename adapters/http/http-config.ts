import axios from 'axios';
import { type AppConfig, type ConfigPort } from '../../core';

/** Basic-auth credentials of /config.json. */
export interface ConfigCredentials {
  username: string;
  password: string;
}

/**
 * The runtime configuration from /config.json, fetched once with basic auth; when that request fails
 * a plain fetch with the same credentials is tried before giving up.
 */
export class HttpConfig implements ConfigPort {
  private loaded?: Promise<AppConfig>;

  constructor(
    private readonly credentials: ConfigCredentials,
    private readonly url = '/config.json',
  ) {}

  get(): Promise<AppConfig> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<AppConfig> {
    try {
      return (await axios.get<AppConfig>(this.url, { auth: this.credentials })).data;
    } catch {
      const basic = btoa(`${this.credentials.username}:${this.credentials.password}`);
      const response = await fetch(this.url, { headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      return (await response.json()) as AppConfig;
    }
  }
}
