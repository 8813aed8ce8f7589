import { type Container } from 'inversify';
import {
  ClockPort,
  ContentApiPort,
  FileSaverPort,
  ListContentUseCase,
  LocalStoragePort,
  LoggerPort,
  ReadNewsUseCase,
  ReportFilterRepository,
  type ClockPort as Clock,
  type ContentApiPort as ContentApi,
  type FileSaverPort as FileSaver,
  type LoggerPort as Logger,
  type StoragePort,
} from '../../core';
import { lazyPort } from './lazy-port';

/**
 * Binds the content area's use cases and repositories (its HTTP ports are bound with the others, in container.ts;
 * its stores and view-models are built from their classes, in the scope each declares, when a page asks for them).
 */
export function bindContent(container: Container): void {
  container
    .bind(ListContentUseCase)
    .toResolvedValue(
      (api: ContentApi, clock: Clock) => new ListContentUseCase(api, clock),
      [ContentApiPort, ClockPort],
    );
  container
    .bind(ReadNewsUseCase)
    .toResolvedValue(
      (api: ContentApi, logger: Logger) => new ReadNewsUseCase(api, logger),
      [ContentApiPort, LoggerPort],
    );
  container
    .bind(ReportFilterRepository)
    .toResolvedValue((local: StoragePort) => new ReportFilterRepository(local), [LocalStoragePort]);
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
