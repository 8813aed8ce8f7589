// Documents (SPEC §7: read-document, download-document-watermark, public/file/download): the attachments of an item
// as files, the rules of the e-mailed download token, the watermark's text, safe file names and what a failed download
// tells the user (SPEC §8). Decided here once, for the server and the app.
import { ApiError } from '../kernel/errors/api-error';
import { otherMessage, type CatalogueTexts } from '../kernel/errors/catalogue';
import { type ItemAccess } from './content-access';
import { type ContentAttachment, type NewsDetail } from './content-item';

/** How long an e-mailed download link works (it works once within that time). */
export const DOWNLOAD_TOKEN_VALIDITY_DAYS = 7;
const DAY_MS = 86_400_000;

/** The errorType of a public download whose token is unknown (SPEC §8: token not found). */
export const DOWNLOAD_TOKEN_NOT_FOUND_ERROR = 'DownloadTokenNotFound';
/** The errorType of a public download whose token was used already or has expired (SPEC §8: invalid token). */
export const DOWNLOAD_TOKEN_INVALID_ERROR = 'DownloadTokenInvalid';

/** A file as the API sends it: its name, its media type and its bytes. */
export interface DocumentFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** The path of an attachment's download (the `url` of an attachment): the item and the attachment's number (1, 2, …). */
export function attachmentPath(contentId: number, attachment: number): string {
  return `/api/download-document-watermark?id=${contentId}&attachment=${attachment}`;
}

/**
 * The attachments a reader's detail carries: every one, in order, each at its download path, when the reader's access
 * opens the item with them; none otherwise, and then `attachmentsLocked` when the item has some (a Demo reads the item
 * and is offered the plans for its attachments).
 */
export function attachmentsForReader(
  access: Pick<ItemAccess, 'kind' | 'hideAttachments'>,
  contentId: number,
  attachments: readonly ContentAttachment[],
  hasAttachment = attachments.length > 0,
): Pick<NewsDetail, 'attachments' | 'attachmentsLocked'> {
  const open = access.kind === 'open' && !access.hideAttachments;
  return {
    attachments: open ? attachments.map((file, index) => ({ ...file, url: attachmentPath(contentId, index + 1) })) : [],
    attachmentsLocked: hasAttachment && !open,
  };
}

/** When a token issued at `issuedAt` stops working. */
export function downloadTokenExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + DOWNLOAD_TOKEN_VALIDITY_DAYS * DAY_MS);
}

/** What is stored of an issued token. */
export interface IssuedDownloadToken {
  expiresAt: Date;
  usedAt: Date | null;
}

/** What a download token is now: usable, unknown (not found), or used or expired (invalid). */
export type DownloadTokenState = 'valid' | 'not-found' | 'invalid';

/** The state of a token (undefined: none was issued with that value) at `now`: it works once, before it expires. */
export function downloadTokenState(token: IssuedDownloadToken | undefined, now: Date): DownloadTokenState {
  if (!token) return 'not-found';
  if (token.usedAt !== null || token.expiresAt.getTime() <= now.getTime()) return 'invalid';
  return 'valid';
}

/** Who downloads a watermarked document, and when. */
export interface WatermarkSubject {
  name: string;
  email: string;
  /** The day of the download, `YYYY-MM-DD`. */
  date: string;
}

/** The line stamped on every page of a downloaded document: the user's name, e-mail and the date. */
export function watermarkText({ name, email, date }: WatermarkSubject): string {
  return `${name.trim() || email} · ${email} · ${date}`;
}

/**
 * A file name safe in a Content-Disposition header and on any disk: letters (accents kept), digits, dot, dash and
 * underscore; anything else becomes a dash; no leading dots; at most 120 characters keeping the extension; never empty.
 */
export function safeFileName(name: string, fallback = 'document.pdf'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+(\.[^.]*)?$/, '$1');
  if (cleaned === '' || cleaned.startsWith('.')) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/** Whether a file opens in the browser (read-document): PDFs only. */
export function canReadInline(mimeType: string): boolean {
  return mimeType.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
}

/** Why a download failed, for what the user sees. */
export type DownloadProblem = 'token-not-found' | 'token-invalid' | 'refused' | 'failed';

/** The problem of a failed download: a token not found or invalid, a refusal with a message (403, 400), or a failure. */
export function downloadProblem(error: unknown): DownloadProblem {
  if (!(error instanceof ApiError) || error.status === undefined) return 'failed';
  if (error.body?.errorType === DOWNLOAD_TOKEN_NOT_FOUND_ERROR) return 'token-not-found';
  if (error.body?.errorType === DOWNLOAD_TOKEN_INVALID_ERROR) return 'token-invalid';
  const message = error.body?.message;
  if ((error.status === 403 || error.status === 400) && typeof message === 'string' && message.trim() !== '')
    return 'refused';
  return 'failed';
}

/**
 * The message of a failed download (SPEC §8): the page's "token not found" or "invalid token"; for a refusal, the
 * message the server sent (a 403 on a binary download, its body decoded); otherwise the generic file-download failure.
 */
export function downloadFailureMessage(error: unknown, texts: CatalogueTexts): string {
  switch (downloadProblem(error)) {
    case 'token-not-found':
      return otherMessage('downloadTokenNotFound', texts);
    case 'token-invalid':
      return otherMessage('downloadTokenInvalid', texts);
    case 'refused':
      return String((error as ApiError).body!.message);
    default:
      return otherMessage('downloadFailed', texts);
  }
}
