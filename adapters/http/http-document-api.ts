import { type DocumentApiPort, type DocumentFile, type DocumentLinkSent, safeFileName } from '../../core';
import { type ApiClient, type FileAnswer } from './api-client';
import { DocumentLinkSentDto } from './content/documents.dto';

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? /filename=([^;]+)/i.exec(disposition)?.[1]?.trim();
}

/** A file answer as a document, named by the server (or `fallback`), the name made safe to save. */
const asDocument = ({ data, headers }: FileAnswer, fallback: string): DocumentFile => ({
  name: safeFileName(fileNameOf(String(headers['content-disposition'] ?? '')) ?? fallback),
  mimeType: String(headers['content-type'] ?? 'application/pdf')
    .split(';')[0]!
    .trim(),
  bytes: new Uint8Array(data),
});

/**
 * DocumentApiPort over the HTTP API (SPEC §7: read-document, download-document-watermark, report/pdf/whatsit,
 * public/file/download; and document/email-link, the request for an e-mailed link).
 */
export class HttpDocumentApi implements DocumentApiPort {
  constructor(private readonly api: ApiClient) {}

  async readDocument(id: number, attachment: number): Promise<DocumentFile> {
    return asDocument(await this.api.getFile('read-document', { params: { id, attachment } }), `document-${id}.pdf`);
  }

  async downloadDocument(id: number, attachment: number): Promise<DocumentFile> {
    return asDocument(
      await this.api.getFile('download-document-watermark', { params: { id, attachment } }),
      `document-${id}.pdf`,
    );
  }

  async reportPdf(id: number): Promise<DocumentFile> {
    return asDocument(await this.api.getFile('report/pdf/whatsit', { params: { id } }), `report-${id}.pdf`);
  }

  emailLink(id: number, attachment: number): Promise<DocumentLinkSent> {
    return this.api.post('document/email-link', { id, attachment }, { response: DocumentLinkSentDto });
  }

  async publicDownload(token: string): Promise<DocumentFile> {
    return asDocument(await this.api.getFile('public/file/download', { params: { token } }), 'document.pdf');
  }
}
