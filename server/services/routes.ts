// The services routes (under /api): the user's service options, the questions to the analyst (SPEC §7:
// client/questions/available, client/send-ask-analyst), the tools (freight, line-up, weather) and the live sessions.
// Rights are the server's: each route reads the user's plan again (services/guard.ts), and a question beyond the
// plan's monthly limit is refused by one conditional update in the database (services/questions.service.ts), so
// neither a client that skips its own check nor two questions sent at once pass it.
import { type FastifyInstance } from 'fastify';
import { type ServiceOptions } from '../../core';
import { type AppContext } from '../context';
import { requireSession } from '../session/guard';
import { askAnalystRoutes } from './ask-analyst.routes';
import { liveSessionsRoutes } from './live-sessions.routes';
import { serviceRightsOf } from './rights.service';
import { toolsRoutes } from './tools.routes';

/** Registers the services routes. */
export function servicesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: ServiceOptions }>('/services/options', async (request) => {
    const { user } = await requireSession(ctx, request);
    return { options: (await serviceRightsOf(ctx, user)).options };
  });
  askAnalystRoutes(app, ctx);
  toolsRoutes(app, ctx);
  liveSessionsRoutes(app, ctx);
}
