import { type Container } from 'inversify';
import {
  DocumentApiPort,
  FileSaverPort,
  GetDocumentUseCase,
  MailDocumentLinkUseCase,
  type DocumentApiPort as DocumentApi,
  type FileSaverPort as FileSaver,
} from '../../core';

/**
 * Binds the document use cases (an attachment read or downloaded, a report saved, the public download, a link mailed).
 * This module loads with the pages that hand out documents (the news detail, the download page, consulting), so the
 * other pages do not carry the use cases. Their ports, the
 * document API and the file saver, stay bound with the others (container.ts, content-bindings.ts).
 */
export function bindDocuments(container: Container): void {
  container
    .bind(GetDocumentUseCase)
    .toResolvedValue(
      (api: DocumentApi, saver: FileSaver) => new GetDocumentUseCase(api, saver),
      [DocumentApiPort, FileSaverPort],
    );
  container
    .bind(MailDocumentLinkUseCase)
    .toResolvedValue((api: DocumentApi) => new MailDocumentLinkUseCase(api), [DocumentApiPort]);
}
