import axios from 'axios';
import { type AppVersionPort, type LoggerPort } from '../../core';
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
    const { status, data } = await axios.get<unknown>(this.url, { headers: { 'Cache-Control': 'no-cache' } });
    return parseResponse(AppVersionDto, data, { call: 'GET appversion.json', status, logger: this.logger }).hash;
  }
}
