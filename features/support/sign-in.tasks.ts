/** What a person does and sees around signing in, implemented once per assembly (core, browser). */
export interface SignInTasks {
  /** The account exists with this password. */
  haveAccount(email: string, password: string): Promise<void>;
  /** This device has completed a two-factor confirmation for the account before. */
  trustThisDevice(email: string): Promise<void>;
  /** The account is disabled. */
  disableAccount(email: string): Promise<void>;
  /** Opens a page as someone who is not signed in. */
  visit(path: string): Promise<void>;
  /** Signs in from this device with the password. */
  signIn(email: string, password: string): Promise<void>;
  /** Types the code (the one mailed to `email` when `code` is omitted). */
  confirmCode(email: string, code?: string): Promise<void>;
  /** Signs out. */
  signOut(): Promise<void>;
  /** Lets `ms` milliseconds pass. */
  wait(ms: number): Promise<void>;
  /** The path of the page being read now. */
  currentPath(): Promise<string>;
  /** The first informative item's path. */
  firstInformativePath(): Promise<string>;
  /** Whether the two-factor code is being asked for. */
  isAskingForCode(): Promise<boolean>;
  /** Whether the sign-in page is showing. */
  isAtSignIn(): Promise<boolean>;
  /** The messages shown to the user. */
  messages(): Promise<string[]>;
  /** Whether a session is stored on this device. */
  isSignedIn(): Promise<boolean>;
  /** The sessions the server was told have ended. */
  endedSessions(): Promise<number>;
}
