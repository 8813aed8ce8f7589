import { inject, injectable } from 'inversify';
import {
  ClockPort,
  ContentApiPort,
  ListContentUseCase,
  PAGINATOR,
  type ClockPort as Clock,
  type ContentApiPort as ContentApi,
  type ContentFilterOptions,
  type ContentMenuItem,
  type ContentPage,
  type ListContentRequest,
} from '../../core';
import { SessionStore } from '../shell/session.store';
import { ReportFiltersStore } from './report-filters.store';

// The lists' filters store, for an area that combines with it (the search's results page) without adding a chunk.
export { ReportFiltersStore };

/** What a list reads first: its first page, the filters' options and the commodity's publication types. */
interface FirstReads {
  commodity: number;
  pageKey: string;
  page?: Promise<ContentPage>;
  options?: Promise<[ContentFilterOptions, ContentMenuItem[]]>;
}

/** The key of a page request (the same commodity, page, size and filters read the same page). */
const keyOf = (request: ListContentRequest): string =>
  JSON.stringify([request.commodity, request.page, request.pageSize, request.filters]);

/** A read whose failure is told to whoever takes it, never as an unhandled rejection. */
function quiet<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * The first reads of a content list, started as soon as the list's address is entered (beside the configuration, the
 * menu and the list's code) rather than once the list is drawn, and handed to the list when it asks for them, each
 * once. Nothing is read for a visitor who is not signed in.
 */
@injectable('Singleton')
export class ListPrefetch {
  private started: FirstReads | undefined;
  private readonly listContent: ListContentUseCase;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(ClockPort) clock: Clock,
    @inject(ReportFiltersStore) private readonly filters: ReportFiltersStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    // Made here rather than bound in the container, so its code (and the report filters') loads with the lists, not
    // with every page.
    this.listContent = new ListContentUseCase(api, clock);
  }

  /** Starts the first reads of the list of a commodity (0 = all), as the list will ask for them. */
  start(commodity: number): void {
    if (!this.session.user || !Number.isInteger(commodity) || commodity < 0) return;
    const request = { commodity, page: 1, pageSize: PAGINATOR.defaultPageSize, filters: this.filters.filters };
    this.started = {
      commodity,
      pageKey: keyOf(request),
      page: quiet(this.listContent.execute(request)),
      options: quiet(Promise.all([this.api.contentFilter(), this.api.menuContent(commodity)])),
    };
  }

  /** A page of the list: the one started for this very request (taken once), or a new read. */
  readPage(request: ListContentRequest): Promise<ContentPage> {
    const started = this.started;
    if (started?.page && started.pageKey === keyOf(request)) {
      const { page } = started;
      started.page = undefined;
      return page;
    }
    return this.listContent.execute(request);
  }

  /** The filters' options and the publication types, when they were started for this commodity's list (taken once). */
  takeOptions(commodity: number): Promise<[ContentFilterOptions, ContentMenuItem[]]> | undefined {
    if (!this.started || this.started.commodity !== commodity) return undefined;
    const { options } = this.started;
    this.started.options = undefined;
    return options;
  }
}
