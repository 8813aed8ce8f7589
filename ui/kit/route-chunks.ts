import { type RouteObject } from 'react-router-dom';
import { withChunkLoadTimeout, type ClockPort } from '../../core';

/**
 * The routes with each lazily loaded route's code given at most 120 s (CHUNK_LOAD_TIMEOUT_MS, SPEC §9): a chunk
 * that has not come by then fails its route, which shows the route's error page instead of loading forever.
 */
export function withChunkTimeouts(routes: RouteObject[], clock: ClockPort): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const timed =
      typeof lazy === 'function' ? { ...route, lazy: () => withChunkLoadTimeout(lazy, clock) } : { ...route };
    if (!timed.index && timed.children) timed.children = withChunkTimeouts(timed.children, clock);
    return timed as RouteObject;
  });
}
