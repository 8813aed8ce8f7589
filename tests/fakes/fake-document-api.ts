import {
  ApiError,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  downloadTokenExpiry,
  downloadTokenState,
  ErrorCode,
  type ClockPort,
  type DocumentApiPort,
  type DocumentFile,
  type DocumentLinkSent,
  type FileSaverPort,
  type IssuedDownloadToken,
} from '../../core';

/** The bytes of a tiny PDF (its header and trailer only: enough for a fake). */
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);

/**
 * A document API in memory: each item's attachments by number, which items the user may download (others answer 403
 * with the error body), and issued download tokens (valid 7 days, once).
 */
export class FakeDocumentApi implements DocumentApiPort {
  /** Attachments by item id; each item's attachment n is files[n - 1]. */
  readonly files = new Map<number, string[]>();
  /** Items the user has the right to. */
  readonly allowed = new Set<number>();
  /** Issued tokens: the item, the attachment and the stored state. */
  readonly tokens = new Map<string, IssuedDownloadToken & { id: number; attachment: number }>();
  /** The links mailed, in order: to whom and their token. */
  readonly mailed: { to: string; token: string }[] = [];
  /** When set, every call fails without a response. */
  offline = false;
  readonly calls: string[] = [];

  constructor(
    private readonly clock: ClockPort,
    private readonly user = { name: 'Ana Souza', email: 'ana@example.com' },
  ) {}

  /** Issues a token for an attachment, as the server does when it mails a link. */
  issue(token: string, id: number, attachment: number): void {
    this.tokens.set(token, {
      id,
      attachment,
      expiresAt: downloadTokenExpiry(new Date(this.clock.now())),
      usedAt: null,
    });
  }

  async emailLink(id: number, attachment: number): Promise<DocumentLinkSent> {
    this.calls.push(`document/email-link ${id} ${attachment}`);
    this.file(id, attachment, '');
    const token = `mailed-${this.mailed.length + 1}`;
    this.issue(token, id, attachment);
    this.mailed.push({ to: this.user.email, token });
    return { email: this.user.email, expiresAt: this.tokens.get(token)!.expiresAt.toISOString() };
  }

  async readDocument(id: number, attachment: number): Promise<DocumentFile> {
    this.calls.push(`read-document ${id} ${attachment}`);
    await Promise.resolve();
    return this.file(id, attachment, '');
  }

  async downloadDocument(id: number, attachment: number): Promise<DocumentFile> {
    this.calls.push(`download-document-watermark ${id} ${attachment}`);
    await Promise.resolve();
    return this.file(id, attachment, ` ${this.user.name} · ${this.user.email}`);
  }

  async reportPdf(id: number): Promise<DocumentFile> {
    this.calls.push(`report/pdf/whatsit ${id}`);
    await Promise.resolve();
    if (!this.files.has(id))
      throw new ApiError(400, { errorType: 'BusinessError', code: ErrorCode.REPORT_NOT_FOUND, message: 'x' });
    return this.file(id, 0, ` ${this.user.name} · ${this.user.email}`, `report-${id}.pdf`);
  }

  publicDownload(token: string): Promise<DocumentFile> {
    this.calls.push('public/file/download');
    if (this.offline) return Promise.reject(new ApiError(undefined, undefined));
    const issued = this.tokens.get(token);
    const state = downloadTokenState(issued, new Date(this.clock.now()));
    if (state === 'not-found')
      return Promise.reject(new ApiError(400, { errorType: DOWNLOAD_TOKEN_NOT_FOUND_ERROR, code: 400, message: 'x' }));
    if (state === 'invalid')
      return Promise.reject(new ApiError(400, { errorType: DOWNLOAD_TOKEN_INVALID_ERROR, code: 400, message: 'x' }));
    issued!.usedAt = new Date(this.clock.now());
    const name = this.files.get(issued!.id)![issued!.attachment - 1]!;
    return Promise.resolve({ name, mimeType: 'application/pdf', bytes: pdf(`${name} ${this.user.email}`) });
  }

  /** Attachment `attachment` of an item (or the file named `report`), as the user's rights allow. */
  private file(id: number, attachment: number, stamp: string, report?: string): DocumentFile {
    if (this.offline) throw new ApiError(undefined, undefined);
    const name = report ?? this.files.get(id)?.[attachment - 1];
    if (!name)
      throw new ApiError(400, { errorType: 'BusinessError', code: ErrorCode.DOCUMENT_NOT_FOUND, message: 'x' });
    if (!this.allowed.has(id))
      throw new ApiError(403, {
        errorType: 'AuthError',
        code: ErrorCode.INSUFFICIENT_RIGHTS,
        message: 'Acesso negado: Direitos insuficientes.',
      });
    return { name, mimeType: 'application/pdf', bytes: pdf(name + stamp) };
  }
}

/** A file saver that keeps what it was given. */
export class RecordingFileSaver implements FileSaverPort {
  readonly saved: DocumentFile[] = [];
  readonly opened: DocumentFile[] = [];

  save(file: DocumentFile): Promise<void> {
    this.saved.push(file);
    return Promise.resolve();
  }

  open(file: DocumentFile): Promise<void> {
    this.opened.push(file);
    return Promise.resolve();
  }
}
