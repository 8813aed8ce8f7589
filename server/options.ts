// Server options and their defaults.
import { type FastifyServerOptions } from 'fastify';
import { FULL_CONTENT_ITEMS } from './content/seed';

/** The two white-label clients. */
export type Brand = 'consultancy' | 'market-news';

/** The sign-in rate limit: at most `max` attempts per `timeWindowMs` for one IP and e-mail (or challenge). */
export interface RateLimitOptions {
  max: number;
  timeWindowMs: number;
}

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
  /** Production mode: the dev mailbox is off. */
  production?: boolean;
  /** Folder of the built SPA (default `dist`). */
  staticDir?: string;
  /** Bearer key of the cache service. */
  cacheKey?: string;
  /** Basic-auth user and password of /config.json. */
  configUser?: string;
  configPassword?: string;
  /** Rate limit of sign-in, two-factor validation and resend; `false` turns it off. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Fastify logger setting (false in tests). */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests inject one to move time. */
  now?: () => Date;
  /** Fixed app version hash for /appversion.json (otherwise a hash of the built index.html). */
  appVersion?: string | undefined;
  /** Public URLs announced in /config.json (default: the URL the request came to). */
  urlProduction?: string | undefined;
  urlMobile?: string | undefined;
  /** Push notification project ids announced in /config.json. */
  pushProjectIds?: Record<string, string>;
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  trustProxy?: boolean;
  /** Origins allowed by CORS (none by default: the SPA is served from the same origin). */
  corsOrigins?: string[];
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
}

/** Options with every default applied. */
export type ResolvedOptions = Required<Omit<ServerOptions, 'databaseUrl' | 'smtpUrl' | 'appVersion' | 'urlProduction' | 'urlMobile' | 'rateLimit' | 'dataTemplateDir'>> &
  Pick<ServerOptions, 'databaseUrl' | 'smtpUrl' | 'appVersion' | 'urlProduction' | 'urlMobile' | 'dataTemplateDir'> & { rateLimit: RateLimitOptions | false };

/** The default cache-service key, basic-auth user and password. */
export const DEFAULT_CACHE_KEY = 'celeiro-cache-key';
export const DEFAULT_CONFIG_USER = 'celeiro';
export const DEFAULT_CONFIG_PASSWORD = 'celeiro';

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
    staticDir: options.staticDir ?? 'dist',
    cacheKey: options.cacheKey || DEFAULT_CACHE_KEY,
    configUser: options.configUser || DEFAULT_CONFIG_USER,
    configPassword: options.configPassword || DEFAULT_CONFIG_PASSWORD,
    rateLimit: options.rateLimit === false ? false : { max: options.rateLimit?.max ?? 10, timeWindowMs: options.rateLimit?.timeWindowMs ?? 60_000 },
    logger: options.logger ?? false,
    now: options.now ?? (() => new Date()),
    appVersion: options.appVersion || undefined,
    urlProduction: options.urlProduction || undefined,
    urlMobile: options.urlMobile || undefined,
    pushProjectIds: options.pushProjectIds ?? { android: `celeiro-${brand}-android`, ios: `celeiro-${brand}-ios` },
    trustProxy: options.trustProxy ?? false,
    corsOrigins: options.corsOrigins ?? [],
    bodyLimit: options.bodyLimit ?? 100 * 1024,
    seed: options.seed ?? true,
    contentItems: options.contentItems ?? FULL_CONTENT_ITEMS,
    readCache: options.readCache ?? true,
    teamEmail: options.teamEmail || 'atendimento@celeiro.example',
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * 60 * 1000,
    maxSessions: options.maxSessions ?? 3,
    idleTimeoutMs: options.idleTimeoutMs ?? 2 * 60 * 60 * 1000,
    rememberedIdleTimeoutMs: options.rememberedIdleTimeoutMs ?? 14 * 24 * 60 * 60 * 1000,
  };
}
