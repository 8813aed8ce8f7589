import { type DocumentFile, type FileSaverPort } from '../../core';

/** How long an object URL stays alive after it was handed to the browser. */
const REVOKE_AFTER_MS = 60_000;

/**
 * FileSaverPort in the browser: saves a file through a temporary link with `download` (the file's name), or opens it
 * in a new tab; where a new tab cannot be opened (a blocked pop-up, the native shell's WebView) it is saved instead.
 */
export class BrowserFileSaver implements FileSaverPort {
  constructor(private readonly window: Window = globalThis.window) {}

  save(file: DocumentFile): Promise<void> {
    const url = this.urlOf(file);
    const link = this.window.document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.style.display = 'none';
    this.window.document.body.append(link);
    link.click();
    link.remove();
    this.window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    return Promise.resolve();
  }

  open(file: DocumentFile): Promise<void> {
    const url = this.urlOf(file);
    const opened = this.window.open(url, '_blank');
    if (!opened) {
      URL.revokeObjectURL(url);
      return this.save(file);
    }
    this.window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    return Promise.resolve();
  }

  private urlOf(file: DocumentFile): string {
    return URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.mimeType }));
  }
}
