/** One text read aloud: what was read, in which language and at which rate. */
export interface ReadText {
  text: string;
  lang: string;
  rate: number;
}

/** What a reader sees of a shared link. */
export interface SharedView {
  title: string;
  teaser: string;
  plans: boolean;
  body: boolean;
}

/** Listening to an item and sharing it, implemented once per assembly. */
export interface ReadingTasks {
  /** The device has no voice for Portuguese. */
  withoutPortugueseVoice(): void;
  /** Signs in as `email`, opens an analysis of the plan and presses listen. */
  listen(email: string): Promise<void>;
  /** What was read aloud so far, in order. */
  read(): Promise<ReadText[]>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  next(): Promise<void>;
  /** Changes the speech rate from the player (kept with the layout preferences). */
  setRate(rate: number): Promise<void>;
  /** Reloads the detail and presses listen again (what was read is forgotten). */
  listenAgainAfterReload(): Promise<void>;
  /** The listen control's message, if any. */
  message(): Promise<string | null>;
  /** The detail's body as plain text. */
  bodyText(): string;
  /** Signs in as `email` and copies the link of an analysis; the link. */
  copyLink(email: string): Promise<string>;
  /** Opens a link in a fresh browser, signed out; what it shows. */
  openSignedOut(link: string): Promise<SharedView>;
  /** Opens a link signed in as `email` (a reader without the right to the item); what it shows. */
  openAs(email: string, link: string): Promise<SharedView>;
  /** Signs in as `email` and shares an analysis by WhatsApp; the message sent. */
  shareByWhatsapp(email: string): Promise<string>;
  /** Signs in as `email` and shares the PDF of a report outside the plan; whether it was refused. */
  sharePdfOutsidePlan(email: string): Promise<boolean>;
  /** How many shares were counted. */
  counted(): number;
  /** The publisher sends a publication; readers share it by WhatsApp and by a copied link. */
  publishAndShare(): Promise<void>;
  /** The desk's share counts of the publication. */
  deskShares(): Promise<{ total: number; byChannel: Record<string, number> }>;
}
