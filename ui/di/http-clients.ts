// The HTTP clients of the API and the cache service, in a chunk of their own: axios and the response checks load with
// the first call a page makes, never with the first paint. Each adapter (with its response DTOs) is a chunk of its
// own too, loaded with its port's first call (see HTTP_PORTS in ./container.ts), so a page loads only the calls it makes.
import { type ConfigPort, type TransportFailurePort } from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { type RequestContext } from '../../adapters/http/request-context';

/** What the HTTP clients are built from. */
export interface HttpDependencies {
  config: ConfigPort;
  context: RequestContext;
  failures: TransportFailurePort;
}

/** The API client and the cache-service client (bearer key from config). */
export function httpClients({ config, context, failures }: HttpDependencies) {
  return {
    api: new ApiClient(config, context, failures),
    cache: new ApiClient(
      config,
      context,
      failures,
      (c) => c.api_cache,
      (c) => ({ Authorization: `Bearer ${c.api_cache_key}` }),
    ),
  };
}

/** The HTTP clients. */
export type HttpClients = ReturnType<typeof httpClients>;
