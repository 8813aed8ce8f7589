import axios from 'axios';
import { type AppVersionPort } from '../../core';

/** AppVersionPort over the version file the server publishes at /appversion.json ({ hash }), never cached. */
export class HttpAppVersion implements AppVersionPort {
  constructor(private readonly url = '/appversion.json') {}

  async hash(): Promise<string> {
    const { data } = await axios.get<{ hash?: unknown }>(this.url, { headers: { 'Cache-Control': 'no-cache' } });
    if (typeof data?.hash !== 'string' || data.hash === '') throw new Error('appversion.json has no hash');
    return data.hash;
  }
}
