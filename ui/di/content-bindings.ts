import { type Container } from 'inversify';
import {
  ClockPort,
  ContentApiPort,
  ListContentUseCase,
  LocalStoragePort,
  LoggerPort,
  ReadNewsUseCase,
  ReportFilterRepository,
  type ClockPort as Clock,
  type ContentApiPort as ContentApi,
  type LoggerPort as Logger,
  type StoragePort,
} from '../../core';

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
}
