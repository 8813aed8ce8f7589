import { type Container } from 'inversify';
import {
  ClockPort,
  ContentApiPort,
  ContentCachePort,
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
import { type ApiClient } from '../../adapters/http/api-client';
import { HttpContentCache } from '../../adapters/http/http-content-cache';
import { ContentListViewModel } from '../content/content-list.view-model';
import { HighlightsViewModel } from '../content/highlights.view-model';
import { NewsDetailViewModel } from '../content/news-detail.view-model';
import { NewsTickerViewModel } from '../content/news-ticker.view-model';
import { PlansViewModel } from '../content/plans.view-model';
import { ReportFiltersStore } from '../content/report-filters.store';

/** Binds the content area: the cache-service adapter, the content use cases and repositories, its stores and view-models. */
export function bindContent(container: Container, cacheClient: symbol): void {
  container.bind(ContentCachePort).toResolvedValue((cache: ApiClient) => new HttpContentCache(cache), [cacheClient]);
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

  container.bind(ReportFiltersStore).toSelf().inSingletonScope();

  container.bind(ContentListViewModel).toSelf().inTransientScope();
  container.bind(NewsDetailViewModel).toSelf().inTransientScope();
  container.bind(HighlightsViewModel).toSelf().inTransientScope();
  container.bind(NewsTickerViewModel).toSelf().inTransientScope();
  container.bind(PlansViewModel).toSelf().inTransientScope();
}
