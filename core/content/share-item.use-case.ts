import { type DocumentApiPort, type FileSaverPort } from './document-api.port';
import { emailUrl, type ShareChannel, type ShareMessage, shareMessageOf, whatsappUrl } from './share';
import { type ShareApiPort, type SharePort } from './share.port';

/** An item as it is shared: its id, title and summary (never its body). */
export interface ShareableItem {
  id: number;
  title: string;
  summary: string;
}

/**
 * What sharing did: shared (and counted), dismissed by the user (the system sheet closed: not counted), or not offered
 * here (no system share sheet); `saved` when the report's PDF was saved to be passed on by hand, the device having no
 * way to share a file.
 */
export type ShareOutcome = 'shared' | 'saved' | 'dismissed' | 'unavailable';

/**
 * Shares an item (issue 17, part 3): the recipient gets the title, a teaser of the summary and the link to the item's
 * public page, through the system share sheet, WhatsApp, e-mail or a copied link; or the report's PDF, stamped with
 * the sharer's name and e-mail, where the reader may open the report. Each share is counted for the publishing desk;
 * a count that fails to reach the server does not undo the share.
 */
export class ShareItemUseCase {
  constructor(
    private readonly share: SharePort,
    private readonly api: ShareApiPort,
    private readonly documents: DocumentApiPort,
    private readonly files: FileSaverPort,
  ) {}

  /** Whether the system share sheet is offered here. */
  hasShareSheet(): boolean {
    return this.share.canShareSheet();
  }

  /** Shares an item by a channel, from the app at `origin` (the link points there). */
  async execute(item: ShareableItem, channel: ShareChannel, origin: string): Promise<ShareOutcome> {
    const message = shareMessageOf(item, origin);
    const outcome = await this.pass(item, channel, message);
    if (outcome === 'shared' || outcome === 'saved') await this.count(item.id, channel);
    return outcome;
  }

  private async pass(item: ShareableItem, channel: ShareChannel, message: ShareMessage): Promise<ShareOutcome> {
    switch (channel) {
      case 'system':
        if (!this.share.canShareSheet()) return 'unavailable';
        return (await this.share.shareSheet(message)) ? 'shared' : 'dismissed';
      case 'whatsapp':
        this.share.open(whatsappUrl(message));
        return 'shared';
      case 'email':
        this.share.open(emailUrl(message));
        return 'shared';
      case 'copy':
        await this.share.copy(message.url);
        return 'shared';
      case 'pdf': {
        const file = await this.documents.reportPdf(item.id);
        if (this.share.canShareFile(file)) return (await this.share.shareFile(file, message)) ? 'shared' : 'dismissed';
        await this.files.save(file);
        return 'saved';
      }
    }
  }

  private async count(id: number, channel: ShareChannel): Promise<void> {
    try {
      await this.api.record({ id, channel });
    } catch {
      // The share reached the recipient; a count lost on the way is not the sharer's failure.
    }
  }
}
