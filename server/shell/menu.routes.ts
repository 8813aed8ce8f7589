// The signed-in user's main menu: main/menu.
import { type FastifyInstance } from 'fastify';
import { type SubjectMenuItem } from '../../core';
import { type AppContext } from '../context';
import { listSubjects, toMenuItem } from './subjects.repository';
import { rightsOf } from '../account/users.repository';
import { requireSession } from '../session/guard';

/** Registers main/menu (under /api). */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: SubjectMenuItem[] }>('/main/menu', async (request): Promise<SubjectMenuItem[]> => {
    const { user } = await requireSession(ctx, request);
    // A subject the user has no right to comes back disabled: a locked subscribe-now entry of the home menu.
    const [subjects, rights] = await Promise.all([listSubjects(ctx.db), rightsOf(ctx.db, user.id)]);
    const entitled = new Set(rights.filter((right) => right.habilitado).map((right) => right.id));
    return subjects.map((subject) => ({
      ...toMenuItem(subject),
      habilitado: subject.habilitado && entitled.has(subject.id),
    }));
  });
}
