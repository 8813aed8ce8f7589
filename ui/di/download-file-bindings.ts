import { type Container } from 'inversify';
import { DownloadFilePage } from '../content/download-file-page';
import { bindDocuments } from './document-bindings';

/** The public download page, with the document use cases bound first (the route loads this module). */
export function downloadFileRoute(container: Container) {
  bindDocuments(container);
  return DownloadFilePage;
}
