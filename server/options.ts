// Server options and their defaults.
import { isIP } from 'node:net';
import { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { type Brand } from '../core';
import { FULL_CONTENT_ITEMS } from './content/seed';
import { type Database } from './db/database';
import { PASSWORD_HASH_COST } from './security/passwords';
import { type RateLimitOptions } from './security/rate-limit-options';

export { type RateLimitOptions } from './security/rate-limit-options';

/**
 * Which proxies to believe about the client address (X-Forwarded-For): how many hops stand in front of the server
 * (1 for one load balancer), or the addresses or CIDR ranges of the proxies; false (default) believes none. `true`
 * (believe every hop) is refused: a client would choose its own address by sending the header.
 */
export type TrustProxy = false | number | readonly string[];

/** Everything `buildServer` accepts; every field has a default. */
export interface ServerOptions {
  /** PGlite data folder; 'memory://' for a throwaway database (default `.data/`). */
  dataDir?: string;
  /** An initialised, migrated PGlite folder copied into an empty data folder (the built server's; none by default). */
  dataTemplateDir?: string | undefined;
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** SMTP URL for nodemailer; without it mails go to the dev mailbox in the database. */
  smtpUrl?: string | undefined;
  /** Sender of every mail. */
  mailFrom?: string;
  brand?: Brand;
  /** Production mode: the server refuses to start with the dev mailbox on, default secrets or no public URL. */
  production?: boolean;
  /**
   * The app's public URL (PUBLIC_URL), e.g. `https://app.celeiro.example`: every link in every e-mail starts with it,
   * never with a request's Host. Default `http://localhost:8080` outside production; required in production.
   */
  publicUrl?: string | undefined;
  /**
   * Serves the dev tools (DEV_MAILBOX=true): the stored mails at /dev/mailbox, the pushes at /dev/push-outbox and
   * the native shell simulator at /dev/shell; off by default, refused in production.
   */
  devMailbox?: boolean;
  /**
   * Serves the Pact provider-states hook, POST /_pact/provider-states (PACT_PROVIDER_STATES=true): it empties the
   * database and sets up what a contract's interaction needs, so it is for a throwaway database in development and
   * contract verification only; off by default, refused in production. The hook's routes are given by the program
   * that starts the server (contracts/provider-states/routes.ts), so that the server never imports the contracts.
   */
  providerStates?: ProviderStatesRoutes;
  /**
   * scrypt's cost for the seed users' password hashes (default PASSWORD_HASH_COST). Only a test server lowers it
   * (buildTestServer: TEST_SEED_PASSWORD_COST), so that its many sign-ins do not each spend 80 ms of CPU; no setting of
   * `npm start` reaches it, and it is refused lowered in production.
   */
  seedPasswordCost?: number;
  /**
   * Serves Prometheus metrics at /metrics (METRICS=true; off by default): request counts and times by route pattern,
   * the database, the mails, Node's figures; meant for a scraper on the internal network.
   */
  metrics?: boolean;
  /** When set (METRICS_TOKEN), /metrics asks for it as a bearer token. */
  metricsToken?: string | undefined;
  /** Folder of the built SPA (default `dist`). */
  staticDir?: string;
  /** Bearer key of the cache service. */
  cacheKey?: string;
  /** Basic-auth user and password of /config.json. */
  configUser?: string;
  configPassword?: string;
  /**
   * The rate limits (server/security/rate-limit.ts): the base quota every limit derives from (default 10 attempts a
   * minute), overrides by limit name, and where the counters live; `false` turns limits off.
   */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Fastify logger setting (false in tests). */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests inject one to move time. */
  now?: () => Date;
  /**
   * Development only (refused in production): the real clock moved by this many milliseconds, e.g. to a weekday
   * noon so that the simulated market trades whatever the hour (CLOCK_SHIFT_MS).
   */
  clockShiftMs?: number;
  /** How often the app runs its user-info check, announced in /config.json (USER_INFO_POLL_SECONDS; 60 s by default). */
  userInfoPollMs?: number;
  /** Fixed app version hash for /appversion.json (otherwise a hash of the built index.html). */
  appVersion?: string | undefined;
  /** Public URLs announced in /config.json (default: the URL the request came to); mail links use `publicUrl`. */
  urlProduction?: string | undefined;
  urlMobile?: string | undefined;
  /** Push notification project ids announced in /config.json. */
  pushProjectIds?: Record<string, string>;
  /** The proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY): a hop count or their addresses. */
  trustProxy?: TrustProxy | true;
  /** Origins allowed by CORS (none by default: the SPA is served from the same origin). */
  corsOrigins?: string[];
  /** Origins of the images and media that content embeds (MEDIA_HOSTS), allowed by the CSP's img-src and media-src besides 'self'. */
  mediaHosts?: string[];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Seed an empty database on start (default true). */
  seed?: boolean;
  /**
   * Keep content answers (under the rights set and the query), read marks and signed-in sessions in memory, checked
   * against the database's generations on every request (server/db/generations.ts; default true).
   */
  readCache?: boolean;
  /** How many content items the seed writes into an empty content module (default the full set, 6000; 0 for none). */
  contentItems?: number;
  /** Address of the customer-service and commercial team (lost access, new client, demo, account changes, data deletion). */
  teamEmail?: string;
  /** Lifetime of an access token in ms; a refresh token (the session's lifetime) gets a new one (default 15 min). */
  accessTokenTtlMs?: number;
  /** Most simultaneous sessions per account; a sign-in beyond it ends the oldest (default 3). */
  maxSessions?: number;
  /** A session without "remember me" unused this long (ms) ends (default 2 h). */
  idleTimeoutMs?: number;
  /** A session with "remember me" unused this long (ms) ends (default 14 days). */
  rememberedIdleTimeoutMs?: number;
  /** How often the publishing desk's scheduler looks for scheduled publications whose time has come (ms; default 30 s). */
  publishingPollMs?: number;
}

/** The provider-states hook as a plugin, given the whole app (a state may make a request to it), its database and clock. */
export type ProviderStatesRoutes = (
  root: FastifyInstance,
  ctx: { db: Database; now: () => Date },
) => FastifyPluginAsync;

/** Options with every default applied. */
export type ResolvedOptions = Required<
  Omit<
    ServerOptions,
    | 'databaseUrl'
    | 'smtpUrl'
    | 'appVersion'
    | 'urlProduction'
    | 'urlMobile'
    | 'rateLimit'
    | 'publicUrl'
    | 'trustProxy'
    | 'dataTemplateDir'
    | 'clockShiftMs'
    | 'userInfoPollMs'
    | 'metricsToken'
    | 'providerStates'
  >
> & { publicUrl: string; trustProxy: TrustProxy; providerStates: ProviderStatesRoutes | false } & Pick<
    ServerOptions,
    | 'databaseUrl'
    | 'smtpUrl'
    | 'appVersion'
    | 'urlProduction'
    | 'urlMobile'
    | 'dataTemplateDir'
    | 'userInfoPollMs'
    | 'metricsToken'
  > & { rateLimit: RateLimitOptions | false };

/** The default cache-service key, basic-auth user and password. */
export const DEFAULT_CACHE_KEY = 'celeiro-cache-key';
export const DEFAULT_CONFIG_USER = 'celeiro';
export const DEFAULT_CONFIG_PASSWORD = 'celeiro';

/** The public URL outside production when none is configured. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** A public URL as links use it: http(s), no query or fragment, no trailing slash; undefined when it is not one. */
export function normalizePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password)
    return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Whether a value is an http(s) origin such as `https://img.celeiro.example` (a trailing slash allowed). */
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && `${url.origin}/` === `${value.replace(/\/$/, '')}/`
    );
  } catch {
    return false;
  }
}

/** The real clock, moved by `shiftMs`. */
function shiftedClock(shiftMs: number): () => Date {
  return shiftMs === 0 ? () => new Date() : () => new Date(Date.now() + shiftMs);
}

/**
 * The reasons the server must not start with these options (empty when it may): in production the dev mailbox and
 * a shifted clock must be off, the cache key and the /config.json credentials must not be the defaults, and
 * PUBLIC_URL must be set; a PUBLIC_URL that is not an http(s) URL is refused everywhere.
 */
export function startupProblems(options: ServerOptions): string[] {
  const problems: string[] = [];
  problems.push(...trustProxyProblems(options.trustProxy));
  if (options.publicUrl && !normalizePublicUrl(options.publicUrl))
    problems.push('PUBLIC_URL must be an http(s) URL without query or fragment');
  const badHosts = (options.mediaHosts ?? []).filter((host) => !isHttpOrigin(host));
  if (badHosts.length > 0)
    problems.push(`MEDIA_HOSTS must list http(s) origins (scheme and host, no path): ${badHosts.join(', ')}`);
  if (!options.production) return problems;
  if (options.clockShiftMs) problems.push('CLOCK_SHIFT_MS must be off in production: the server keeps the real time');
  if (options.devMailbox)
    problems.push(
      'the dev mailbox (DEV_MAILBOX) must be off in production: it shows every two-factor code and reset link',
    );
  if (options.providerStates)
    problems.push(
      'the Pact provider-states hook (PACT_PROVIDER_STATES) must be off in production: it empties the database and signs users in',
    );
  if (options.seedPasswordCost !== undefined && options.seedPasswordCost < PASSWORD_HASH_COST)
    problems.push('the seed users’ passwords must be hashed at full cost in production');
  if (!options.publicUrl) problems.push('PUBLIC_URL must be set in production: the links in e-mails start with it');
  if (!options.cacheKey || options.cacheKey === DEFAULT_CACHE_KEY)
    problems.push('CACHE_KEY must be set to a non-default value in production');
  if (
    !options.configUser ||
    options.configUser === DEFAULT_CONFIG_USER ||
    !options.configPassword ||
    options.configPassword === DEFAULT_CONFIG_PASSWORD
  ) {
    problems.push('CONFIG_USER and CONFIG_PASSWORD must be set to non-default values in production');
  }
  return problems;
}

/** Whether a value is an IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  return isIP(address) !== 0 && (prefix === undefined || Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
}

/** Why a trustProxy setting is refused: `true`, a hop count that is not a small positive integer, an entry that is not an address or range. */
export function trustProxyProblems(trustProxy: ServerOptions['trustProxy']): string[] {
  if (trustProxy === true) {
    return [
      'TRUST_PROXY=true would believe every X-Forwarded-For hop (any client could pick its own address): give the number of proxies in front of the server (e.g. 1) or their addresses',
    ];
  }
  if (typeof trustProxy === 'number' && !(Number.isInteger(trustProxy) && trustProxy >= 1 && trustProxy <= 10))
    return ['TRUST_PROXY as a hop count must be an integer from 1 to 10'];
  if (Array.isArray(trustProxy)) {
    const bad = trustProxy.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0 || trustProxy.length === 0)
      return [`TRUST_PROXY must list proxy addresses or CIDR ranges: ${bad.join(', ') || '(none)'}`];
  }
  return [];
}

/**
 * TRUST_PROXY as the server takes it: empty or `false` for none, a hop count (`1`), or a comma-separated list of proxy
 * addresses and ranges (`10.0.0.5,10.1.0.0/16`); `true` is passed on so that the server refuses it.
 */
export function parseTrustProxy(value: string | undefined): ServerOptions['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Applies the defaults. */
export function resolveOptions(options: ServerOptions): ResolvedOptions {
  const brand = options.brand ?? 'consultancy';
  return {
    dataDir: options.dataDir ?? '.data/',
    databaseUrl: options.databaseUrl || undefined,
    dataTemplateDir: options.dataTemplateDir || undefined,
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom ?? 'Celeiro <nao-responda@celeiro.example>',
    brand,
    production: options.production ?? false,
    publicUrl: normalizePublicUrl(options.publicUrl) ?? DEFAULT_PUBLIC_URL,
    devMailbox: options.devMailbox ?? false,
    providerStates: options.providerStates ?? false,
    seedPasswordCost: options.seedPasswordCost ?? PASSWORD_HASH_COST,
    metrics: options.metrics ?? false,
    metricsToken: options.metricsToken || undefined,
    staticDir: options.staticDir ?? 'dist',
    cacheKey: options.cacheKey || DEFAULT_CACHE_KEY,
    configUser: options.configUser || DEFAULT_CONFIG_USER,
    configPassword: options.configPassword || DEFAULT_CONFIG_PASSWORD,
    rateLimit:
      options.rateLimit === false
        ? false
        : {
            ...options.rateLimit,
            max: options.rateLimit?.max ?? 10,
            timeWindowMs: options.rateLimit?.timeWindowMs ?? 60_000,
          },
    logger: options.logger ?? false,
    now: options.now ?? shiftedClock(options.clockShiftMs ?? 0),
    appVersion: options.appVersion || undefined,
    userInfoPollMs: options.userInfoPollMs || undefined,
    urlProduction: options.urlProduction || undefined,
    urlMobile: options.urlMobile || undefined,
    pushProjectIds: options.pushProjectIds ?? { android: `celeiro-${brand}-android`, ios: `celeiro-${brand}-ios` },
    trustProxy: options.trustProxy === true ? false : (options.trustProxy ?? false),
    corsOrigins: options.corsOrigins ?? [],
    mediaHosts: (options.mediaHosts ?? []).map((host) => new URL(host).origin),
    bodyLimit: options.bodyLimit ?? 100 * 1024,
    seed: options.seed ?? true,
    contentItems: options.contentItems ?? FULL_CONTENT_ITEMS,
    readCache: options.readCache ?? true,
    teamEmail: options.teamEmail || 'atendimento@celeiro.example',
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * 60 * 1000,
    maxSessions: options.maxSessions ?? 3,
    idleTimeoutMs: options.idleTimeoutMs ?? 2 * 60 * 60 * 1000,
    rememberedIdleTimeoutMs: options.rememberedIdleTimeoutMs ?? 14 * 24 * 60 * 60 * 1000,
    publishingPollMs: options.publishingPollMs ?? 30_000,
  };
}
