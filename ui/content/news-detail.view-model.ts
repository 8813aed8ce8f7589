import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApiError,
  ContentApiPort,
  ErrorCode,
  GetDocumentUseCase,
  ReadNewsUseCase,
  type ContentAttachment,
  type DocumentMode,
  type ContentApiPort as ContentApi,
  type ContentListItem,
  type PrivateContent,
  type TimedNewsDetail,
} from '../../core';

/** How a detail turned out. */
export type DetailState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/** A news detail: the item (marked read), its related news, and the upsell text when it is locked. */
@injectable('Transient')
export class NewsDetailViewModel {
  id = 0;
  state: DetailState = 'loading';
  detail: TimedNewsDetail | null = null;
  related: ContentListItem[] = [];
  upsell: PrivateContent | null = null;
  /** The attachment being fetched (`<number>:<mode>`), if any. */
  fetching: string | null = null;
  /** Why the last read or download failed (see downloadFailureMessage), or null. */
  documentFailure: unknown = null;

  constructor(
    @inject(ReadNewsUseCase) private readonly readNews: ReadNewsUseCase,
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(GetDocumentUseCase) private readonly documents: GetDocumentUseCase,
  ) {
    makeAutoObservable<this, 'readNews' | 'api' | 'documents'>(
      this,
      { readNews: false, api: false, documents: false },
      { autoBind: true },
    );
  }

  /** The key of an attachment's fetch: its number (1, 2, …) and the mode. */
  static fetchKey(attachment: number, mode: DocumentMode): string {
    return `${attachment}:${mode}`;
  }

  /** Reads (opens in the browser) or downloads (watermarked) the attachment at `index` of the detail. */
  async fetchDocument(file: ContentAttachment, mode: DocumentMode): Promise<void> {
    const attachment = (this.detail?.attachments.indexOf(file) ?? -1) + 1;
    if (attachment < 1 || this.fetching !== null) return;
    this.fetching = NewsDetailViewModel.fetchKey(attachment, mode);
    this.documentFailure = null;
    try {
      await this.documents.execute({ mode, id: this.id, attachment });
    } catch (error) {
      runInAction(() => (this.documentFailure = error));
    } finally {
      runInAction(() => (this.fetching = null));
    }
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
