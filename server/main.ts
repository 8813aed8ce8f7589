// Entry point of the reference API: reads the environment, builds the server and listens until SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildServer, type ServerOptions, UnsafeOptionsError } from './app';
import { loggerOptions } from './logging';
import { parseTrustProxy } from './options';
import { parseRateLimits } from './security/rate-limit';
import { parseBrand } from '../core';

const env = process.env;

// The embedded database is PostgreSQL compiled to WebAssembly. V8 first runs it with its baseline compiler and
// recompiles the functions that get hot with its optimising one; PostgreSQL's own start makes hundreds of them hot
// enough, which took about half of the database's start in CPU. With a budget 100 times the default, the start runs
// on baseline code; once the server listens, the default budget is back for what the load keeps running. Set before
// the database compiles.
const DEFAULT_WASM_TIERING_BUDGET = 1_800_000;
setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_WASM_TIERING_BUDGET * 100}`);

/** A positive integer from the environment, or the fallback. */
function intFromEnv(name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const production = env.NODE_ENV === 'production';
const port = intFromEnv('PORT', 8080);
const host = env.HOST || '0.0.0.0';
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const devMailbox = env.DEV_MAILBOX === 'true';
const providerStates = env.PACT_PROVIDER_STATES === 'true';
const brand = parseBrand(env.BRAND);
const signinRateLimit = intFromEnv('SIGNIN_RATE_LIMIT', 10);
const rateLimits = parseRateLimits(env.RATE_LIMITS);
if (rateLimits.problems.length > 0) {
  console.error(
    `Celeiro server refuses to start:\n${rateLimits.problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}

/** The initialised database folder the build leaves beside the built server (scripts/build-server.mjs). */
const dataTemplate = fileURLToPath(new URL('./pgdata-template', import.meta.url));

const options: ServerOptions = {
  dataDir: env.DATA_DIR || '.data/',
  dataTemplateDir: existsSync(dataTemplate) ? dataTemplate : undefined,
  databaseUrl: env.DATABASE_URL,
  smtpUrl: env.SMTP_URL,
  brand,
  production,
  // Links in e-mails start with PUBLIC_URL; in development the local address and port.
  publicUrl: env.PUBLIC_URL || (production ? undefined : `http://${shownHost}:${port}`),
  devMailbox,
  // The hook's routes are the contracts' own, loaded only when asked for.
  providerStates: providerStates
    ? (await import('../contracts/provider-states/routes')).providerStatesRoutes
    : undefined,
  // Prometheus metrics at /metrics, for a scraper on the internal network; METRICS_TOKEN asks it for a bearer token.
  metrics: env.METRICS === 'true',
  metricsToken: env.METRICS_TOKEN,
  staticDir: env.STATIC_DIR || 'dist',
  cacheKey: env.CACHE_KEY,
  configUser: env.CONFIG_USER,
  configPassword: env.CONFIG_PASSWORD,
  // Every limit derives from SIGNIN_RATE_LIMIT a minute, unless RATE_LIMITS names it; the counters are shared in the database on PostgreSQL.
  // With the provider-states hook the counters live in the database, so that each state starts with none and a state
  // can use a limit up.
  rateLimit: {
    max: signinRateLimit,
    timeWindowMs: 60_000,
    limits: rateLimits.limits,
    ...(providerStates ? { store: 'database' as const } : {}),
  },
  appVersion: env.APP_VERSION,
  urlProduction: env.URL_PRODUCTION,
  urlMobile: env.URL_MOBILE,
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  corsOrigins: (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  mediaHosts: (env.MEDIA_HOSTS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  ...(env.TEAM_EMAIL ? { teamEmail: env.TEAM_EMAIL } : {}),
  accessTokenTtlMs: intFromEnv('ACCESS_TOKEN_MINUTES', 15) * 60_000,
  maxSessions: intFromEnv('MAX_SESSIONS', 3),
  idleTimeoutMs: intFromEnv('SESSION_IDLE_MINUTES', 120) * 60_000,
  rememberedIdleTimeoutMs: intFromEnv('REMEMBERED_SESSION_IDLE_DAYS', 14) * 24 * 60 * 60_000,
  logger: loggerOptions(env.LOG_LEVEL || 'info'),
  readCache: env.READ_CACHE !== 'off',
  ...(/^\d{1,4}$/.test(env.USER_INFO_POLL_SECONDS ?? '') && Number(env.USER_INFO_POLL_SECONDS) >= 1
    ? { userInfoPollMs: Number(env.USER_INFO_POLL_SECONDS) * 1000 }
    : {}),
  ...(Number.isInteger(Number(env.CLOCK_SHIFT_MS)) && Number(env.CLOCK_SHIFT_MS) !== 0
    ? { clockShiftMs: Number(env.CLOCK_SHIFT_MS) }
    : {}),
};

const server = await buildServer(options).catch((error: unknown) => {
  if (error instanceof UnsafeOptionsError) {
    console.error(`Celeiro server refuses to start:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else {
    console.error('Celeiro server could not start:', error);
  }
  process.exit(1);
});

let stopping = false;
/** Stops accepting requests, finishes the open ones, closes the database, then exits. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.app.log.info(`${signal} received, shutting down`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await server.app.listen({ port, host });
  setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_WASM_TIERING_BUDGET}`);
  server.app.log.info(
    `Celeiro (${brand}, ${server.dbKind}) ready at http://${shownHost}:${port}/; links in e-mails start with ${server.options.publicUrl}`,
  );
  if (providerStates) {
    server.app.log.warn(
      `PACT_PROVIDER_STATES is on: POST http://${shownHost}:${port}/_pact/provider-states empties this server's database and signs users in; contract verification on a throwaway database only`,
    );
  }
  if (server.options.metrics)
    server.app.log[server.options.metricsToken ? 'info' : 'warn'](
      `METRICS is on: Prometheus metrics at http://${shownHost}:${port}/metrics, ${server.options.metricsToken ? 'for a bearer holding METRICS_TOKEN' : 'to anyone who reaches this server (keep the port on the internal network, or set METRICS_TOKEN)'}`,
    );
  if (devMailbox) {
    server.app.log.warn(
      `DEV_MAILBOX is on: every e-mail (two-factor codes, reset links) can be read at http://${shownHost}:${port}/dev/mailbox by anyone who reaches this server; development only`,
    );
  } else if (!env.SMTP_URL) {
    server.app.log.warn('no SMTP_URL and DEV_MAILBOX is off: e-mails are stored in the database and not delivered');
  }
} catch (error) {
  server.app.log.error({ err: error }, 'could not listen');
  await server.close().catch(() => undefined);
  process.exit(1);
}
