import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  ApiError,
  ContentApiPort,
  ErrorCode,
  GetDocumentUseCase,
  MailDocumentLinkUseCase,
  ReadNewsUseCase,
  type ContentAttachment,
  type DocumentLinkSent,
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
  /** The document being fetched (an attachment's `<number>:<mode>`, or the report), if any. */
  fetching: string | null = null;
  /** Why the last read or download failed (see downloadFailureMessage), or null; failureOf tells which it was. */
  documentFailure: unknown = null;
  /** The key of the fetch that failed last, or null. */
  private failedFetch: string | null = null;
  /** The last link mailed (see mailLink): the attachment's number, where it went and until when it works. */
  linkSent: (DocumentLinkSent & { attachment: number }) | null = null;

  constructor(
    @inject(ReadNewsUseCase) private readonly readNews: ReadNewsUseCase,
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(GetDocumentUseCase) private readonly documents: GetDocumentUseCase,
    @inject(MailDocumentLinkUseCase) private readonly links: MailDocumentLinkUseCase,
  ) {
    makeAutoObservable<this, 'readNews' | 'api' | 'documents' | 'links' | 'failedFetch'>(
      this,
      { readNews: false, api: false, documents: false, links: false, failedFetch: observable },
      { autoBind: true },
    );
  }

  /** The key of the report's fetch (see fetchReport). */
  static readonly REPORT_KEY = 'report';

  /** The key of an attachment's fetch: its number (1, 2, …) and the mode (or 'mail', a link asked by e-mail). */
  static fetchKey(attachment: number, mode: DocumentMode | 'mail'): string {
    return `${attachment}:${mode}`;
  }

  /** Reads (opens in the browser) or downloads (watermarked) the attachment at `index` of the detail. */
  async fetchDocument(file: ContentAttachment, mode: DocumentMode): Promise<void> {
    const attachment = (this.detail?.attachments.indexOf(file) ?? -1) + 1;
    if (attachment < 1) return;
    await this.fetchFile(NewsDetailViewModel.fetchKey(attachment, mode), () =>
      this.documents.execute({ mode, id: this.id, attachment }),
    );
  }

  /** Mails the user a link to the attachment (document/email-link); linkSent tells where it went. */
  async mailLink(file: ContentAttachment): Promise<void> {
    const attachment = (this.detail?.attachments.indexOf(file) ?? -1) + 1;
    if (attachment < 1) return;
    this.linkSent = null;
    await this.fetchFile(NewsDetailViewModel.fetchKey(attachment, 'mail'), async () => {
      const sent = await this.links.execute(this.id, attachment);
      runInAction(() => (this.linkSent = { ...sent, attachment }));
    });
  }

  /** Saves the item itself as a PDF stamped for the user (report/pdf/whatsit). */
  async fetchReport(): Promise<void> {
    await this.fetchFile(NewsDetailViewModel.REPORT_KEY, () => this.documents.execute({ mode: 'report', id: this.id }));
  }

  /** The failure of the last fetch if it was the one of `key`, else null. */
  failureOf(key: 'report' | 'attachment'): unknown {
    const reportFailed = this.failedFetch === NewsDetailViewModel.REPORT_KEY;
    return this.failedFetch !== null && reportFailed === (key === 'report') ? this.documentFailure : null;
  }

  /** One document at a time: marks it as fetching, and keeps why it failed (with its key) until the next fetch. */
  private async fetchFile(key: string, fetch: () => Promise<unknown>): Promise<void> {
    if (this.fetching !== null) return;
    this.fetching = key;
    this.documentFailure = null;
    this.failedFetch = null;
    try {
      await fetch();
    } catch (error) {
      runInAction(() => {
        this.documentFailure = error;
        this.failedFetch = key;
      });
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
