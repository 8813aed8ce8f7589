// Prometheus metrics at /metrics (METRICS=true; off by default), meant for a scraper on the internal network: each
// server instance keeps a registry of its own (never prom-client's global one, so several servers in one process do
// not clash). What it shows:
// - every request, counted and timed by method, route pattern (`/api/auth/biometric/:device_id`, `unmatched` for a
//   path no route knows) and status code; never the raw URL, its parameters or its query. /metrics itself is not
//   counted;
// - the database in use (`celeiro_database_info{kind}`) and, on PostgreSQL, the pool's total, idle and waiting clients
//   as node-postgres reports them at each scrape (the embedded database has no pool);
// - the mails sent and failed by transport (SMTP or the mailbox in the database), counted around the mailer: mails
//   leave inline, there is no queue to measure;
// - Node's default figures (CPU, memory, event loop lag, garbage collection, handles).
// No label carries an address, a token or a user. With METRICS_TOKEN set, /metrics asks for it as a bearer token
// (401 with the error body otherwise). It is under no rate limit and no session.
import { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Database } from '../db/database';
import { accessDenied } from '../errors';
import { type Mailer } from '../mail/mailer';
import { bearerToken, safeEqual } from '../security/tokens';

/** The path of the metrics. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (so that no raw path becomes a label). */
export const UNMATCHED_ROUTE = 'unmatched';

/** How a mail leaves: through SMTP, or into the mailbox in the database. */
export type MailTransport = 'smtp' | 'mailbox';

/** The figures node-postgres's pool reports (pg.Pool). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The pool behind a drizzle database when it is node-postgres's (which reports its clients); undefined otherwise. */
function poolOf(db: Database): PoolCounts | undefined {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client &&
    typeof client.totalCount === 'number' &&
    typeof client.idleCount === 'number' &&
    typeof client.waitingCount === 'number'
    ? (client as PoolCounts)
    : undefined;
}

/** One server's metrics. */
export interface ServerMetrics {
  registry: Registry;
  /** The mailer, counting each mail it sent or failed to send. */
  countMails(mailer: Mailer, transport: MailTransport): Mailer;
  /** Counts and times every request of the app but the scrapes, and serves /metrics. */
  install(app: FastifyInstance, options?: { token?: string | undefined }): void;
}

/** What the metrics read: the database and its kind. */
export interface MetricsSources {
  db: Database;
  dbKind: 'pglite' | 'postgres';
}

/** A registry with the server's metrics and Node's default ones. */
export function createMetrics({ db, dbKind }: MetricsSources): ServerMetrics {
  const registry = new Registry();
  // Each call starts its own event-loop monitor and garbage-collection observer for this registry.
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });

  new Gauge({
    name: 'celeiro_database_info',
    help: 'The database in use: pglite (embedded) or postgres',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: dbKind }, 1);
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'celeiro_database_pool_clients',
      help: 'Clients of the PostgreSQL pool: total (open), idle, and waiting (queries queued for a client)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const sent = new Counter({
    name: 'celeiro_mails_sent_total',
    help: 'Mails sent, by transport (smtp, or mailbox: stored in the database)',
    labelNames: ['transport'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'celeiro_mails_failed_total',
    help: 'Mails that could not be sent, by transport',
    labelNames: ['transport'],
    registers: [registry],
  });

  return {
    registry,
    countMails(mailer, transport) {
      // Present from the start, at 0.
      sent.inc({ transport }, 0);
      failed.inc({ transport }, 0);
      return {
        async send(mail) {
          try {
            await mailer.send(mail);
          } catch (error) {
            failed.inc({ transport });
            throw error;
          }
          sent.inc({ transport });
        },
        close: () => mailer.close(),
      };
    },
    install(app, { token } = {}) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        if (route === METRICS_PATH) return;
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      });
      app.get(METRICS_PATH, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (token) {
          const given = bearerToken(request);
          if (!given || !safeEqual(given, token)) {
            reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
            throw accessDenied();
          }
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    },
  };
}
