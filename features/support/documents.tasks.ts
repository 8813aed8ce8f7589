/** A document the user saved or opened. */
export interface SavedDocument {
  name: string;
  /** Whether it is a PDF (its first bytes). */
  pdf: boolean;
  /** For each page, whether the page carries `text`. */
  pagesWith(text: string): Promise<boolean[]>;
}

/** What a reader does with an item's documents and with an e-mailed download link, implemented once per assembly. */
export interface DocumentTasks {
  /** Signs in as `email` and opens an item of the plan that has attachments. */
  openItemWithAttachments(email: string): Promise<void>;
  /** The name of the open item's first attachment. */
  firstAttachmentName(): string;
  /** Downloads the open item's first attachment; the document saved. */
  downloadFirst(): Promise<SavedDocument>;
  /** Saves the open item itself as a PDF (report/pdf/whatsit); the document saved. */
  saveReport(): Promise<SavedDocument>;
  /** Reads the open item's first attachment; the document opened in the browser. */
  readFirst(): Promise<SavedDocument>;
  /** Signs in as `email` and asks for a document of an item outside the plan; the message shown. */
  askOutsidePlan(email: string): Promise<string>;
  /** How many documents were saved. */
  savedCount(): Promise<number>;
  /** On the open item, asks for a link to its first attachment by e-mail; the notice shown. */
  mailFirstLink(): Promise<string>;
  /** A download link of a document mailed to `email` `daysAgo` days ago. */
  mailLink(email: string, daysAgo: number): Promise<void>;
  /** Opens the download page of the link mailed last, or of `token`. */
  openLink(token?: string): Promise<void>;
  /** Downloads the file on the download page: the document saved, or the message shown. */
  downloadFromLink(): Promise<{ saved?: string; message?: string }>;
}
