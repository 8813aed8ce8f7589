// The signed-in user's main menu: main/menu.
import { type FastifyInstance } from 'fastify';
import { type SubjectMenuItem } from '../../core';
import { type AppContext } from '../context';
import { requireSession } from '../session/guard';
import { mainMenu } from './subjects.service';

/** Registers main/menu (under /api). */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: SubjectMenuItem[] }>('/main/menu', async (request): Promise<SubjectMenuItem[]> => {
    const { user } = await requireSession(ctx, request);
    return mainMenu(ctx, user);
  });
}
