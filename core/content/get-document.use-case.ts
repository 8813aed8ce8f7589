import { type DocumentApiPort, type FileSaverPort } from './document-api.port';
import { type DocumentFile } from './documents';

/** How a document is wanted: read in the browser, or saved (watermarked). */
export type DocumentMode = 'read' | 'download';

/**
 * Gets an attachment of an item and hands it to the user: read opens it in the browser (read-document), download
 * saves the watermarked copy (download-document-watermark). A failure rejects (see downloadFailureMessage).
 */
export class GetDocumentUseCase {
  constructor(
    private readonly api: DocumentApiPort,
    private readonly saver: FileSaverPort,
  ) {}

  async execute(id: number, attachment: number, mode: DocumentMode): Promise<DocumentFile> {
    if (mode === 'read') {
      const file = await this.api.readDocument(id, attachment);
      await this.saver.open(file);
      return file;
    }
    const file = await this.api.downloadDocument(id, attachment);
    await this.saver.save(file);
    return file;
  }
}

/** Downloads the document of an e-mailed token and saves it. A failure rejects (token not found, invalid, or failed). */
export class PublicDownloadUseCase {
  constructor(
    private readonly api: DocumentApiPort,
    private readonly saver: FileSaverPort,
  ) {}

  async execute(token: string): Promise<DocumentFile> {
    const file = await this.api.publicDownload(token);
    await this.saver.save(file);
    return file;
  }
}
