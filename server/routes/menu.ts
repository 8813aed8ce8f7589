// Signed-in routes about the menu and the user's standing: main/menu and check/info.
import { type FastifyInstance } from 'fastify';
import { parseProfile } from '../../core/domain/profile';
import { type AppContext } from '../context';
import { listSubjects, toMenuItem } from '../repositories/subjects';
import { rightsOf } from '../repositories/users';
import { requireSession } from '../services/session-guard';

/** Registers main/menu and check/info (under /api). */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/main/menu', async (request) => {
    await requireSession(ctx, request);
    return (await listSubjects(ctx.db)).map(toMenuItem);
  });

  app.get('/check/info', async (request) => {
    const { user } = await requireSession(ctx, request, { allowDisabled: true });
    return {
      userDisabled: user.disabled,
      profile: parseProfile(user.profile),
      signature: user.signature,
      hasQuotesRights: user.hasQuotesRights,
      rights: await rightsOf(ctx.db, user.id),
    };
  });
}
