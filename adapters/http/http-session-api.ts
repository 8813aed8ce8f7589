import { type SessionApiPort } from '../../core';
import { type ApiClient } from './api-client';

/** SessionApiPort over the HTTP API: the time spent in the app. */
export class HttpSessionApi implements SessionApiPort {
  constructor(private readonly api: ApiClient) {}

  async sendTimeSpent(seconds: number): Promise<void> {
    await this.api.post('client/update/time-spent', { time: seconds });
  }
}
