import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import {
  ApiError,
  ContractError,
  decodeErrorBody,
  TOKEN_EXPIRED_ERROR,
  type ConfigPort,
  type LoggerPort,
  type TransportFailurePort,
} from '../../core';
import { ConsoleLogger } from '../browser/console-logger';
import { parseResponse, type Parsed, type ResponseShape } from './parse-response';
import { type RequestContext } from './request-context';
import { RefreshedTokensDto } from './session/session.dto';

/** The call that trades a refresh token for new tokens. */
export const REFRESH_PATH = 'auth/getAccessTokenFromRefreshToken';

/** What a request accepts back: JSON (the default), a PDF or an image. */
export type Accept = 'json' | 'pdf' | 'image';

const ACCEPT_HEADERS: Record<Accept, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  image: 'image/*',
};

/**
 * The axios client of the API (SPEC §7): base URL from config, JSON with optional PDF/image accept, bearer
 * Authorization when signed in, `lang` and `isDesktop` on requests made with parameters, X-Cookies-Accepted
 * when a consent cookie exists and CorrelationId when one is stored. Every failure is reported to the
 * TransportFailurePort, then rejected as an ApiError.
 *
 * A call that reads its answer names the answer's shape (a DTO of adapters/http/<area>, or `[Dto]` for a list):
 * the answer is parsed and validated once, here (see parseResponse). One that breaks the contract is logged once,
 * reported once (the generic error message) and rejected as a ContractError. A call that names no shape gets
 * its answer as unknown: the adapters use that only for answers they do not read (and for binary downloads).
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
    private readonly fixedHeaders: (
      config: Awaited<ReturnType<ConfigPort['get']>>,
    ) => Record<string, string> = () => ({}),
    private readonly logger: LoggerPort = new ConsoleLogger(),
  ) {}

  /** GET `path` (query parameters in `params`); its answer as `response`'s typed value. */
  get<S extends ResponseShape>(path: string, options: RequestOptions & { response: S }): Promise<Parsed<S>>;
  /** GET `path`; its answer unread (or binary, with `accept`). */
  get(path: string, options?: RequestOptions & { accept?: Accept }): Promise<unknown>;
  get(
    path: string,
    { params, accept = 'json', response }: RequestOptions & { accept?: Accept; response?: ResponseShape } = {},
  ): Promise<unknown> {
    return this.request({ method: 'GET', url: path, params, ...binary(accept) }, response);
  }

  /** GET a file at `path` (a PDF by default): its bytes and headers (adapters read the name and type from them). */
  getFile(path: string, { params, accept = 'pdf' }: RequestOptions & { accept?: Accept } = {}): Promise<FileAnswer> {
    return this.request(
      { method: 'GET', url: path, params, ...binary(accept) },
      undefined,
      true,
      true,
    ) as Promise<FileAnswer>;
  }

  /** POST a JSON body to `path`; its answer as `response`'s typed value. */
  post<S extends ResponseShape>(
    path: string,
    body: unknown,
    options: RequestOptions & { response: S },
  ): Promise<Parsed<S>>;
  /** POST a JSON body to `path`; its answer unread. */
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  post(
    path: string,
    body?: unknown,
    { params, response }: RequestOptions & { response?: ResponseShape } = {},
  ): Promise<unknown> {
    return this.request({ method: 'POST', url: path, data: body ?? {}, params }, response);
  }

  /** PUT a JSON body to `path` (it replaces what is there); its answer as `response`'s typed value. */
  put<S extends ResponseShape>(
    path: string,
    body: unknown,
    { params, response }: RequestOptions & { response: S },
  ): Promise<Parsed<S>> {
    return this.request({ method: 'PUT', url: path, data: body, params }, response) as Promise<Parsed<S>>;
  }

  /** DELETE `path`; its answer unread. */
  delete(path: string, options: RequestOptions = {}): Promise<unknown> {
    return this.request({ method: 'DELETE', url: path, params: options.params });
  }

  /** POST a JSON body with keep-alive, so the request completes even when the page goes away; its answer unread. */
  postKeepAlive(path: string, body: unknown): Promise<unknown> {
    return this.request({ method: 'POST', url: path, data: body, adapter: 'fetch', fetchOptions: { keepalive: true } });
  }

  private async request(
    config: AxiosRequestConfig,
    shape?: ResponseShape,
    retry = true,
    whole = false,
  ): Promise<unknown> {
    const http = await this.connected();
    const sentToken = this.context.token();
    const authenticated = sentToken !== undefined;
    let answer;
    try {
      answer = await http.request<unknown>(config);
    } catch (error) {
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = response?.status;
      const body = decodeErrorBody(response?.data);
      if (retry && status === 401 && authenticated && this.context.refreshToken) {
        // Expired, or sent with a token that a refresh has replaced since: retry once with the new token.
        const replaced = this.context.token() !== sentToken && this.context.token() !== undefined;
        if (replaced || body?.errorType === TOKEN_EXPIRED_ERROR) {
          if (replaced || (await this.renew(sentToken))) return this.request(config, shape, false, whole);
          throw new ApiError(status, body);
        }
      }
      this.failures.report({ status, body, authenticated });
      throw new ApiError(status, body);
    }
    if (whole) return answer;
    return shape
      ? this.parse(shape, answer.data, `${config.method} ${config.url}`, answer.status, authenticated)
      : answer.data;
  }

  /** The answer as `shape`'s typed value; a broken contract is logged (by parseResponse), reported and thrown, once. */
  private parse<S extends ResponseShape>(
    shape: S,
    payload: unknown,
    call: string,
    status: number,
    authenticated: boolean,
  ): Parsed<S> {
    try {
      return parseResponse(shape, payload, { call, status, logger: this.logger });
    } catch (error) {
      if (error instanceof ContractError) this.failures.report({ status, authenticated, contract: true });
      throw error;
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
      const { data, status } = await http.post<unknown>(REFRESH_PATH, { refresh_token: refreshToken });
      const tokens = this.parse(RefreshedTokensDto, data, `POST ${REFRESH_PATH}`, status, true);
      this.context.storeTokens?.({ token: tokens.token, refresh_token: tokens.refresh_token });
      return true;
    } catch (error) {
      if (error instanceof ContractError) return false;
      const response = error instanceof AxiosError ? error.response : undefined;
      const status = error instanceof ApiError ? error.status : response?.status;
      this.failures.report({ status, body: decodeErrorBody(response?.data), authenticated: true });
      return false;
    }
  }

  /**
   * The configured axios instance. A configuration that cannot be read fails the request before it leaves: it is
   * reported and rejected as a request without a response, so the user hears of it once, from the presenter.
   */
  private async connected(): Promise<AxiosInstance> {
    try {
      return await this.http();
    } catch {
      this.failures.report({ status: undefined, authenticated: this.context.token() !== undefined });
      throw new ApiError(undefined, undefined);
    }
  }

  /** The axios instance over the configuration, made once; a configuration that failed to load is tried again next time. */
  private http(): Promise<AxiosInstance> {
    this.instance ??= this.config.get().then(
      (config) => {
        const instance = axios.create({ baseURL: this.baseUrl(config), headers: this.fixedHeaders(config) });
        instance.interceptors.request.use((request) => this.decorate(request));
        return instance;
      },
      (error: unknown) => {
        this.instance = undefined;
        throw error;
      },
    );
    return this.instance;
  }

  private decorate(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const accept = (request.headers.get('Accept') as string | undefined) ?? '';
    if (!accept || accept.startsWith('application/json, text/plain'))
      request.headers.set('Accept', ACCEPT_HEADERS.json);
    const token = this.context.token();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    const consent = this.context.cookiesAccepted();
    if (consent !== undefined) request.headers.set('X-Cookies-Accepted', String(consent));
    const correlationId = this.context.correlationId();
    if (correlationId) request.headers.set('CorrelationId', correlationId);
    if (request.params && Object.keys(request.params as object).length > 0) {
      request.params = {
        ...(request.params as object),
        lang: this.context.locale(),
        isDesktop: this.context.isDesktop(),
      };
    }
    return request;
  }
}

/** What a request may carry besides its path and body. */
export interface RequestOptions {
  /** Query parameters (with them, `lang` and `isDesktop` are added). */
  params?: Record<string, unknown>;
}

/** A file as the API sent it: its bytes and its response headers. */
export interface FileAnswer {
  data: ArrayBuffer;
  headers: Record<string, unknown>;
}

function binary(accept: Accept): AxiosRequestConfig {
  return accept === 'json' ? {} : { responseType: 'arraybuffer', headers: { Accept: ACCEPT_HEADERS[accept] } };
}
