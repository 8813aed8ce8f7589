import { messageForCode, otherMessage, type CatalogueTexts } from './catalogue';
import { ErrorCode, parseErrorCode, type ErrorResponse, type FieldError } from './error-codes';
import { ApiError } from './api-error';

/** What the HTTP adapter knows about a failed request. */
export interface TransportFailure {
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** The response body, already decoded from JSON (binary bodies included). */
  body?: unknown;
  /** Whether the user was signed in when the request was made. */
  authenticated: boolean;
  /** The response arrived but breaks the API contract (a ContractError): the generic error is shown. */
  contract?: boolean;
}

/** A toast level (SPEC §8: success, danger, warning, info). */
export type ToastLevel = 'success' | 'danger' | 'warning' | 'info';

/** One toast to show. */
export interface ToastMessage {
  level: ToastLevel;
  title: string;
  message: string;
}

/** What the interface does with a failed request; in every case the caller's promise is rejected. */
export type TransportOutcome =
  /** errorType AcceptorError or BiometricError: handed to the caller unchanged, nothing shown. */
  | { kind: 'pass-through' }
  /** No response: logged, nothing shown. */
  | { kind: 'no-response' }
  /** Errors of the demo service are ignored. */
  | { kind: 'ignored' }
  /** 401 while signed in: the session-ended dialog (once), then logout. */
  | { kind: 'session-ended' }
  /** 401 while signed in because a sign-in elsewhere ended this session: the same dialog, with the simultaneous-access message. */
  | { kind: 'concurrent-access' }
  /** 401 while signed in because the account was disabled (code 5300): the same dialog, titled User disabled. */
  | { kind: 'user-disabled' }
  /** Toasts to show. */
  | { kind: 'toasts'; toasts: ToastMessage[] };

/** The errorType of acceptor (session token) failures, passed through unchanged. */
export const ACCEPTOR_ERROR = 'AcceptorError';
/**
 * The errorType of a refused quick sign-in (the device's secret unknown, revoked or of another device, or a wrong PIN
 * beside the PIN field): handed to the caller, which says why and offers the password.
 */
export const BIOMETRIC_ERROR = 'BiometricError';

/** Whether a failure is the acceptor's (another station connected, session expired), passed on unchanged. */
export function isAcceptorError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.body?.errorType === ACCEPTOR_ERROR;
}
/** The errorType of demo-service failures, which are ignored. */
export const DEMO_SIGA_ERROR = 'DemoSigaError';
/** The errorType of a 401 whose access token is past its end: the client refreshes it and retries. */
export const TOKEN_EXPIRED_ERROR = 'TokenExpired';
/** The errorType of a 401 for a session ended by a sign-in elsewhere beyond the account's limit. */
export const CONCURRENT_ACCESS_ERROR = 'ConcurrentAccessError';

function asErrorResponse(body: unknown): Partial<ErrorResponse> {
  return body !== null && typeof body === 'object' ? (body as Partial<ErrorResponse>) : {};
}

const warning = (title: string, message: string): ToastMessage => ({ level: 'warning', title, message });
const danger = (message: string, texts: CatalogueTexts): ToastMessage => ({
  level: 'danger',
  title: otherMessage('errorTitle', texts),
  message,
});

/** The shared handler of 400 and 403 (SPEC §8): field errors, then the code's message, then the message rules. */
function sharedHandler(body: Partial<ErrorResponse>, texts: CatalogueTexts): ToastMessage[] {
  const aviso = otherMessage('warningTitle', texts);
  const first = body.erros?.[0];
  if (first) return [warning(first.field, first.message)];
  const code = parseErrorCode(body.code);
  if (code !== undefined) return [warning(aviso, messageForCode(code, texts))];
  const { message } = body;
  if (typeof message === 'string' && message.includes('Access Denied')) {
    return [warning(otherMessage('accessTitle', texts), otherMessage('accessDenied', texts))];
  }
  if (Array.isArray(message) && message.length > 0) return message.map((item) => warning(aviso, String(item)));
  if (typeof message === 'string' && message.trim() !== '') return [warning(aviso, message)];
  return [warning(aviso, otherMessage('genericError', texts))];
}

/** Classifies a failed request into what the interface shows (SPEC §8, transport handling). */
export function classifyTransportFailure(failure: TransportFailure, texts: CatalogueTexts): TransportOutcome {
  if (failure.contract) return { kind: 'toasts', toasts: [danger(otherMessage('genericError', texts), texts)] };
  const body = asErrorResponse(failure.body);
  if (body.errorType === ACCEPTOR_ERROR || body.errorType === BIOMETRIC_ERROR) return { kind: 'pass-through' };
  if (failure.status === undefined) return { kind: 'no-response' };
  if (body.errorType === DEMO_SIGA_ERROR) return { kind: 'ignored' };
  if (failure.status === 401 && failure.authenticated) {
    if (body.errorType === CONCURRENT_ACCESS_ERROR) return { kind: 'concurrent-access' };
    return parseErrorCode(body.code) === ErrorCode.USER_DISABLED
      ? { kind: 'user-disabled' }
      : { kind: 'session-ended' };
  }
  if (failure.status === 503) {
    return {
      kind: 'toasts',
      toasts: [warning(otherMessage('unavailableTitle', texts), otherMessage('unavailable', texts))],
    };
  }
  if (failure.status === 400 || failure.status === 403 || failure.status === 401 || failure.status === 429) {
    return { kind: 'toasts', toasts: sharedHandler(body, texts) };
  }
  const code = parseErrorCode(body.code);
  const message = code !== undefined ? messageForCode(code, texts) : otherMessage('genericError', texts);
  return { kind: 'toasts', toasts: [danger(message, texts)] };
}

/**
 * The error body of a failed request as the API's error response (SPEC §3 and §8), or undefined when it has none.
 * JSON text and binary bodies (a 403 on a binary download) are decoded as JSON first. Only a JSON object counts:
 * plain text, an HTML error page or a PDF gives undefined, so the status decides the message. Of the object, each
 * field is kept only with its contract type (errorType text, a numeric code, a message text or list of texts,
 * erros entries with a field and a message), so a malformed body never reaches a screen that reads it.
 */
export function decodeErrorBody(body: unknown): ErrorResponse | undefined {
  const decoded =
    typeof body === 'string' || body instanceof ArrayBuffer || ArrayBuffer.isView(body) ? parseJson(body) : body;
  if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) return undefined;
  const { errorType, code, message, erros } = decoded as Record<string, unknown>;
  const response: ErrorResponse = { errorType: typeof errorType === 'string' ? errorType : '' };
  const numericCode = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  if (typeof numericCode === 'number' && Number.isFinite(numericCode)) response.code = numericCode;
  if (typeof message === 'string') response.message = message;
  else if (Array.isArray(message))
    response.message = message.filter((item): item is string => typeof item === 'string');
  if (Array.isArray(erros))
    response.erros = erros.filter(isFieldError).map(({ field, message: text }) => ({ field, message: text }));
  return response;
}

/** A JSON text, or the UTF-8 bytes of one, parsed; undefined when it is not JSON. */
function parseJson(body: string | ArrayBuffer | ArrayBufferView): unknown {
  const text =
    typeof body === 'string'
      ? body
      : new TextDecoder().decode(
          body instanceof ArrayBuffer
            ? new Uint8Array(body)
            : new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isFieldError(item: unknown): item is FieldError {
  if (item === null || typeof item !== 'object') return false;
  const { field, message } = item as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

/** Shows the session-ended dialog once per burst of 401s, until the user accepts it. */
export class SessionEndedGate {
  private open = false;

  /** True for the first 401 of a burst (show the dialog); false while the dialog is already open. */
  shouldShow(): boolean {
    if (this.open) return false;
    this.open = true;
    return true;
  }

  /** The user accepted the dialog; a later 401 may show it again. */
  accepted(): void {
    this.open = false;
  }
}
