import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApiError,
  ContentApiPort,
  ErrorCode,
  ReadNewsUseCase,
  type ContentApiPort as ContentApi,
  type ContentListItem,
  type PrivateContent,
  type TimedNewsDetail,
} from '../../core';

/** How a detail turned out. */
export type DetailState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/** A news detail: the item (marked read), its related news, and the upsell text when it is locked. */
@injectable()
export class NewsDetailViewModel {
  id = 0;
  state: DetailState = 'loading';
  detail: TimedNewsDetail | null = null;
  related: ContentListItem[] = [];
  upsell: PrivateContent | null = null;

  constructor(
    @inject(ReadNewsUseCase) private readonly readNews: ReadNewsUseCase,
    @inject(ContentApiPort) private readonly api: ContentApi,
  ) {
    makeAutoObservable<this, 'readNews' | 'api'>(this, { readNews: false, api: false }, { autoBind: true });
  }

  async load(id: number): Promise<void> {
    this.id = id;
    this.state = 'loading';
    try {
      const detail = await this.readNews.execute(id);
      runInAction(() => {
        this.detail = detail;
        this.state = 'ready';
      });
      await Promise.all([this.loadRelated(id), detail.locked ? this.loadUpsell(detail) : Promise.resolve()]);
    } catch (error) {
      runInAction(() => (this.state = stateOf(error)));
    }
  }

  dispose(): void {}

  private async loadRelated(id: number): Promise<void> {
    try {
      const related = await this.api.relatedNews(id, 5);
      runInAction(() => (this.related = related));
    } catch {
      runInAction(() => (this.related = []));
    }
  }

  private async loadUpsell(detail: TimedNewsDetail): Promise<void> {
    try {
      const upsell = await this.api.privateContent(detail.location);
      runInAction(() => (this.upsell = upsell));
    } catch {
      runInAction(() => (this.upsell = null));
    }
  }
}

/** The state a failed read leaves: 5000 not found, 403 no rights, anything else a failure. */
function stateOf(error: unknown): DetailState {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'forbidden';
    if (error.body?.code === ErrorCode.DOCUMENT_NOT_FOUND) return 'not-found';
  }
  return 'failed';
}
