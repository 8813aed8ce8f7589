// Logger settings: request lines without secrets in their URLs.
import { type FastifyServerOptions } from 'fastify';

/** A URL with path tokens (two-factor resend) and secret query values blanked out. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/two-factor-auth-token\/)[^/?#]+/i, '$1[redacted]')
    .replace(/([?&](?:token|code|password|refresh_token|acceptor_token)=)[^&#]*/gi, '$1[redacted]');
}

/** Pino options for the server at a level, logging each request's method, redacted URL and client address. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}
