// Opens a stream of Server-Sent Events with fetch: the bearer in the Authorization header (never in the address, as
// an EventSource would need), `lang` in the query; a 401 with an expired access token is refreshed and tried once
// more. Kept apart from the ApiClient so that only the quotes module loads it.
import {
  ApiError,
  type ConfigPort,
  decodeErrorBody,
  TOKEN_EXPIRED_ERROR,
  type TransportFailurePort,
} from '../../../core';
import { type ApiClient } from '../api-client';
import { type RequestContext } from '../request-context';

/** Opens the stream at a path of the API with these headers; resolves to the open response, or rejects with an ApiError (reported). */
export type StreamOpener = (path: string, signal: AbortSignal, headers?: Record<string, string>) => Promise<Response>;

/** A StreamOpener over the configuration, the request context and the API client (for its token refresh). */
export function eventStreamOpener(
  config: ConfigPort,
  context: RequestContext,
  failures: TransportFailurePort,
  api: ApiClient,
): StreamOpener {
  const open = async (
    path: string,
    signal: AbortSignal,
    extra: Record<string, string>,
    retry: boolean,
  ): Promise<Response> => {
    let base: string;
    try {
      base = (await config.get()).api_url;
    } catch {
      failures.report({ status: undefined, authenticated: context.token() !== undefined });
      throw new ApiError(undefined, undefined);
    }
    const token = context.token();
    const headers: Record<string, string> = { ...extra, Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const correlationId = context.correlationId();
    if (correlationId) headers.CorrelationId = correlationId;
    const url = `${base.replace(/\/$/, '')}/${path}?lang=${encodeURIComponent(context.locale())}`;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal, cache: 'no-store' });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ApiError(undefined, undefined);
    }
    if (response.ok) return response;
    const body = decodeErrorBody(await response.json().catch(() => undefined));
    if (retry && response.status === 401 && token && body?.errorType === TOKEN_EXPIRED_ERROR) {
      // Refreshed by another request already, or now.
      if (context.token() !== token || (await api.refreshAccessToken())) return open(path, signal, extra, false);
    }
    failures.report({ status: response.status, body, authenticated: token !== undefined });
    throw new ApiError(response.status, body);
  };
  return (path, signal, headers = {}) => open(path, signal, headers, true);
}
