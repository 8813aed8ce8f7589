import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type SearchPage, type SearchRequest, SearchUseCase } from '../../core';

/** Where the results page stands: nothing asked, a text too short, being read, shown, or failed (the text is kept). */
export type SearchStatus = 'idle' | 'too-short' | 'loading' | 'ready' | 'failed';

/**
 * The results page: searches what the address holds (text, filters, page); only the latest request's answer is
 * shown, and a failure keeps the text and the filters so that Retry asks again.
 */
@injectable('Transient')
export class SearchPageViewModel {
  status: SearchStatus = 'idle';
  request: SearchRequest | null = null;
  page: SearchPage | null = null;
  private asked = 0;

  constructor(@inject(SearchUseCase) private readonly search: SearchUseCase) {
    makeAutoObservable<this, 'search' | 'asked'>(
      this,
      { search: false, asked: false, page: observableRef, request: observableRef },
      { autoBind: true },
    );
  }

  load(): void {}

  dispose(): void {
    this.asked += 1;
  }

  /** How many pages the results fill. */
  get pages(): number {
    return this.page ? Math.max(1, Math.ceil(this.page.total / this.page.pageSize)) : 0;
  }

  /** Searches a request (again: Retry). */
  async show(request: SearchRequest): Promise<void> {
    const ticket = ++this.asked;
    this.request = request;
    this.status = 'loading';
    try {
      const outcome = await this.search.execute(request);
      if (ticket !== this.asked) return;
      runInAction(() => {
        if (outcome.kind === 'too-short') {
          this.status = 'too-short';
          this.page = null;
        } else {
          this.status = 'ready';
          this.page = outcome.page;
        }
      });
    } catch {
      if (ticket === this.asked) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Asks the last request again. */
  retry(): void {
    if (this.request) void this.show(this.request);
  }
}
