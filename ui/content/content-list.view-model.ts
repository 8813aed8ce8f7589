import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  ContentApiPort,
  displayTypeOf,
  PAGINATOR,
  pageSizeOf,
  viewStyleOf,
  type ContentApiPort as ContentApi,
  type ContentFilterOptions,
  type ContentMenuItem,
  type ContentPage,
  type ListDisplayType,
} from '../../core';
import { loadRead } from '../kit/load-read';
import { PreferencesStore } from '../shell/preferences.store';
import { ListPrefetch } from './list-prefetch';
import { ReportFiltersStore } from './report-filters.store';

/** What a content list was opened for. */
export interface ContentListInput {
  /** The commodity or subject of the page (0 = all). */
  commodity: number;
}

/** A content list of the informative page: one page under the report filters, in the user's display type. */
@injectable('Transient')
export class ContentListViewModel {
  commodity = 0;
  page = 1;
  pageSize: number = PAGINATOR.defaultPageSize;
  data: ContentPage | null = null;
  loading = true;
  failed = false;
  options: ContentFilterOptions | null = null;
  publicationTypes: ContentMenuItem[] = [];
  private request = 0;
  private stop: IReactionDisposer | undefined;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(ReportFiltersStore) readonly filters: ReportFiltersStore,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(ListPrefetch) private readonly prefetch: ListPrefetch,
  ) {
    makeAutoObservable<this, 'api' | 'preferences' | 'prefetch' | 'request' | 'stop'>(
      this,
      {
        // A page is replaced whole, never changed in place: its items stay plain data (nothing to observe per field,
        // which a long list would pay for on every entry it draws).
        data: observableRef,
        api: false,
        filters: false,
        preferences: false,
        prefetch: false,
        request: false,
        stop: false,
      },
      { autoBind: true },
    );
  }

  async load(input: ContentListInput): Promise<void> {
    this.commodity = input.commodity;
    // Any filter change starts again from the first page.
    this.stop = reaction(
      () => this.filters.filters,
      () => this.goTo(1),
    );
    await Promise.all([this.fetch(), this.loadOptions()]);
  }

  dispose(): void {
    this.stop?.();
    this.request++;
  }

  /** The display type of the lists (the user's view style). */
  get display(): ListDisplayType {
    return displayTypeOf(this.preferences.viewstyle);
  }

  /** Shows the lists in another display type. */
  setDisplay(display: ListDisplayType): void {
    this.preferences.setViewStyle(viewStyleOf(display));
  }

  /** The number of pages of the list. */
  get pageCount(): number {
    return this.data ? Math.max(1, Math.ceil(this.data.total / this.pageSize)) : 1;
  }

  /** Goes to a page. */
  goTo(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    return this.fetch();
  }

  /** Shows another number of items per page (10, 25 or 50), from the first page. */
  setPageSize(size: number): Promise<void> {
    this.pageSize = pageSizeOf(size);
    this.page = 1;
    return this.fetch();
  }

  /** Reads the current page again (after a failure). */
  retry(): Promise<void> {
    return this.fetch();
  }

  private async fetch(): Promise<void> {
    const request = ++this.request;
    const query = {
      commodity: this.commodity,
      page: this.page,
      pageSize: this.pageSize,
      filters: this.filters.filters,
    };
    // A page asked for later takes over: the answer of an earlier one changes nothing.
    await loadRead(
      this,
      () => this.prefetch.readPage(query),
      (data) => (this.data = data),
      () => request === this.request,
    );
  }

  private async loadOptions(): Promise<void> {
    try {
      const [options, publicationTypes] = await (this.prefetch.takeOptions(this.commodity) ??
        Promise.all([this.api.contentFilter(), this.api.menuContent(this.commodity)]));
      runInAction(() => {
        this.options = options;
        this.publicationTypes = publicationTypes;
      });
    } catch {
      // The filters keep their last options; the list itself reports failures.
    }
  }
}
