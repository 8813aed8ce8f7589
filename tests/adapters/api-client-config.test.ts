import { describe, expect, it } from 'vitest';
import { ApiError, type AppConfig, type ConfigPort, type Locale } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { type RequestContext } from '../../adapters/http/request-context';
import { RecordingFailures } from '../fakes/recording-failures';

/** A configuration that never loads (the config file unreachable or refused), then loads. */
class FailingConfig implements ConfigPort {
  calls = 0;
  constructor(private readonly failures: number) {}
  get(): Promise<AppConfig> {
    this.calls++;
    if (this.calls <= this.failures) return Promise.reject(new Error('config.json: HTTP 500'));
    return Promise.resolve({
      api_url: 'http://127.0.0.1:9/api/',
      api_cache: '',
      api_cache_key: '',
      checkUserInfoPoolingTime: 60_000,
    } as AppConfig);
  }
}

const context = (token?: string): RequestContext =>
  ({
    token: () => token,
    locale: (): Locale => 'PtBr',
    isDesktop: () => true,
    cookiesAccepted: () => undefined,
    correlationId: () => undefined,
  }) as unknown as RequestContext;

describe('ApiClient without its configuration', () => {
  it('reports the request once as one without a response, and rejects it so', async () => {
    const failures = new RecordingFailures();
    const api = new ApiClient(new FailingConfig(1), context('token-1'), failures);
    const error = await api.get('anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeUndefined();
    expect(failures.reported).toEqual([{ status: undefined, authenticated: true }]);
  });

  it('tries the configuration again on the next request', async () => {
    const failures = new RecordingFailures();
    const config = new FailingConfig(2);
    const api = new ApiClient(config, context(), failures);
    await api.get('anything').catch(() => undefined);
    await api.get('anything').catch(() => undefined);
    expect(config.calls).toBe(2);
    expect(failures.reported).toEqual([
      { status: undefined, authenticated: false },
      { status: undefined, authenticated: false },
    ]);
  });
});
