/** A device of the user with the quotes open. */
export type QuotesDevice = 'first' | 'other';

/** What a device shows of its session: whether its live prices come, and the message it shows, if any. */
export interface QuotesDeviceView {
  live: boolean;
  message: string | null;
}

/** The quotes module's session of one user, on one device or two. */
export interface QuotesSessionTasks {
  /** The user (a seeded subscriber) signs in and opens the quotes on a first device. */
  open(email: string): Promise<void>;
  /** The same user signs in on another device and opens the quotes there. */
  openOtherDevice(): Promise<void>;
  /** What a device shows now. */
  device(device: QuotesDevice): Promise<QuotesDeviceView>;
  /** Presses "Reconnect here" on a device. */
  reconnect(device: QuotesDevice): Promise<void>;
  /** Time passes up to the end of the module's token. */
  reachTokenEnd?(): Promise<void>;
  /** The first device leaves the quotes for the home page. */
  leave(): Promise<void>;
  /** Whether the token the first device had no longer checks (acceptor/check-token). */
  moduleSessionEnded(): Promise<boolean>;
  /** Whether the user is still signed in on the first device. */
  stillSignedIn(): Promise<boolean>;
}
