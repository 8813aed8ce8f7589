/** The version as the help gives it. */
export interface ShownVersion {
  hash: string;
  /** The build date as given (an instant, or the text shown); empty when there is none. */
  builtAt: string;
}

/** The diagnostic as the support team received it. */
export interface ReceivedDiagnostic {
  deviceId: string;
  sessionId: string | null;
}

/** What a visitor or a user does with the help, implemented once per assembly. */
export interface HelpTasks {
  /** A visitor (no e-mail) or the signed-in user with this e-mail opens the help. */
  open(email?: string): Promise<void>;
  /** The areas of the attendance contacts, in order, as the interface names them in PtBr. */
  attendanceAreas(): Promise<string[]>;
  /** The version the help gives. */
  version(): Promise<ShownVersion>;
  /** The version the deployment says is running (its /appversion.json). */
  runningVersion(): Promise<ShownVersion>;
  /** The version the /version page gives. */
  versionPage(): Promise<ShownVersion>;
  /** The user starts the tour from the help. */
  startTour(): Promise<void>;
  /** Whether the tour was asked to start. */
  tourRequested(): Promise<boolean>;
  /** The ids the support tools show (the session's is null for a visitor). */
  supportIds(): Promise<ReceivedDiagnostic>;
  /** The user sends a diagnostic. */
  sendDiagnostic(): Promise<void>;
  /** The last diagnostic the support team received. */
  receivedDiagnostic(): Promise<ReceivedDiagnostic>;
  /** The heading of the About tab. */
  about(): Promise<string>;
  /** The data-subject rights listed, and the names of the links to act on them. */
  lgpd(): Promise<{ rights: number; links: string[] }>;
  /** Whether the privacy-policy and the terms tabs show their texts. */
  policyAndTerms(): Promise<{ policy: boolean; terms: boolean }>;
  /** The names of the help's tabs, in order (a page only). */
  tabs(): Promise<string[]>;
  /** Presses the right arrow key on the tab of this name (a page only). */
  arrowRightFrom(tab: string): Promise<void>;
  /** The name of the tab open (a page only). */
  openTab(): Promise<string>;
  /** Closes the help with Escape; answers whether the focus is back on the footer's help button (a page only). */
  closeWithEscape(): Promise<boolean>;
}
