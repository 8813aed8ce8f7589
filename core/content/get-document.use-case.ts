import { type DocumentApiPort, type FileSaverPort } from './document-api.port';
import { type DocumentFile } from './documents';

/** How a document is wanted: read in the browser, or saved (watermarked). */
export type DocumentMode = 'read' | 'download';

/** A document asked for: an attachment of an item (read or downloaded), a report as a PDF, or an e-mailed link's. */
export type DocumentRequest =
  | { mode: DocumentMode; id: number; attachment: number }
  | { mode: 'report'; id: number }
  | { mode: 'link'; token: string };

/**
 * Gets a document and hands it to the user: read opens an attachment in the browser (read-document), download saves
 * its watermarked copy (download-document-watermark), report saves the item itself as a PDF (report/pdf/whatsit), link
 * saves the document of an e-mailed token (public/file/download). A failure rejects (see downloadFailureMessage) and hands nothing over.
 */
export class GetDocumentUseCase {
  constructor(
    private readonly api: DocumentApiPort,
    private readonly saver: FileSaverPort,
  ) {}

  async execute(request: DocumentRequest): Promise<DocumentFile> {
    if (request.mode === 'link') {
      const file = await this.api.publicDownload(request.token);
      await this.saver.save(file);
      return file;
    }
    if (request.mode === 'report') {
      const file = await this.api.reportPdf(request.id);
      await this.saver.save(file);
      return file;
    }
    if (request.mode === 'read') {
      const file = await this.api.readDocument(request.id, request.attachment);
      await this.saver.open(file);
      return file;
    }
    const file = await this.api.downloadDocument(request.id, request.attachment);
    await this.saver.save(file);
    return file;
  }
}
