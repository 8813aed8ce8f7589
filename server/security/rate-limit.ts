// The rate limits of the API, in one place: the table below lists every limit, the routes it counts, what it counts
// them by (the client address, a subject of the request such as an e-mail, a token, the session or the account, or
// both) and its quota. A counter's key is the limit's name, the address (or '*' for a limit across addresses) and the
// hashed subject, so no secret sits in the store, and routes listed under one limit share its counters (the s4
// sign-in counts with the sign-in). Over a quota the answer is 429 with the SPEC error body.
//
// Most limits count every attempt; some count only failures (a wrong password): the attempt is counted before the
// handler runs, so parallel attempts cannot slip past the quota, and taken back when it did not fail.
//
// The quotas derive from one base quota, the `rateLimit` option (SIGNIN_RATE_LIMIT attempts a minute by default);
// each limit can be overridden by name (`rateLimit.limits`, RATE_LIMITS in the environment). The counters live in the
// process on the embedded database and in the database (table rate_limit_counters) on PostgreSQL, so every server
// instance on one DATABASE_URL shares them. Routes do not configure limits themselves.
import { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { BIOMETRIC_ERROR, ErrorCode } from '../../core';
import { type AppContext } from '../context';
import { ApiError, tooManyRequests } from '../errors';
import { endSessionsByTokens, lookupSession } from '../session/repository';
import { type Quota, type RateLimitName, type RateLimitOptions } from './rate-limit-options';
import { DatabaseRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { bearerToken, sha256 } from './tokens';

export { DatabaseRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
export { type Quota, type RateLimitName, type RateLimitOptions } from './rate-limit-options';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the attempts of a limit are about besides the address; undefined when the request has none (the limit then does not apply). */
export type RateLimitSubject = (
  request: FastifyRequest,
  ctx: AppContext,
) => string | undefined | Promise<string | undefined>;

/** The e-mail of the body, trimmed and lower-case (as accounts are looked up), or ''. */
export const byEmail: RateLimitSubject = (request) => {
  const email = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The token of the path, else of the body (a two-factor challenge, a registration, a reset link), or ''. */
export const byToken: RateLimitSubject = (request) => {
  const token =
    (request.params as Record<string, unknown> | undefined)?.token ??
    (request.body as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
};

/** The device id of the body (a quick sign-in's device), or ''. */
export const byDevice: RateLimitSubject = (request) => {
  const deviceId = (request.body as Record<string, unknown> | undefined)?.device_id;
  return typeof deviceId === 'string' ? deviceId : '';
};

/** The live session of the bearer token (its id outlives token refreshes); undefined without one. */
async function liveSession(request: FastifyRequest, ctx: AppContext) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const found = await lookupSession(ctx.db, token, ctx.now(), ctx.options);
  return found.kind === 'live' ? found.session : undefined;
}

/** The session of the request. */
export const bySession: RateLimitSubject = async (request, ctx) => {
  const session = await liveSession(request, ctx);
  return session && `session:${session.id}`;
};

/** The account of the request's session. */
export const byAccount: RateLimitSubject = async (request, ctx) => {
  const session = await liveSession(request, ctx);
  return session && `account:${session.userId}`;
};

/** The address alone. */
const nothing: RateLimitSubject = () => '';

/** Whether a refusal is a failure a limit counts. */
const failedWith = (code: ErrorCode) => (error: ApiError) => error.code === code;

/** One limit of the table. */
export interface RateLimitRule {
  /** The routes it counts (method and full path, as Fastify names them). */
  routes: readonly string[];
  /** Counted per client address (true) or across addresses (false). */
  perAddress: boolean;
  /** What the attempts are about besides the address. */
  subject: RateLimitSubject;
  /** Count only the attempts that fail this way (otherwise every attempt). */
  failure?: (error: ApiError) => boolean;
  /** The quota, from the base quota (the `rateLimit` option). */
  quota: (base: Quota) => Quota;
  /** Reaching the quota also ends the request's session (a stolen session guessing the password). */
  endsSession?: boolean;
}

const SIGN_IN = ['POST /api/auth/new-signin', 'POST /api/signin/s4'];
const QUICK_SIGN_IN = ['POST /api/auth/biometric/signin'];
const CHANGE_PASSWORD = ['POST /api/change-password/client'];

/** Every rate limit of the API, by name. */
export const RATE_LIMITS = {
  /** Sign-in attempts for one e-mail from one address; the s4 sign-in counts with the sign-in. */
  'sign-in': { routes: SIGN_IN, perAddress: true, subject: byEmail, quota: (base) => base },
  /** Failed sign-ins from one address whatever the e-mail (password spraying). */
  'sign-in-failures': {
    routes: SIGN_IN,
    perAddress: true,
    subject: nothing,
    failure: failedWith(ErrorCode.INVALID_CREDENTIALS),
    quota: (base) => ({ max: 2 * base.max, windowMs: 15 * base.windowMs }),
  },
  /** Quick sign-in (biometry or PIN) attempts for one device from one address. */
  'quick-sign-in': { routes: QUICK_SIGN_IN, perAddress: true, subject: byDevice, quota: (base) => base },
  /** Refused quick sign-ins from one address whatever the device (secrets or PINs guessed across devices). */
  'quick-sign-in-failures': {
    routes: QUICK_SIGN_IN,
    perAddress: true,
    subject: nothing,
    failure: (error) => error.errorType === BIOMETRIC_ERROR,
    quota: (base) => ({ max: 2 * base.max, windowMs: 15 * base.windowMs }),
  },
  'two-factor-validation': {
    routes: ['POST /api/auth/validate-two-factor-auth-token'],
    perAddress: true,
    subject: byToken,
    quota: (base) => base,
  },
  'two-factor-resend': {
    routes: ['GET /api/auth/resend/two-factor-auth-token/:token'],
    perAddress: true,
    subject: byToken,
    quota: (base) => base,
  },
  registration: { routes: ['POST /api/auth/register'], perAddress: true, subject: byEmail, quota: (base) => base },
  'confirmation-resend': {
    routes: ['GET /api/auth/send-confirm-email-token/:token'],
    perAddress: true,
    subject: byToken,
    quota: (base) => base,
  },
  confirmation: {
    routes: ['POST /api/auth/validate/confirm-email-token'],
    perAddress: true,
    subject: byToken,
    quota: (base) => base,
  },
  'forgot-password': {
    routes: ['POST /api/forgot-password/client'],
    perAddress: true,
    subject: byEmail,
    quota: (base) => base,
  },
  'reset-password': {
    routes: ['POST /api/reset-password/client'],
    perAddress: true,
    subject: byToken,
    quota: (base) => base,
  },
  'lost-access': {
    routes: ['POST /api/lost-access/client'],
    perAddress: true,
    subject: byEmail,
    quota: (base) => base,
  },
  'new-client': {
    routes: ['POST /api/authenticate/new-client'],
    perAddress: true,
    subject: byEmail,
    quota: (base) => base,
  },
  /** Requests that mail the team, from one address whatever the e-mail (lost access, new client, account change, demo, deletion). */
  'team-mail': {
    routes: [
      'POST /api/lost-access/client',
      'POST /api/authenticate/new-client',
      'POST /api/my-account',
      'GET /api/client/signature/request-demo',
      'DELETE /api/client/delete-account',
    ],
    perAddress: true,
    subject: nothing,
    quota: (base) => ({ max: base.max, windowMs: 60 * base.windowMs }),
  },
  /** Links to attachments mailed from one address (each a mail to the reader who asks). */
  'document-link': {
    routes: ['POST /api/document/email-link'],
    perAddress: true,
    subject: nothing,
    quota: () => ({ max: 20, windowMs: HOUR }),
  },
  /** Anonymous push-device registrations from one address. */
  'public-device': {
    routes: ['POST /api/public-device/register'],
    perAddress: true,
    subject: nothing,
    quota: (base) => ({ max: 3 * base.max, windowMs: base.windowMs }),
  },
  /** Diagnostic entries of the app (the help dialog's support tools) from one address, signed in or not. */
  'app-log': {
    routes: ['POST /api/logger/applogger'],
    perAddress: true,
    subject: nothing,
    quota: (base) => ({ max: 3 * base.max, windowMs: base.windowMs }),
  },
  /** Copies of one's data asked for from one address (each builds an archive and mails the account that asks). */
  'data-export': {
    routes: ['POST /api/user/data-export'],
    perAddress: true,
    subject: nothing,
    quota: () => ({ max: 10, windowMs: HOUR }),
  },
  /** Downloads of copies of one's data from one address (the link's token is guessed nowhere near: 256 bits). */
  'data-export-download': {
    routes: ['GET /api/user/data-export/download'],
    perAddress: true,
    subject: nothing,
    quota: (base) => base,
  },
  /** Wrong current passwords in one session: the fifth ends the session. */
  'change-password-session': {
    routes: CHANGE_PASSWORD,
    perAddress: false,
    subject: bySession,
    failure: failedWith(ErrorCode.INVALID_CURRENT_PASSWORD),
    endsSession: true,
    quota: () => ({ max: 5, windowMs: HOUR }),
  },
  /** Wrong current passwords of one account, across its sessions and addresses. */
  'change-password-account': {
    routes: CHANGE_PASSWORD,
    perAddress: false,
    subject: byAccount,
    failure: failedWith(ErrorCode.INVALID_CURRENT_PASSWORD),
    quota: () => ({ max: 10, windowMs: HOUR }),
  },
} as const satisfies Record<RateLimitName, RateLimitRule>;

/** Every route the table limits, with the limits that count it. */
export function limitsByRoute(): Map<string, RateLimitName[]> {
  const byRoute = new Map<string, RateLimitName[]>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, RateLimitRule][]) {
    for (const route of rule.routes) byRoute.set(route, [...(byRoute.get(route) ?? []), name]);
  }
  return byRoute;
}

/** The quota of a limit under these settings. */
export function quotaOf(name: RateLimitName, options: RateLimitOptions): Quota {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return { ...rule.quota({ max: options.max, windowMs: options.timeWindowMs }), ...options.limits?.[name] };
}

/** The counter's key of an attempt: the limit, the client address ('*' across addresses) and the hashed subject. */
export function rateLimitKey(limit: RateLimitName, address: string | undefined, subject: string): string {
  return `${limit}|${address ?? '*'}|${sha256(subject)}`;
}

/**
 * Overrides of single limits from the environment's RATE_LIMITS: `name=max/window` pairs separated by commas, the
 * window in seconds, or with a unit s, m or h (`sign-in-failures=20/15m,team-mail=5/1h`). Unknown names and malformed
 * pairs are listed in `problems`.
 */
export function parseRateLimits(value: string | undefined): {
  limits: Partial<Record<RateLimitName, Quota>>;
  problems: string[];
} {
  const limits: Partial<Record<RateLimitName, Quota>> = {};
  const problems: string[] = [];
  const units: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR, '': 1000 };
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]+)=(\d{1,9})\/(\d{1,9})([smh]?)$/.exec(pair);
    if (!match || !(match[1]! in RATE_LIMITS) || Number(match[3]) === 0) {
      problems.push(
        `RATE_LIMITS: "${pair}" is not name=max/window with a limit of ${Object.keys(RATE_LIMITS).join(', ')}`,
      );
      continue;
    }
    limits[match[1] as RateLimitName] = { max: Number(match[2]), windowMs: Number(match[3]) * units[match[4] ?? '']! };
  }
  return { limits, problems };
}

/** The store the settings ask for. */
function storeFor(options: RateLimitOptions, ctx: AppContext): RateLimitStore {
  const store = options.store ?? (ctx.options.databaseUrl ? 'database' : 'memory');
  if (typeof store === 'object') return store;
  return store === 'database' ? new DatabaseRateLimitStore(ctx.db) : new MemoryRateLimitStore();
}

/** The table's name of a route (a HEAD route is its GET route's twin). */
function routeName(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** An attempt counted by a failure limit, taken back unless the request fails that way. */
interface PendingFailure {
  name: RateLimitName;
  key: string;
  count: number;
  max: number;
  failed: boolean;
}

/**
 * Limits every route of the table (call it before registering the routes). The server refuses to start when the
 * table names a route that does not exist. Returns the store, which the server closes with itself.
 */
export function installRateLimits(app: FastifyInstance, ctx: AppContext, options: RateLimitOptions): RateLimitStore {
  const store = storeFor(options, ctx);
  const byRoute = limitsByRoute();
  const quotas = new Map((Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, quotaOf(name, options)]));
  const seen = new Set<string>();
  const pending = new WeakMap<FastifyRequest, PendingFailure[]>();

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) seen.add(routeName(method, route.url));
  });
  app.addHook('onReady', async () => {
    const missing = [...byRoute.keys()].filter((name) => !seen.has(name));
    if (missing.length > 0)
      throw new Error(`The rate limits name routes the server does not have: ${missing.join(', ')}`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const names = request.routeOptions.url
      ? byRoute.get(routeName(request.method, request.routeOptions.url))
      : undefined;
    if (!names) return;
    const now = ctx.now();
    let retryAt: number | undefined;
    for (const name of names) {
      const rule: RateLimitRule = RATE_LIMITS[name];
      const subject = await rule.subject(request, ctx);
      if (subject === undefined) continue;
      const quota = quotas.get(name)!;
      const key = rateLimitKey(name, rule.perAddress ? request.ip : undefined, subject);
      const { count, resetAt } = await store.hit(key, quota.windowMs, now);
      if (rule.failure)
        pending.set(request, [...(pending.get(request) ?? []), { name, key, count, max: quota.max, failed: false }]);
      if (count > quota.max) retryAt = Math.max(retryAt ?? 0, resetAt.getTime());
    }
    if (retryAt !== undefined) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000))));
      throw tooManyRequests();
    }
  });

  app.addHook('onError', async (request, _reply, error) => {
    const attempts = pending.get(request);
    if (!attempts || !(error instanceof ApiError)) return;
    for (const attempt of attempts) {
      const rule: RateLimitRule = RATE_LIMITS[attempt.name];
      if (!rule.failure?.(error)) continue;
      attempt.failed = true;
      // The last failure the quota allows ends the session: whoever holds its token stops guessing here.
      const token = bearerToken(request);
      if (rule.endsSession && attempt.count >= attempt.max && token)
        await endSessionsByTokens(ctx.db, [token], ctx.now(), 'guessing');
    }
  });

  app.addHook('onSend', async (request) => {
    const attempts = pending.get(request);
    if (!attempts) return;
    pending.delete(request);
    const now = ctx.now();
    for (const attempt of attempts) if (!attempt.failed) await store.refund(attempt.key, now);
  });

  return store;
}
