import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ConsultingApiPort,
  consultingPages,
  CONSULTING_KINDS,
  GetDocumentUseCase,
  groupConsulting,
  isConsultingRefusal,
  type ConsultingApiPort as ConsultingApi,
  type ConsultingDocument,
  type ConsultingGroup,
  type ConsultingKind,
  type ConsultingPage,
  type DocumentMode,
} from '../../core';

/** Where the page stands: reading, failed, outside the plan (upsell) or shown. */
export type ConsultingState = 'loading' | 'failed' | 'upsell' | 'ready';

/**
 * The consulting page: the deliverables of the user's plan, filtered by commodity and service, a page at a time,
 * grouped by service; the plans instead when the plan has no consulting (the server's refusal). A document opens or
 * downloads through the document calls, one at a time. A later choice wins over an earlier answer; a failed choice
 * keeps the deliverables shown.
 */
@injectable('Transient')
export class ConsultingViewModel {
  state: ConsultingState = 'loading';
  result: ConsultingPage | undefined = undefined;
  commodity: number | undefined = undefined;
  kind: ConsultingKind | undefined = undefined;
  page = 1;
  /** A choice is being read (the deliverables shown are the previous ones). */
  reading = false;
  /** The last choice could not be read. */
  choiceFailed = false;
  /** The document being fetched (`<id>:<attachment>:<mode>`), if any. */
  fetching: string | null = null;
  /** Why the last document failed (with its key), until the next one. */
  documentFailure: { key: string; error: unknown } | null = null;
  private asked = 0;

  readonly kinds = CONSULTING_KINDS;

  constructor(
    @inject(ConsultingApiPort) private readonly api: ConsultingApi,
    @inject(GetDocumentUseCase) private readonly documents: GetDocumentUseCase,
  ) {
    makeAutoObservable<this, 'api' | 'documents' | 'asked'>(
      this,
      { api: false, documents: false, asked: false, result: observableRef, documentFailure: observableRef },
      { autoBind: true },
    );
  }

  /** Reads the first page with no filter. */
  async load(): Promise<void> {
    this.state = 'loading';
    await this.read();
  }

  dispose(): void {
    this.asked++;
  }

  /** The deliverables shown, grouped by service in the services' order. */
  get groups(): ConsultingGroup[] {
    return groupConsulting(this.result?.items ?? []);
  }

  /** The commodities the filter offers (those of every deliverable of the plan). */
  get commodities() {
    return this.result?.commodities ?? [];
  }

  get pages(): number {
    return this.result ? consultingPages(this.result.total, this.result.pageSize) : 1;
  }

  get filtered(): boolean {
    return this.commodity !== undefined || this.kind !== undefined;
  }

  /** Shows one commodity's deliverables (undefined: every commodity), from the first page. */
  chooseCommodity(commodity: number | undefined): Promise<void> {
    this.commodity = commodity;
    this.page = 1;
    return this.read();
  }

  /** Shows one service's deliverables (undefined: every service), from the first page. */
  chooseKind(kind: ConsultingKind | undefined): Promise<void> {
    this.kind = kind;
    this.page = 1;
    return this.read();
  }

  /** Clears both filters. */
  clear(): Promise<void> {
    this.commodity = undefined;
    this.kind = undefined;
    this.page = 1;
    return this.read();
  }

  /** Goes to a page (1 to pages). */
  goTo(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pages);
    return this.read();
  }

  /** The key of a document's fetch. */
  static fetchKey(document: ConsultingDocument, mode: DocumentMode): string {
    return `${document.id}:${document.attachment}:${mode}`;
  }

  /** Reads (opens in the browser) or downloads (watermarked) a document; one at a time. */
  async fetchDocument(document: ConsultingDocument, mode: DocumentMode): Promise<void> {
    if (this.fetching !== null) return;
    const key = ConsultingViewModel.fetchKey(document, mode);
    this.fetching = key;
    this.documentFailure = null;
    try {
      await this.documents.execute({ mode, id: document.id, attachment: document.attachment });
    } catch (error) {
      runInAction(() => (this.documentFailure = { key, error }));
    } finally {
      runInAction(() => (this.fetching = null));
    }
  }

  /** Reads the chosen page; a later choice wins over an earlier answer. */
  private async read(): Promise<void> {
    const call = ++this.asked;
    this.reading = true;
    try {
      const result = await this.api.consulting({
        ...(this.commodity === undefined ? {} : { commodity: this.commodity }),
        ...(this.kind === undefined ? {} : { kind: this.kind }),
        page: this.page,
      });
      if (call !== this.asked) return;
      runInAction(() => {
        this.result = result;
        this.choiceFailed = false;
        this.state = 'ready';
      });
    } catch (error) {
      if (call !== this.asked) return;
      runInAction(() => {
        if (isConsultingRefusal(error)) this.state = 'upsell';
        else if (this.result) this.choiceFailed = true;
        else this.state = 'failed';
      });
    } finally {
      if (call === this.asked) runInAction(() => (this.reading = false));
    }
  }
}
