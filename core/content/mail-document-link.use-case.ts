import { type DocumentLinkSent } from './api';
import { type DocumentApiPort } from './document-api.port';

/**
 * Mails the user a link to an attachment (document/email-link): the link opens the public download page, works once,
 * for 7 days, without signing in. A refusal (no right to the item, an unknown attachment) rejects and mails nothing.
 */
export class MailDocumentLinkUseCase {
  constructor(private readonly api: DocumentApiPort) {}

  execute(id: number, attachment: number): Promise<DocumentLinkSent> {
    return this.api.emailLink(id, attachment);
  }
}
