// Files inside the native shell: a document or attachment the app received opens in the shell's viewer (openDocument
// with its content in base64, so the shell needs no session to fetch it); where the shell cannot (no shell, a refusal, no reply in 8 s) the browser's way is used.
import { type DocumentFile, type FileSaverPort, type LoggerPort, type NativeBridgePort } from '../../core';

/** The base64 of some bytes, in slices (a large file would overflow the arguments of one call). */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** The extension of a file name, without its dot ('' when it has none). */
const extensionOf = (name: string): string => (/\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? '').toLowerCase();

/** FileSaverPort inside the native shell: openDocument, falling back to the browser's saver. */
export class NativeFileSaver implements FileSaverPort {
  constructor(
    private readonly shell: NativeBridgePort,
    private readonly fallback: FileSaverPort,
    private readonly logger: LoggerPort,
  ) {}

  save(file: DocumentFile): Promise<void> {
    return this.viaShell(file, () => this.fallback.save(file));
  }

  open(file: DocumentFile): Promise<void> {
    return this.viaShell(file, () => this.fallback.open(file));
  }

  private async viaShell(file: DocumentFile, otherwise: () => Promise<void>): Promise<void> {
    try {
      const { opened } = await this.shell.request('openDocument', {
        url: '',
        filename: file.name,
        extension: extensionOf(file.name),
        mimeType: file.mimeType,
        blob: base64Of(file.bytes),
      });
      if (opened) return;
      this.logger.warn(`native shell did not open ${file.name}`);
    } catch {
      // The bridge logged it; the browser's way still gives the user the file.
    }
    await otherwise();
  }
}
