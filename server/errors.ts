// The one error helper: API errors, the SPEC error body, and the Fastify error and not-found handlers.
import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  BIOMETRIC_ERROR,
  CONCURRENT_ACCESS_ERROR,
  ErrorCode,
  type ErrorResponse,
  type FieldError,
  type Locale,
  messageForCode,
  otherMessage,
  type OtherMessageKey,
  TOKEN_EXPIRED_ERROR,
} from '../core';
import { requestLocale, serverMessage, type ServerMessageKey, SERVER_CATALOGUES } from './messages';
import { loggableError } from './logging';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from './wire';

/** The error body as the server always sends it: every field present. */
export type ErrorBody = Required<Pick<ErrorResponse, 'errorType' | 'code' | 'erros'>> & { message: string };

/** A message in the request's locale. */
type LocalizedMessage = (locale: Locale) => string;

/** An error the API answers with a SPEC error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: string,
    readonly code: number,
    readonly localized: LocalizedMessage,
    readonly erros: FieldError[] = [],
  ) {
    super(localized('EnEu'));
    this.name = 'ApiError';
  }

  /** The body of this error in a locale. */
  body(locale: Locale): ErrorBody {
    return { errorType: this.errorType, code: this.code, message: this.localized(locale), erros: this.erros };
  }
}

const byCode =
  (code: number): LocalizedMessage =>
  (locale) =>
    messageForCode(code, SERVER_CATALOGUES[locale]);
const other =
  (key: OtherMessageKey): LocalizedMessage =>
  (locale) =>
    otherMessage(key, SERVER_CATALOGUES[locale]);
const server =
  (key: ServerMessageKey): LocalizedMessage =>
  (locale) =>
    serverMessage(key, locale);

/** A business rule failure (HTTP 400) with a catalogue code. */
export function businessError(code: ErrorCode, erros: FieldError[] = []): ApiError {
  return new ApiError(400, 'BusinessError', code, byCode(code), erros);
}

/** A missing, unknown or ended session (HTTP 401). */
export function unauthorized(code: ErrorCode = ErrorCode.UNAUTHORIZED): ApiError {
  return new ApiError(401, 'AuthError', code, code === ErrorCode.UNAUTHORIZED ? other('sessionEnded') : byCode(code));
}

/** An access token past its end, whose session lives on (HTTP 401): the client refreshes it and retries. */
export function tokenExpired(): ApiError {
  return new ApiError(401, TOKEN_EXPIRED_ERROR, ErrorCode.UNAUTHORIZED, other('sessionExpired'));
}

/** A session ended by a sign-in elsewhere beyond the account's limit of simultaneous sessions (HTTP 401). */
export function concurrentAccess(): ApiError {
  return new ApiError(401, CONCURRENT_ACCESS_ERROR, ErrorCode.UNAUTHORIZED, other('concurrentAccess'));
}

/**
 * A refused quick sign-in (HTTP 401, errorType BIOMETRIC_ERROR): the device's secret is unknown, revoked or of another
 * device (biometricRefused), or the PIN is wrong (pinWrong).
 */
export function quickSignInRefused(key: 'biometricRefused' | 'pinWrong' = 'biometricRefused'): ApiError {
  // A wrong PIN is named beside the PIN field (the key, which the app says in the user's language): the secret stays.
  const erros = key === 'pinWrong' ? [{ field: 'pin', message: key }] : [];
  return new ApiError(401, BIOMETRIC_ERROR, ErrorCode.UNAUTHORIZED, server(key), erros);
}

/** Missing credentials for a protected non-API resource (HTTP 401, e.g. the cache key or config basic auth). */
export function accessDenied(): ApiError {
  return new ApiError(401, 'AuthError', ErrorCode.UNAUTHORIZED, other('accessDeniedCredentials'));
}

/** Missing rights (HTTP 403). */
export function forbidden(code: ErrorCode = ErrorCode.INSUFFICIENT_RIGHTS): ApiError {
  return new ApiError(
    403,
    'AuthError',
    code,
    (locale) =>
      `${otherMessage('accessDenied', SERVER_CATALOGUES[locale])}: ${messageForCode(code, SERVER_CATALOGUES[locale])}`,
  );
}

/** The database (or another backing service) is unavailable (HTTP 503). */
export function unavailable(): ApiError {
  return new ApiError(503, 'UnavailableError', 503, other('unavailable'));
}

/** An unknown route (HTTP 404). */
export function notFound(): ApiError {
  return new ApiError(404, 'NotFoundError', 404, server('notFound'));
}

/** Too many attempts (HTTP 429). */
export function tooManyRequests(): ApiError {
  return new ApiError(429, 'RateLimitError', 429, server('tooManyRequests'));
}

/** A malformed request (HTTP 400) with an optional list of field errors. */
export function validationError(key: ServerMessageKey, erros: FieldError[] = []): ApiError {
  return new ApiError(400, 'ValidationError', 400, server(key), erros);
}

/** A request body over the size limit (HTTP 413), with the body's field error. */
export function payloadTooLarge(locale: Locale): ApiError {
  return new ApiError(413, 'ValidationError', 413, server('bodyTooLarge'), [
    { field: 'body', message: serverMessage('bodyTooLarge', locale) },
  ]);
}

/** Sends an API error as the SPEC error body, in the request's locale. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .status(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(error.body(requestLocale(request)));
}

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** The field errors of a schema validation failure, in a locale. */
function fieldErrors(issues: readonly AjvIssue[], context: string | undefined, locale: Locale): FieldError[] {
  const errors = issues.map((issue) => {
    const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || context || 'body';
    const control =
      issue.keyword === 'pattern' &&
      (issue.params?.pattern === SINGLE_LINE_TEXT || issue.params?.pattern === MULTI_LINE_TEXT);
    return {
      field,
      message: serverMessage(
        missing !== undefined ? 'requiredField' : control ? 'controlCharacters' : 'invalidField',
        locale,
      ),
    };
  });
  // A field that fails several branches of a union is one error.
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);
}

/** Whether an error (or its cause) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (/^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|EPIPE)$/.test(code) || /^(08|57P0|53)/.test(code))
    )
      return true;
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns any error into an API error: request-shape problems are 400, never 500. */
export function toApiError(error: FastifyError | Error, locale: Locale): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError & { validation?: AjvIssue[] };
  if (fastifyError.validation) {
    return validationError(
      'invalidRequest',
      fieldErrors(fastifyError.validation, fastifyError.validationContext, locale),
    );
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(locale);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return validationError('unsupportedMediaType', [
        { field: 'content-type', message: serverMessage('unsupportedMediaType', locale) },
      ]);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError('malformedJson', [{ field: 'body', message: serverMessage('malformedJson', locale) }]);
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return validationError('malformedJson', [{ field: 'body', message: serverMessage('malformedJson', locale) }]);
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return tooManyRequests();
  if (status === 404) return notFound();
  if (status >= 400 && status < 500) return validationError('invalidRequest');
  if (isDatabaseUnavailable(error)) return unavailable();
  return new ApiError(500, 'SystemError', 500, server('internalError'));
}

/** Answers the router's own refusals (a malformed URL, a path parameter too long) with the SPEC error body. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, validationError('invalidRequest'));
}

/** Installs the error handler that answers every failure with the SPEC error body. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, requestLocale(request));
    // Never the error itself: a database error's message carries every query parameter (hashes, e-mails, CPF, phones).
    if (apiError.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(request, reply, apiError);
  });
}
