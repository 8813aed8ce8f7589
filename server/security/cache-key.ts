// The cache service's key: every /cache route requires `Authorization: Bearer <cache key>` (the key of /config.json).
import { type FastifyRequest } from 'fastify';
import { accessDenied } from '../errors';
import { bearerToken, safeEqual } from './tokens';

/** An onRequest hook that refuses (401) a request without the cache key. */
export function requireCacheKey(cacheKey: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const key = bearerToken(request);
    if (!key || !safeEqual(key, cacheKey)) throw accessDenied();
  };
}
