// The cache service (under /cache): public cached data behind the bearer key from config.json.
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { accessDenied } from '../errors';
import { listSubjects } from '../repositories/subjects';
import { contentCacheRoutes } from './content-cache';
import { safeEqual } from '../security/tokens';
import { bearerToken } from '../services/session-guard';

/** Registers the cache routes; every one requires `Authorization: Bearer <cache key>`. */
export function cacheRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const key = bearerToken(request);
    if (!key || !safeEqual(key, ctx.options.cacheKey)) throw accessDenied();
  });

  app.get('/subjects', async () =>
    (await listSubjects(ctx.db)).map((s) => ({
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

  contentCacheRoutes(app, ctx);
}
