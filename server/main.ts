// Entry point of the reference API: reads the environment, builds the server and listens until SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer, type ServerOptions } from './app';
import { loggerOptions } from './logging';
import { type Brand } from './options';

const env = process.env;

/** A positive integer from the environment, or the fallback. */
function intFromEnv(name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const production = env.NODE_ENV === 'production';
const brand: Brand = env.BRAND === 'market-news' ? 'market-news' : 'consultancy';
const signinRateLimit = intFromEnv('SIGNIN_RATE_LIMIT', 10);

/** The initialised database folder the build leaves beside the built server (scripts/build-server.mjs). */
const dataTemplate = fileURLToPath(new URL('./pgdata-template', import.meta.url));

const options: ServerOptions = {
  dataDir: env.DATA_DIR || '.data/',
  dataTemplateDir: existsSync(dataTemplate) ? dataTemplate : undefined,
  databaseUrl: env.DATABASE_URL,
  smtpUrl: env.SMTP_URL,
  brand,
  production,
  staticDir: env.STATIC_DIR || 'dist',
  cacheKey: env.CACHE_KEY,
  configUser: env.CONFIG_USER,
  configPassword: env.CONFIG_PASSWORD,
  rateLimit: { max: signinRateLimit, timeWindowMs: 60_000 },
  appVersion: env.APP_VERSION,
  urlProduction: env.URL_PRODUCTION,
  urlMobile: env.URL_MOBILE,
  trustProxy: env.TRUST_PROXY === 'true',
  corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  ...(env.TEAM_EMAIL ? { teamEmail: env.TEAM_EMAIL } : {}),
  accessTokenTtlMs: intFromEnv('ACCESS_TOKEN_MINUTES', 15) * 60_000,
  maxSessions: intFromEnv('MAX_SESSIONS', 3),
  idleTimeoutMs: intFromEnv('SESSION_IDLE_MINUTES', 120) * 60_000,
  rememberedIdleTimeoutMs: intFromEnv('REMEMBERED_SESSION_IDLE_DAYS', 14) * 24 * 60 * 60_000,
  logger: loggerOptions(env.LOG_LEVEL || 'info'),
  readCache: env.READ_CACHE !== 'off',
};

const port = intFromEnv('PORT', 8080);
const host = env.HOST || '0.0.0.0';

const server = await buildServer(options).catch((error: unknown) => {
  console.error('Celeiro server could not start:', error);
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
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  server.app.log.info(`Celeiro (${brand}, ${server.dbKind}) ready at http://${shownHost}:${port}/`);
} catch (error) {
  server.app.log.error({ err: error }, 'could not listen');
  await server.close().catch(() => undefined);
  process.exit(1);
}
