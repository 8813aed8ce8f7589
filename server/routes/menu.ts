// Signed-in routes about the menu and the user's standing: main/menu and check/info.
import { type FastifyInstance } from 'fastify';
import { parseProfile } from '../../core/kernel/profile';
import { type AppContext } from '../context';
import { listSubjects, toMenuItem } from '../repositories/subjects';
import { rightsOf } from '../repositories/users';
import { requireSession } from '../services/session-guard';

/** Registers main/menu and check/info (under /api). */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/main/menu', async (request) => {
    const { user } = await requireSession(ctx, request);
    // A subject the user has no right to comes back disabled: a locked subscribe-now entry of the home menu.
    const [subjects, rights] = await Promise.all([listSubjects(ctx.db), rightsOf(ctx.db, user.id)]);
    const entitled = new Set(rights.filter((right) => right.habilitado).map((right) => right.id));
    return subjects.map((subject) => ({ ...toMenuItem(subject), habilitado: subject.habilitado && entitled.has(subject.id) }));
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
