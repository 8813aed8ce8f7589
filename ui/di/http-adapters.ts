// The HTTP adapters of the API and the cache service, in a chunk of their own: axios, the response DTOs and their
// checks load with the first call a page makes, never with the first paint.
import { type ConfigPort, type TransportFailurePort } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAcceptorApi } from '../../adapters/http/http-acceptor-api';
import { HttpAccountApi } from '../../adapters/http/http-account-api';
import { HttpAppVersion } from '../../adapters/http/http-app-version';
import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { HttpContentApi } from '../../adapters/http/http-content-api';
import { HttpContentCache } from '../../adapters/http/http-content-cache';
import { HttpDeviceApi } from '../../adapters/http/http-device-api';
import { HttpLayoutApi } from '../../adapters/http/http-layout-api';
import { HttpSessionApi } from '../../adapters/http/http-session-api';
import { HttpSupportApi } from '../../adapters/http/http-support-api';
import { type RequestContext } from '../../adapters/http/request-context';

/** What the HTTP adapters are built from. */
export interface HttpDependencies {
  config: ConfigPort;
  context: RequestContext;
  failures: TransportFailurePort;
}

/** Every HTTP adapter, over one API client and one cache-service client (bearer key from config). */
export function httpAdapters({ config, context, failures }: HttpDependencies) {
  const api = new ApiClient(config, context, failures);
  const cache = new ApiClient(
    config,
    context,
    failures,
    (c) => c.api_cache,
    (c) => ({ Authorization: `Bearer ${c.api_cache_key}` }),
  );
  return {
    auth: new HttpAuthApi(api),
    content: new HttpContentApi(api),
    contentCache: new HttpContentCache(cache),
    account: new HttpAccountApi(api),
    session: new HttpSessionApi(api),
    acceptor: new HttpAcceptorApi(api),
    device: new HttpDeviceApi(api),
    support: new HttpSupportApi(api),
    appVersion: new HttpAppVersion(),
    layout: new HttpLayoutApi(api),
  };
}

/** The HTTP adapters. */
export type HttpAdapters = ReturnType<typeof httpAdapters>;
