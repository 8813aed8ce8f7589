// The shell's read of the cache service (under /cache, behind its key): the subjects of the menu.
import { type FastifyInstance } from 'fastify';
import { type CachedMenuItem } from '../../core';
import { type AppContext } from '../context';
import { cachedMenu } from './subjects.service';

/** Registers cache/subjects (inside the cache service, after its key check). */
export function shellCacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: CachedMenuItem[] }>('/subjects', async (): Promise<CachedMenuItem[]> => cachedMenu(ctx));
}
