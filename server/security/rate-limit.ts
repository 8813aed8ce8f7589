// The rate limits of the API, in one place: the table below lists every limited route and what its attempts are
// counted by. An attempt is counted per route, client address and subject (an e-mail, a token), so reaching the
// limit on one route never blocks another; the subject is hashed, so no secret sits in the limiter's store.
// Every listed route shares one quota, the `rateLimit` option (SIGNIN_RATE_LIMIT attempts a minute); over it the
// answer is 429 with the SPEC error body. Routes do not configure limits themselves.
import { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { tooManyRequests } from '../errors';
import { type RateLimitOptions } from '../options';
import { sha256 } from './tokens';

/** What the attempts of a route are about, besides the route and the client address. */
export type RateLimitSubject = (request: FastifyRequest) => string;

/** The e-mail of the body, trimmed and lower-case (as accounts are looked up), or ''. */
export const byEmail: RateLimitSubject = (request) => {
  const email = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The token of the path, else of the body (a two-factor challenge, a registration, a reset link), or ''. */
export const byToken: RateLimitSubject = (request) => {
  const token = (request.params as Record<string, unknown> | undefined)?.token ?? (request.body as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
};

/** Every rate-limited route (method and full path, as Fastify names it) with the subject its attempts are counted by. */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, RateLimitSubject>> = {
  'POST /api/auth/new-signin': byEmail,
  'POST /api/signin/s4': byEmail,
  'POST /api/auth/validate-two-factor-auth-token': byToken,
  'GET /api/auth/resend/two-factor-auth-token/:token': byToken,
  'POST /api/auth/register': byEmail,
  'GET /api/auth/send-confirm-email-token/:token': byToken,
  'POST /api/auth/validate/confirm-email-token': byToken,
  'POST /api/forgot-password/client': byEmail,
  'POST /api/reset-password/client': byToken,
  'POST /api/lost-access/client': byEmail,
  'POST /api/authenticate/new-client': byEmail,
};

/** The limiter's key of an attempt: the route, the client address and the hashed subject. */
export function rateLimitKey(route: string, address: string, subject: string): string {
  return `${route}|${address}|${sha256(subject)}`;
}

/** The table's name of a route (a HEAD route is its GET route's twin). */
function routeName(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/**
 * Gives every route of the table its limit as it is registered (call it before registering @fastify/rate-limit, whose
 * own onRoute hook reads the config). The server refuses to start when the table names a route that does not exist.
 */
export function installRateLimits(app: FastifyInstance, quota: RateLimitOptions): void {
  const limited = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const name = routeName(method, route.url);
      const subject = RATE_LIMITED_ROUTES[name];
      if (!subject) continue;
      limited.add(name);
      route.config = {
        ...route.config,
        rateLimit: {
          max: quota.max,
          timeWindow: quota.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => rateLimitKey(name, request.ip, subject(request)),
          errorResponseBuilder: () => tooManyRequests(),
        },
      };
    }
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(RATE_LIMITED_ROUTES).filter((name) => !limited.has(name));
    if (missing.length > 0) throw new Error(`The rate limits name routes the server does not have: ${missing.join(', ')}`);
  });
}
