/** What a person does and sees about their sessions across browsers and tabs, implemented once per assembly (core, browser). */
export interface SessionsTasks {
  /** The account exists and may be signed in on `max` browsers at once. */
  haveAccount(email: string, max: number): Promise<void>;
  /** Signs in on a new browser (confirming it with the mailed code), remembered or not; it becomes the latest browser. */
  signInOnNewBrowser(email: string, remember: boolean): Promise<void>;
  /** Signs in again in a new tab of the first browser; it becomes the latest tab. */
  signInInNewTab(email: string): Promise<void>;
  /** Opens the product in a new tab of the first browser; it becomes the latest tab. */
  openNewTab(): Promise<void>;
  /** The message the first browser shows when it next talks to the server, if any. */
  firstBrowserMessage(): Promise<string | null>;
  /** Whether the first browser's first tab is blank, saying the session is open in another tab. */
  firstTabIsBlank(): Promise<boolean>;
  /** How many of the browsers signed in after the first are still signed in (each without a message). */
  otherBrowsersSignedIn(): Promise<number>;
  /** Whether the latest browser or tab is signed in (and not asked to sign in). */
  latestIsSignedIn(): Promise<boolean>;
  /** Whether the latest browser or tab is asking to sign in. */
  latestIsAskedToSignIn(): Promise<boolean>;
  /** Signs in on a new browser through the alternative sign-in (confirming it with the mailed code). */
  signInThroughAlternative(email: string): Promise<void>;
  /** Whether the latest browser's session is an s4 one. */
  latestSessionIsS4(): Promise<boolean>;
  /** Signs out of the latest browser. */
  signOut(): Promise<void>;
  /** Where the latest browser is after signing out (path and query), and the notice it shows. */
  afterSignOut(): Promise<{ address: string; notice: string | null }>;
}
