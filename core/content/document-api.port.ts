import { type DocumentLinkSent } from './api';
import { type DocumentFile } from './documents';

/**
 * The document calls of the API (SPEC §7): an attachment read inline or downloaded with a watermark, a report as a PDF,
 * and the public download.
 */
export interface DocumentApiPort {
  /** GET read-document: an attachment of an item, to open in the browser (the user's rights checked). */
  readDocument(id: number, attachment: number): Promise<DocumentFile>;
  /** GET download-document-watermark: an attachment stamped with the user's name, e-mail and the date, to save. */
  downloadDocument(id: number, attachment: number): Promise<DocumentFile>;
  /** GET report/pdf/whatsit: an item (a report) as a PDF, stamped like a download, to save (the user's rights checked). */
  reportPdf(id: number): Promise<DocumentFile>;
  /**
   * POST document/email-link: mails the user a link to an attachment of an item (their rights checked), for the public
   * download; where it went and until when it works.
   */
  emailLink(id: number, attachment: number): Promise<DocumentLinkSent>;
  /** GET public/file/download: the document of an e-mailed token (no session needed; the token works once). */
  publicDownload(token: string): Promise<DocumentFile>;
}
export const DocumentApiPort = Symbol('DocumentApiPort');

/** Where the app puts a file it received: saved to the user's disk, or opened in a new tab. */
export interface FileSaverPort {
  /** Saves the file under its name. */
  save(file: DocumentFile): Promise<void>;
  /** Opens the file in the browser (a new tab), or saves it where that cannot be done. */
  open(file: DocumentFile): Promise<void>;
}
export const FileSaverPort = Symbol('FileSaverPort');
