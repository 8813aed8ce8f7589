import { type Container } from 'inversify';
import { DownloadFilePage } from '../content/download-file-page';
import { bindOnce } from './binding';
import { bindDocuments } from './document-bindings';

/** The public download page, with the document use cases bound first (the route loads this module). */
export function downloadFileRoute(container: Container) {
  bindOnce(container, bindDocuments);
  return DownloadFilePage;
}
