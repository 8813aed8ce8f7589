import {
  CATALOGUES,
  downloadFailureMessage,
  GetDocumentUseCase,
  MailDocumentLinkUseCase,
  type DocumentFile,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeDocumentApi, RecordingFileSaver } from '../../../tests/fakes/fake-document-api';
import { type DocumentTasks, type SavedDocument } from '../documents.tasks';

const DAY_MS = 86_400_000;
/** The item of the plan with attachments, and one outside the plan. */
const IN_PLAN = 101;
const OUTSIDE = 202;

/** A document of the fake API: one page, its text the bytes the fake sent. */
const saved = (file: DocumentFile): SavedDocument => {
  const text = new TextDecoder().decode(file.bytes);
  return {
    name: file.name,
    pdf: text.startsWith('%PDF-'),
    pagesWith: (wanted) => Promise.resolve([text.includes(wanted)]),
  };
};

/**
 * Documents on the core: the use cases over a document API that holds the user's items and rights (the fake), and a
 * saver that records what reached the user; the messages come from the core's rule for a failed download.
 */
export class CoreDocuments implements DocumentTasks {
  private readonly clock = new FakeClock();
  private readonly saver = new RecordingFileSaver();
  private api = new FakeDocumentApi(this.clock);
  private token = '';

  private as(email: string): void {
    this.api = new FakeDocumentApi(this.clock, { name: 'Assinante', email });
    this.api.files.set(IN_PLAN, ['report-101.pdf', 'report-101-tabelas.pdf']);
    this.api.files.set(OUTSIDE, ['report-202.pdf']);
    this.api.allowed.add(IN_PLAN);
  }

  openItemWithAttachments(email: string): Promise<void> {
    this.as(email);
    return Promise.resolve();
  }

  async mailFirstLink(): Promise<string> {
    const sent = await new MailDocumentLinkUseCase(this.api).execute(IN_PLAN, 1);
    // The link the reader received.
    this.token = this.api.mailed.at(-1)!.token;
    return `${sent.email} ${sent.expiresAt}`;
  }

  firstAttachmentName(): string {
    return this.api.files.get(IN_PLAN)![0]!;
  }

  async downloadFirst(): Promise<SavedDocument> {
    return saved(
      await new GetDocumentUseCase(this.api, this.saver).execute({ mode: 'download', id: IN_PLAN, attachment: 1 }),
    );
  }

  async saveReport(): Promise<SavedDocument> {
    return saved(await new GetDocumentUseCase(this.api, this.saver).execute({ mode: 'report', id: IN_PLAN }));
  }

  async readFirst(): Promise<SavedDocument> {
    await new GetDocumentUseCase(this.api, this.saver).execute({ mode: 'read', id: IN_PLAN, attachment: 1 });
    return saved(this.saver.opened.at(-1)!);
  }

  async askOutsidePlan(email: string): Promise<string> {
    this.as(email);
    try {
      await new GetDocumentUseCase(this.api, this.saver).execute({ mode: 'download', id: OUTSIDE, attachment: 1 });
      return '';
    } catch (error) {
      return downloadFailureMessage(error, CATALOGUES.PtBr);
    }
  }

  savedCount(): Promise<number> {
    return Promise.resolve(this.saver.saved.length);
  }

  mailLink(email: string, daysAgo: number): Promise<void> {
    this.as(email);
    this.token = 'mailed-token';
    this.api.issue(this.token, IN_PLAN, 1);
    this.clock.advance(daysAgo * DAY_MS);
    return Promise.resolve();
  }

  openLink(token?: string): Promise<void> {
    if (token !== undefined) this.token = token;
    return Promise.resolve();
  }

  async downloadFromLink(): Promise<{ saved?: string; message?: string }> {
    try {
      return {
        saved: (await new GetDocumentUseCase(this.api, this.saver).execute({ mode: 'link', token: this.token })).name,
      };
    } catch (error) {
      return { message: downloadFailureMessage(error, CATALOGUES.PtBr) };
    }
  }
}
