import {
  ApiError,
  type DocumentFile,
  type ShareApiPort,
  type ShareMessage,
  type SharePort,
  type ShareRecorded,
  type ShareRecordRequest,
} from '../../core';

/**
 * The device's share ways in memory: a system share sheet present or not, that the user completes or dismisses, files
 * it can share or not, the clipboard, and the addresses opened.
 */
export class FakeShare implements SharePort {
  sheet = true;
  /** The user completes the share sheet (false: dismisses it). */
  completes = true;
  /** The share sheet takes files. */
  files = true;
  readonly sheetShares: ShareMessage[] = [];
  readonly sharedFiles: { file: DocumentFile; message: ShareMessage }[] = [];
  readonly opened: string[] = [];
  clipboard = '';

  canShareSheet(): boolean {
    return this.sheet;
  }

  shareSheet(message: ShareMessage): Promise<boolean> {
    if (this.completes) this.sheetShares.push(message);
    return Promise.resolve(this.completes);
  }

  canShareFile(_file: DocumentFile): boolean {
    return this.sheet && this.files;
  }

  shareFile(file: DocumentFile, message: ShareMessage): Promise<boolean> {
    if (this.completes) this.sharedFiles.push({ file, message });
    return Promise.resolve(this.completes);
  }

  copy(text: string): Promise<void> {
    this.clipboard = text;
    return Promise.resolve();
  }

  open(url: string): void {
    this.opened.push(url);
  }
}

/** The share counts of the server in memory: every share recorded, per item; a server that cannot be reached. */
export class FakeShareApi implements ShareApiPort {
  readonly recorded: ShareRecordRequest[] = [];
  offline = false;

  record(request: ShareRecordRequest): Promise<ShareRecorded> {
    if (this.offline) return Promise.reject(new ApiError(undefined, undefined));
    this.recorded.push(request);
    return Promise.resolve({ shares: this.recorded.filter((share) => share.id === request.id).length });
  }
}
