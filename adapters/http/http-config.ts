import { type AppConfig, type ConfigPort, type LoggerPort } from '../../core';
import { ConsoleLogger } from '../browser/console-logger';
import { AppConfigDto } from './kernel/config.dto';
import { parseResponse } from './parse-response';

/** Basic-auth credentials of /config.json. */
export interface ConfigCredentials {
  username: string;
  password: string;
}

/**
 * The runtime configuration from /config.json, fetched once with basic auth (a plain fetch: the configuration is
 * read before the API client is needed); when that request fails it is tried once more before giving up. The
 * page may have started the first request already (`early`, taken once), so the configuration arrives while the
 * app's code still loads. The answer is checked against the configuration's contract once: a broken one is
 * logged and rejects as a ContractError (tried again on the next read, like a failed request).
 */
export class HttpConfig implements ConfigPort {
  private loaded?: Promise<AppConfig>;

  constructor(
    private readonly credentials: ConfigCredentials,
    private readonly url = '/config.json',
    private readonly logger: LoggerPort = new ConsoleLogger(),
    private readonly early: () => Promise<Response> | undefined = () => undefined,
  ) {}

  get(): Promise<AppConfig> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<AppConfig> {
    const { status, data } = await this.fetch();
    return parseResponse(AppConfigDto, data, { call: 'GET config.json', status, logger: this.logger });
  }

  private async fetch(): Promise<{ status: number; data: unknown }> {
    let response: Response | undefined;
    try {
      response = await (this.early() ?? this.request());
    } catch {
      response = undefined;
    }
    if (!response?.ok) response = await this.request();
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return { status: response.status, data: (await response.json()) as unknown };
  }

  private request(): Promise<Response> {
    const basic = btoa(`${this.credentials.username}:${this.credentials.password}`);
    return fetch(this.url, { headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' } });
  }
}
