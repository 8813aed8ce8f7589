// The per-route rate-limit config of @fastify/rate-limit: at most `max` attempts per window for one address and subject.
import { type FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { type RateLimitOptions } from '../options';
import { sha256 } from './tokens';

/**
 * The `config` of a rate-limited route: attempts are counted per client address plus what identifies the
 * attempt (an e-mail, a token), hashed so no secret sits in the limiter's store; over the limit the answer
 * is 429 with the SPEC error body. `false` (limits off) gives an empty config.
 */
export function rateLimitConfig(limit: RateLimitOptions | false, subject: (request: FastifyRequest) => string) {
  if (limit === false) return {};
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url ?? ''}|${request.ip}|${sha256(subject(request))}`,
      errorResponseBuilder: () => tooManyRequests(),
    },
  };
}

/** A string field of the request body, or '' (for rate-limit subjects of bodies not validated yet). */
export function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
