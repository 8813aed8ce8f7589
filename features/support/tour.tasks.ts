/** What a user does with the guided tour, implemented once per assembly. */
export interface TourTasks {
  /**
   * The user with this e-mail signs in on a new device (one that never signed in, with nothing stored): a phone, a
   * desk, or any (the core has no screen: the same rules hold on every one).
   */
  signInOnNewDevice(email: string, screen?: 'phone' | 'desk'): Promise<void>;
  /** Whether the tour was offered on the first page after that sign-in. */
  offered(): Promise<boolean>;
  /** The user skips the tour. */
  skip(): Promise<void>;
  /** The user goes through every step of the tour to its end. */
  finish(): Promise<void>;
  /** Whether this device and the account (as the next sign-in will see it) keep the tour put away. */
  putAway(): Promise<{ device: boolean; account: boolean }>;
}
