import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, TOKEN_EXPIRED_ERROR, type ConfigPort, type ErrorResponse, type TransportFailurePort } from '../../core';
import { type RefreshedTokens, type RequestContext } from './request-context';

/** The call that trades a refresh token for new tokens. */
export const REFRESH_PATH = 'auth/getAccessTokenFromRefreshToken';

/** What a request accepts back: JSON (the default), a PDF or an image. */
export type Accept = 'json' | 'pdf' | 'image';

const ACCEPT_HEADERS: Record<Accept, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  image: 'image/*',
};

/** Decodes an error body: JSON as is; a binary body (ArrayBuffer or typed array) decoded as UTF-8 JSON first. */
export function decodeErrorBody(data: unknown): ErrorResponse | undefined {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return JSON.parse(new TextDecoder().decode(data)) as ErrorResponse;
    } catch {
      return undefined;
    }
  }
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as ErrorResponse;
    } catch {
      return data === '' ? undefined : { errorType: 'HttpError', message: data };
    }
  }
  return data !== null && typeof data === 'object' ? (data as ErrorResponse) : undefined;
}

/**
 * The axios client of the API (SPEC §7): base URL from config, JSON with optional PDF/image accept, bearer
 * Authorization when signed in, `lang` and `isDesktop` on requests made with parameters, X-Cookies-Accepted
 * when a consent cookie exists and CorrelationId when one is stored. Every failure is reported to the
 * TransportFailurePort, then rejected as an ApiError.
 *
 * An expired access token (401 TokenExpired) is refreshed once for every request that failed with it, however
 * many fail at once: one refresh runs, the new tokens are stored, and each request is retried once. A failed
 * refresh is reported once (the session has ended) and every waiting request rejects.
 */
export class ApiClient {
  private instance?: Promise<AxiosInstance>;
  private refreshing: Promise<boolean> | null = null;

  constructor(
    private readonly config: ConfigPort,
    private readonly context: RequestContext,
    private readonly failures: TransportFailurePort,
    private readonly baseUrl: (config: Awaited<ReturnType<ConfigPort['get']>>) => string = (c) => c.api_url,
    private readonly fixedHeaders: (config: Awaited<ReturnType<ConfigPort['get']>>) => Record<string, string> = () => ({}),
  ) {}

  /** GET `path` with optional query parameters. */
  async get<T>(path: string, params?: Record<string, unknown>, accept: Accept = 'json'): Promise<T> {
    return this.request<T>({ method: 'GET', url: path, params, ...binary(accept) });
  }

  /** POST a JSON body to `path`. */
  async post<T>(path: string, body?: unknown, params?: Record<string, unknown>): Promise<T> {
    return this.request<T>({ method: 'POST', url: path, data: body ?? {}, params });
  }

  /** DELETE `path`. */
  async delete<T>(path: string, params?: Record<string, unknown>): Promise<T> {
    return this.request<T>({ method: 'DELETE', url: path, params });
  }

  /** POST a JSON body with keep-alive, so the request completes even when the page goes away. */
  async postKeepAlive<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>({ method: 'POST', url: path, data: body, adapter: 'fetch', fetchOptions: { keepalive: true } });
  }

  private async request<T>(config: AxiosRequestConfig, retry = true): Promise<T> {
    const http = await this.http();
    const sentToken = this.context.token();
    const authenticated = sentToken !== undefined;
    try {
      return (await http.request<T>(config)).data;
    } catch (error) {
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = response?.status;
      const body = decodeErrorBody(response?.data);
      if (retry && status === 401 && authenticated && this.context.refreshToken) {
        // Expired, or sent with a token that a refresh has replaced since: retry once with the new token.
        const replaced = this.context.token() !== sentToken && this.context.token() !== undefined;
        if (replaced || body?.errorType === TOKEN_EXPIRED_ERROR) {
          if (replaced || (await this.renew(sentToken))) return this.request<T>(config, false);
          throw new ApiError(status, body);
        }
      }
      this.failures.report({ status, body, authenticated });
      throw new ApiError(status, body);
    }
  }

  /** Refreshes the access token (joining the refresh already running, if any); whether new tokens are stored. */
  refreshAccessToken(): Promise<boolean> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Whether the access token `expired` has been renewed: by a refresh already done, the one running, or a new one. */
  private renew(expired: string | undefined): Promise<boolean> {
    const current = this.context.token();
    return current !== expired ? Promise.resolve(current !== undefined) : this.refreshAccessToken();
  }

  /** Trades the refresh token for new tokens and stores them; a failure is reported once. */
  private async refresh(): Promise<boolean> {
    const refreshToken = this.context.refreshToken?.();
    const http = await this.http();
    try {
      if (!refreshToken) throw new ApiError(401, undefined);
      const { data } = await http.post<RefreshedTokens>(REFRESH_PATH, { refresh_token: refreshToken });
      this.context.storeTokens?.(data);
      return true;
    } catch (error) {
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = error instanceof ApiError ? error.status : response?.status;
      this.failures.report({ status, body: decodeErrorBody(response?.data), authenticated: true });
      return false;
    }
  }

  private http(): Promise<AxiosInstance> {
    this.instance ??= this.config.get().then((config) => {
      const instance = axios.create({ baseURL: this.baseUrl(config), headers: this.fixedHeaders(config) });
      instance.interceptors.request.use((request) => this.decorate(request));
      return instance;
    });
    return this.instance;
  }

  private decorate(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const accept = (request.headers.get('Accept') as string | undefined) ?? '';
    if (!accept || accept.startsWith('application/json, text/plain')) request.headers.set('Accept', ACCEPT_HEADERS.json);
    const token = this.context.token();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    const consent = this.context.cookiesAccepted();
    if (consent !== undefined) request.headers.set('X-Cookies-Accepted', String(consent));
    const correlationId = this.context.correlationId();
    if (correlationId) request.headers.set('CorrelationId', correlationId);
    if (request.params && Object.keys(request.params as object).length > 0) {
      request.params = { ...(request.params as object), lang: this.context.locale(), isDesktop: this.context.isDesktop() };
    }
    return request;
  }
}

function binary(accept: Accept): AxiosRequestConfig {
  return accept === 'json' ? {} : { responseType: 'arraybuffer', headers: { Accept: ACCEPT_HEADERS[accept] } };
}
