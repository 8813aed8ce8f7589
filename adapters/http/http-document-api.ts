import { type DocumentApiPort, type DocumentFile, safeFileName } from '../../core';
import { type ApiClient, type FileAnswer } from './api-client';

/** A file answer as a document, named by the server (or `fallback`), the name made safe to save. */
const asDocument = ({ bytes, mimeType, fileName }: FileAnswer, fallback: string): DocumentFile => ({
  name: safeFileName(fileName ?? fallback),
  mimeType,
  bytes,
});

/** DocumentApiPort over the HTTP API (SPEC §7: read-document, download-document-watermark, public/file/download). */
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

  async publicDownload(token: string): Promise<DocumentFile> {
    return asDocument(await this.api.getFile('public/file/download', { params: { token } }), 'document.pdf');
  }
}
