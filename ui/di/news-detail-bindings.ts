import { type Container } from 'inversify';
import { NewsDetailRoute } from '../content/news-detail-route';
import { bindDocuments } from './document-bindings';

/** The news detail's route component, with the document use cases bound first (the route loads this module). */
export function newsDetailRoute(container: Container) {
  bindDocuments(container);
  return NewsDetailRoute;
}
