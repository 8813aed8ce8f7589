// Logger settings: request lines without secrets in their URLs, a redaction list applied to every log line, and the
// loggable form of an error (a database error carries every query parameter in its message: never logged whole).
import { type FastifyServerOptions } from 'fastify';

/**
 * Fields whose values never reach the log, wherever they appear (log object, request, error, one or two levels deep):
 * passwords, password and code hashes, tokens and codes, CPF/CNPJ, phones, e-mails, device ids and credentials.
 */
export const REDACTED_FIELDS = [
  'password',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'hash',
  'codeHash',
  'code_hash',
  'tokenHash',
  'token_hash',
  'token',
  'refresh_token',
  'refreshToken',
  'acceptor_token',
  'acceptorToken',
  'acptoken',
  'twoFactorToken',
  'code',
  'document',
  'documentHash',
  'cpf',
  'cnpj',
  'phone',
  'email',
  'emailConfirmation',
  'to',
  'deviceId',
  'device_id',
  'pushToken',
  'authorization',
  'cookie',
  'cacheKey',
  'configPassword',
  'params',
  'detail',
  'body',
] as const;

/** The pino redaction paths of the list: each field at the top, one and two levels deep, and the request's credentials. */
export function redactionPaths(): string[] {
  return [
    ...REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-cache-key"]',
  ];
}

const SENSITIVE_QUERY = new Set<string>(REDACTED_FIELDS.map((field) => field.toLowerCase()));

/** A URL with path tokens (two-factor and confirmation resends) and the values of sensitive query parameters blanked out. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:two-factor-auth-token|send-confirm-email-token|client-device\/remove)\/)[^/?#]+/i, '$1[redacted]')
    .replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, separator: string, key: string) =>
      SENSITIVE_QUERY.has(decodeURIComponentSafe(key).toLowerCase()) ? `${separator}${key}=[redacted]` : whole,
    );
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A text with personal data and secrets blanked out: the parameter list of a database error (`params: …`), quoted
 * values of a database message (`invalid input syntax for type integer: "…"`), e-mails, scrypt hashes, long digit
 * runs (CPF, CNPJ, phones) and long opaque tokens.
 */
export function scrub(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
    .replace(/(: )"[^"]*"/g, '$1"[redacted]"')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[email]')
    .replace(/scrypt\$[^\s"',]+/g, '[hash]')
    .replace(/\+?\d[\d .()/-]{6,}\d/g, '[digits]')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '[token]');
}

/** What the log keeps of an error: its type, code and scrubbed message and stack, and its causes alike; never its query, parameters or detail. */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const { code } = error as { code?: unknown };
  const logged: Record<string, unknown> = { type: error.name, message: scrub(error.message) };
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (error.stack) logged.stack = scrub(error.stack);
  if (error.cause !== undefined && depth < 4) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** Pino options for the server at a level: each request's method, redacted URL and client address; the redaction list on every line. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactionPaths(), censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => ({
        type: error.name,
        message: '',
        stack: '',
        ...(error instanceof Error ? loggableError(error) : (error as Record<string, unknown>)),
      }),
    },
  };
}
