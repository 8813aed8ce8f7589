import { type DocumentFile } from './documents';
import { type ShareMessage, type ShareRecorded, type ShareRecordRequest } from './share';

/** The device's ways of passing a share on: the system share sheet (Web Share), the clipboard, another app's address. */
export interface SharePort {
  /** Whether the system share sheet exists here. */
  canShareSheet(): boolean;
  /** Opens the system share sheet with the share; false when the user dismissed it. */
  shareSheet(message: ShareMessage): Promise<boolean>;
  /** Whether the system share sheet can pass this file on. */
  canShareFile(file: DocumentFile): boolean;
  /** Opens the system share sheet with a file and the share; false when the user dismissed it. */
  shareFile(file: DocumentFile, message: ShareMessage): Promise<boolean>;
  /** Copies a text to the clipboard. */
  copy(text: string): Promise<void>;
  /** Opens an address of another app (wa.me, mailto:). */
  open(url: string): void;
}
/** Injection token of the SharePort. */
export const SharePort = Symbol('SharePort');

/** The share calls of the API. */
export interface ShareApiPort {
  /** POST content/share: counts one share of an item by a channel, for the publishing desk. */
  record(request: ShareRecordRequest): Promise<ShareRecorded>;
}
/** Injection token of the ShareApiPort. */
export const ShareApiPort = Symbol('ShareApiPort');
