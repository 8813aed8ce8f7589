// Builds the reference API server: database, mailer, push sender, security plugins, error handling and routes.
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppContext } from './context';
import { connectDatabase, type Database } from './db/database';
import { needsSeed, seedIfEmpty, seedPasswordHashes } from './db/seed';
import { adoptTemplate } from './db/template';
import { seedContentIfEmpty } from './content/seed';
import { seedEventsIfEmpty } from './content/events-seed';
import { eventRoutes } from './content/events.routes';
import { frameworkErrors, installErrorHandler } from './errors';
import { lazyValidators } from './lazy-validation';
import { createMailer, type Mailer } from './mail/mailer';
import { createPushSender, type PushSender } from './push/sender';
import { pushDevRoutes } from './push/dev.routes';
import { shellSimulatorRoutes } from './native/dev.routes';
import { resolveOptions, type ResolvedOptions, type ServerOptions, startupProblems } from './options';
import { CORRELATION_ID_HEADER, echoRequestId, requestIdOptions } from './request-id';
import { acceptorRoutes } from './session/acceptor.routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { biometricRoutes } from './auth/biometric.routes';
import { shellCacheRoutes } from './shell/cache.routes';
import { contentCacheRoutes } from './content/cache.routes';
import { requireCacheKey } from './security/cache-key';
import { installInputChecks } from './security/input';
import { installRateLimits } from './security/rate-limit';
import { type RateLimitStore } from './security/rate-limit-store';
import { contentRoutes } from './content/routes';
import { mediaRoutes } from './media/routes';
import { seedMediaIfEmpty } from './media/seed';
import { marketRoutes } from './market/routes';
import { MarketFeed } from './market/feed';
import { servicesRoutes } from './services/routes';
import { seedServicesIfEmpty } from './services/seed';
import { landingRoutes } from './content/landing.routes';
import { documentRoutes } from './content/documents.routes';
import { shareRoutes } from './content/share.routes';
import { consultingRoutes } from './content/consulting.routes';
import { adminRoutes } from './admin/routes';
import { seedConsultingIfEmpty } from './content/consulting-seed';
import { readCacheOf } from './content/read-cache';
import { sessionCacheOf } from './session/session-cache';
import { deviceRoutes } from './session/devices.routes';
import { devRoutes } from './mail/dev.routes';
import { layoutRoutes } from './shell/layout.routes';
import { tourRoutes } from './shell/tour.routes';
import { menuRoutes } from './shell/menu.routes';
import { passwordRoutes } from './account/passwords.routes';
import { registrationRoutes } from './account/registration.routes';
import { sessionRoutes } from './session/routes';
import { siteRoutes } from './shell/site.routes';
import { healthRoutes } from './shell/health.routes';
import { installOpenApi, openApiRoutes } from './openapi/document';
import { createMetrics } from './shell/metrics';
import { supportRoutes } from './shell/support.routes';
import { dummyPasswordHash } from './security/passwords';
import { publishingRoutes } from './admin/publishing.routes';
import { searchRoutes } from './search/routes';
import { startPublishingScheduler } from './admin/publishing';
import { dataExportRoutes } from './account/data-export.routes';
import { dataExportsSettled, resumeDataExports } from './account/data-export.service';

export { type ServerOptions } from './options';

/** A built server: the Fastify app (not listening yet), its database and clock, and the way to shut both down. */
export interface CeleiroServer {
  app: FastifyInstance;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  now: () => Date;
  mailer: Mailer;
  /** The push sender (the dev push outbox). */
  push: PushSender;
  options: ResolvedOptions;
  /** The live prices' feed (market/stream). */
  feed: MarketFeed;
  close: () => Promise<void>;
}

/** Options the server refuses to start with (production with the dev mailbox, default secrets or no public URL). */
export class UnsafeOptionsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`refusing to start: ${problems.join('; ')}`);
    this.name = 'UnsafeOptionsError';
  }
}

/**
 * The Content-Security-Policy of every response: everything from the app's own origin; images and media also from
 * the configured media hosts (never any https: host); fonts also from data: URLs, as the calendar's style sheet
 * carries its icon font as one.
 */
export function contentSecurityPolicy(mediaHosts: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...mediaHosts],
    mediaSrc: ["'self'", ...mediaHosts],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
  };
}

/** The methods the API answers, allowed by CORS where CORS_ORIGINS is set. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];

/**
 * Fastify's trustProxy for a TRUST_PROXY setting: a list of proxy addresses as it is; a hop count as a function that
 * believes that many hops from the server's side (Fastify itself turns a bare number into trusting nothing).
 */
function trustProxyOption(
  trustProxy: ResolvedOptions['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return [...trustProxy];
}

/** Whether a request URL is under /api/. */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Opens (migrates, seeds) the database and builds the Fastify app with every route. */
export async function buildServer(serverOptions: ServerOptions = {}): Promise<CeleiroServer> {
  const problems = startupProblems(serverOptions);
  if (problems.length > 0) throw new UnsafeOptionsError(problems);
  const options = resolveOptions(serverOptions);
  // Computed off the main thread while the database opens.
  const dummyHash = dummyPasswordHash();
  // The database starts (the embedded one reads and compiles its WebAssembly, opens its files) while the app is built;
  // no query runs before it is up to date (`ready`), and the app answers nothing before it is ready.
  const database = await connectDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    templateDir: options.dataTemplateDir,
  });
  const { db } = database;
  readCacheOf(db).enabled = options.readCache;
  sessionCacheOf(db).enabled = options.readCache;
  const now = options.now;
  let app: FastifyInstance | undefined;
  let mailer: Mailer | undefined;
  let push: PushSender | undefined;
  let limits: RateLimitStore | undefined;
  let feed: MarketFeed | undefined;
  let ctxBuilt: AppContext | undefined;
  try {
    app = Fastify({
      logger: options.logger,
      // Each request's log lines carry its id: the app's CorrelationId when it is a safe one, else a new UUID.
      ...requestIdOptions(),
      bodyLimit: options.bodyLimit,
      trustProxy: trustProxyOption(options.trustProxy),
      frameworkErrors,
      // A path parameter may be as long as the longest one a route declares (a 512-character token), so an
      // overlong value reaches its route's validation and gets a 400 naming the field rather than a 404.
      routerOptions: { maxParamLength: 1024 },
      // Each route's schemas compile on its first request, not at start (server/lazy-validation.ts).
      schemaController: { compilersFactory: lazyValidators() },
    });
    // METRICS=true: a registry of this server's own, the mails counted around the mailer.
    const metrics = options.metrics ? createMetrics({ db, dbKind: database.kind }) : undefined;
    mailer = createMailer({ db, now, smtpUrl: options.smtpUrl, from: options.mailFrom });
    if (metrics) mailer = metrics.countMails(mailer, options.smtpUrl ? 'smtp' : 'mailbox');
    push = createPushSender({ db, now });
    const ctx: AppContext = { db, now, mailer, push, options, log: app.log };
    ctxBuilt = ctx;
    const marketFeed = new MarketFeed(ctx);
    feed = marketFeed;

    echoRequestId(app);
    installErrorHandler(app);
    // Before every route: the OpenAPI description collects them as they are added.
    await installOpenApi(app);
    // Before every route, so that each one is counted and timed.
    metrics?.install(app, { token: options.metricsToken });
    installInputChecks(app);

    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.mediaHosts) },
      crossOriginEmbedderPolicy: false,
    });
    if (options.corsOrigins.length > 0)
      await app.register(fastifyCors, {
        origin: options.corsOrigins,
        methods: CORS_METHODS,
        credentials: false,
        // The app of another origin may read the request id of an answer.
        exposedHeaders: [CORRELATION_ID_HEADER],
      });
    // API answers are per user and per moment: no browser or proxy keeps them.
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    });
    // Before the routes: the limits check that every route their table names exists.
    if (options.rateLimit !== false) limits = installRateLimits(app, ctx, options.rateLimit);
    // Answers over 1 KB go out compressed (Brotli or gzip); the SPA's files come pre-compressed from the build.
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

    healthRoutes(app, ctx);
    await openApiRoutes(app);
    await siteRoutes(app, ctx);
    await app.register(
      async (api) => {
        authRoutes(api, ctx);
        biometricRoutes(api, ctx);
        menuRoutes(api, ctx);
        supportRoutes(api, ctx);
        contentRoutes(api, ctx);
        landingRoutes(api, ctx);
        documentRoutes(api, ctx);
        shareRoutes(api, ctx);
        consultingRoutes(api, ctx);
        adminRoutes(api, ctx);
        mediaRoutes(api, ctx);
        marketRoutes(api, ctx, marketFeed);
        // Alerts set before a restart are watched again.
        marketFeed.watchAlerts();
        servicesRoutes(api, ctx);
        eventRoutes(api, ctx);
        sessionRoutes(api, ctx);
        // A new or retired acceptor token ends at once the live streams of that session's other token.
        acceptorRoutes(api, ctx, (sessionIds) => marketFeed.recheckSessions(sessionIds));
        deviceRoutes(api, ctx);
        registrationRoutes(api, ctx);
        passwordRoutes(api, ctx);
        accountRoutes(api, ctx);
        dataExportRoutes(api, ctx);
        layoutRoutes(api, ctx);
        tourRoutes(api, ctx);
        publishingRoutes(api, ctx);
        searchRoutes(api, ctx);
      },
      { prefix: '/api' },
    );
    await app.register(
      async (cache) => {
        cache.addHook('onRequest', requireCacheKey(options.cacheKey));
        shellCacheRoutes(cache, ctx);
        contentCacheRoutes(cache, ctx);
      },
      { prefix: '/cache' },
    );
    if (options.devMailbox)
      await app.register(
        async (dev) => {
          devRoutes(dev, ctx);
          pushDevRoutes(dev, ctx);
          shellSimulatorRoutes(dev);
        },
        { prefix: '/dev' },
      );
    // The Pact provider-states hook, given by the program that starts the server; never in production.
    if (options.providerStates && !options.production) await app.register(options.providerStates(app, ctx));

    // The app gets ready (plugins loaded, routes compiled) while the database finishes starting and is seeded.
    const settled = await Promise.allSettled([
      app.ready(),
      (async () => {
        const { templateMarked } = await database.ready;
        // A data folder copied from the seeded template gets its dates moved to now, once.
        const adopted = await adoptTemplate(db, now(), templateMarked);
        if (options.seed && !adopted) {
          // A first start hashes the seed users' passwords off the main thread while it writes the content.
          const hashes = (await needsSeed(db)) ? seedPasswordHashes(options.seedPasswordCost) : undefined;
          hashes?.catch(() => undefined);
          await seedContentIfEmpty(db, now(), options.contentItems);
          await seedIfEmpty(db, now(), hashes);
          await seedEventsIfEmpty(db, now());
        }
        // The media seed also fills a data folder copied from a template made before media existed.
        if (options.seed) await seedMediaIfEmpty(db, now());
        // The services' plans, likewise.
        if (options.seed) await seedServicesIfEmpty(db, now());
        // The consulting deliverables, after the content their documents come from.
        if (options.seed) await seedConsultingIfEmpty(db, now());
        // Ready before the first sign-in, so unknown e-mails never take longer than wrong passwords.
        await dummyHash;
      })(),
    ]);
    for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  } catch (error) {
    feed?.close();
    await app?.close().catch(() => undefined);
    mailer?.close();
    push?.close();
    limits?.close();
    await database.close().catch(() => undefined);
    throw error;
  }

  const builtApp = app;
  const builtMailer = mailer;
  const builtPush = push as PushSender;
  const builtLimits = limits;
  const builtFeed = feed as MarketFeed;
  // Scheduled publications are sent once the database is up, also those scheduled before a restart.
  const scheduler = startPublishingScheduler(ctxBuilt as AppContext, options.publishingPollMs);
  // Copies of one's data asked for before a restart and not built yet are built now.
  resumeDataExports(ctxBuilt as AppContext).catch((error: unknown) =>
    (ctxBuilt as AppContext).log.error({ err: error }, 'resuming data exports failed'),
  );
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // The live streams first: they hold their connections open.
      builtFeed.close();
      await scheduler.stop();
      await dataExportsSettled(ctxBuilt as AppContext);
      await builtApp.close();
      builtMailer.close();
      builtPush.close();
      builtLimits?.close();
      await database.close();
    })();
    return closing;
  };
  return {
    app: builtApp,
    db,
    dbKind: database.kind,
    now,
    mailer: builtMailer,
    push: builtPush,
    options,
    feed: builtFeed,
    close,
  };
}
