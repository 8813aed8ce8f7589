import { type Container } from 'inversify';
import { NewsDetailRoute } from '../content/news-detail-route';
import { bindOnce } from './binding';
import { bindDocuments } from './document-bindings';
import { bindReading } from './reading-bindings';

/**
 * The news detail's route component, with the document use cases and the loader of the listen and share engines bound
 * first (the route loads this module).
 */
export function newsDetailRoute(container: Container) {
  bindOnce(container, bindDocuments);
  bindOnce(container, bindReading);
  return NewsDetailRoute;
}
