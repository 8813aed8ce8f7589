import { type Container } from 'inversify';
import { type RouteObject } from 'react-router-dom';
import { startSessionWatch } from '../di/app-parts';
import { type RouterLike } from '../shell/app-navigator';
import { TourStore } from '../shell/tour.store';
import { createAppRouter } from './routes';

/**
 * Starts the app around its container, once for the life of the page: the session watch (time spent,
 * user-info and version checks, the close-sessions flag), the tour's offer after a login, and the router. The app's entry and the test app
 * both start through here.
 */
export function startApp<TRouter extends RouterLike>(
  container: Container,
  create: (routes: RouteObject[]) => TRouter,
): TRouter {
  startSessionWatch(container);
  container.get(TourStore).watchLogins();
  return createAppRouter(container, create);
}
