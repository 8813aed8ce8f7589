// The probes of an orchestrator or load balancer: /health (liveness: the process answers; it reads nothing) and
// /ready (readiness: the database answers a query), with /api/health as /ready's older name. Plain JSON, never cached,
// under no session and no rate limit.
import { type FastifyInstance, type FastifyReply } from 'fastify';
import { type AppContext } from '../context';
import { checkReady } from './health.service';

/** What a probe answers when all is well. */
export interface HealthStatus {
  status: 'ok';
}

/** The paths of the probes. */
export const HEALTH_PATHS = { live: '/health', ready: '/ready', apiHealth: '/api/health' } as const;

/** Registers /health, /ready and /api/health. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get<{ Reply: HealthStatus }>(HEALTH_PATHS.live, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  /** 200 once the database answers `select 1`; 503 with the SPEC error body when it does not. */
  const ready = async (_request: unknown, reply: FastifyReply): Promise<HealthStatus> => {
    noStore(reply);
    await checkReady(ctx);
    return { status: 'ok' };
  };
  app.get<{ Reply: HealthStatus }>(HEALTH_PATHS.ready, ready);
  app.get<{ Reply: HealthStatus }>(HEALTH_PATHS.apiHealth, ready);
}
