import axios from 'axios';
import { type AppVersion, type AppVersionPort, type LoggerPort } from '../../core';
import { ConsoleLogger } from '../browser/console-logger';
import { parseResponse } from './parse-response';
import { AppVersionDto } from './session/session.dto';

/** AppVersionPort over the version file the server publishes at /appversion.json ({ hash }), never cached. */
export class HttpAppVersion implements AppVersionPort {
  constructor(
    private readonly url = '/appversion.json',
    private readonly logger: LoggerPort = new ConsoleLogger(),
  ) {}

  async hash(): Promise<string> {
    return (await this.version()).hash;
  }

  async version(): Promise<AppVersion> {
    const { status, data } = await axios.get<unknown>(this.url, { headers: { 'Cache-Control': 'no-cache' } });
    const parsed = parseResponse(AppVersionDto, data, { call: 'GET appversion.json', status, logger: this.logger });
    return parsed.builtAt === undefined ? { hash: parsed.hash } : { hash: parsed.hash, builtAt: parsed.builtAt };
  }
}
