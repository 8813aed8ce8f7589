// Passing a share on in the browser: the system share sheet (Web Share API), the clipboard, and another app's address
// (wa.me, mailto:) opened as a link, so that inside the native shell it opens the way every outside link does.
import { type DocumentFile, type ShareMessage, type SharePort } from '../../core';

/** What of the window shares. */
export interface ShareHost {
  navigator: Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;
  document: Pick<Document, 'createElement' | 'body' | 'execCommand'>;
}

/** Whether a refusal of the share sheet is the user closing it. */
const dismissed = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** SharePort over the Web Share API and the clipboard. */
export class WebShare implements SharePort {
  constructor(private readonly host: ShareHost) {}

  canShareSheet(): boolean {
    return typeof this.host.navigator.share === 'function';
  }

  async shareSheet(message: ShareMessage): Promise<boolean> {
    try {
      await this.host.navigator.share({ title: message.title, text: message.teaser, url: message.url });
      return true;
    } catch (error) {
      if (dismissed(error)) return false;
      throw error;
    }
  }

  canShareFile(file: DocumentFile): boolean {
    const { navigator } = this.host;
    if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
    return navigator.canShare({ files: [this.fileOf(file)] });
  }

  async shareFile(file: DocumentFile, message: ShareMessage): Promise<boolean> {
    try {
      await this.host.navigator.share({ files: [this.fileOf(file)], title: message.title, text: message.teaser });
      return true;
    } catch (error) {
      if (dismissed(error)) return false;
      throw error;
    }
  }

  async copy(text: string): Promise<void> {
    const clipboard = this.host.navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      try {
        await clipboard.writeText(text);
        return;
      } catch {
        // A page not allowed the clipboard API: the selection's copy below.
      }
    }
    const { document } = this.host;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('the link could not be copied');
  }

  open(url: string): void {
    const link = this.host.document.createElement('a');
    link.href = url;
    if (!url.startsWith('mailto:')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    this.host.document.body.append(link);
    link.click();
    link.remove();
  }

  private fileOf(file: DocumentFile): File {
    return new File([file.bytes as BlobPart], file.name, { type: file.mimeType });
  }
}
