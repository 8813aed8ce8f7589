// The shell's read of the cache service (under /cache, behind its key): the subjects of the menu.
import { type FastifyInstance } from 'fastify';
import { type CachedMenuItem } from '../../core';
import { type AppContext } from '../context';
import { listSubjects } from './subjects.repository';

/** Registers cache/subjects (inside the cache service, after its key check). */
export function shellCacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: CachedMenuItem[] }>('/subjects', async (): Promise<CachedMenuItem[]> =>
    (await listSubjects(ctx.db)).map((s): CachedMenuItem => ({
      code: s.id,
      labelPtBr: s.namePtBr,
      labelEnEu: s.nameEnEu,
      labelEsEs: s.nameEsEs,
      labelEsAr: s.nameEsAr,
      labelPtPt: s.namePtPt,
      icon: s.icone,
      active: s.habilitado,
      mne: s.mne,
    })),
  );
}
