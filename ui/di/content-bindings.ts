import { type Container } from 'inversify';
import {
  ContentApiPort,
  FileSaverPort,
  LoggerPort,
  ReadNewsUseCase,
  type ContentApiPort as ContentApi,
  type FileSaverPort as FileSaver,
  type LoggerPort as Logger,
} from '../../core';
import { lazyPort } from './lazy-port';

/**
 * Binds the content area's use cases (its HTTP ports are bound with the others, in container.ts; its stores and
 * view-models are built from their classes, in the scope each declares, when a page asks for them; the lists' use
 * case and report filters are made by the lists' own classes, so their code loads with a list, not with every page).
 */
export function bindContent(container: Container): void {
  container
    .bind(ReadNewsUseCase)
    .toResolvedValue(
      (api: ContentApi, logger: Logger) => new ReadNewsUseCase(api, logger),
      [ContentApiPort, LoggerPort],
    );
  // Documents: the file saver (calendar files and exports use it too), which loads with the first document (never with
  // a list).
  container
    .bind<FileSaver>(FileSaverPort)
    .toResolvedValue(() =>
      lazyPort<FileSaver>(
        async () => new (await import('../../adapters/browser/browser-file-saver')).BrowserFileSaver(),
      ),
    );
  // The document use cases are bound by the pages that hand out documents (document-bindings.ts).
}
