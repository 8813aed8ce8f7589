/** The display choices of the account's layout a scenario makes and reads back. */
export interface LayoutChoice {
  theme: string;
  alignment: string;
  tickerAtTheTop: boolean;
}

/** A version of the layout history as its list shows it. */
export interface ListedVersion {
  inUse: boolean;
  created: string;
  updated: string;
}

/** The layout kept in the account, seen from several devices of one user, implemented once per assembly. */
export interface AccountLayoutTasks {
  /** The user signs in on a device (a browser of their own). */
  signInOn(device: string, email: string): Promise<void>;
  /** On a device, the user chooses a theme, an image alignment and the ticker's place. */
  choose(device: string, choice: LayoutChoice): Promise<void>;
  /** What a device shows. */
  shown(device: string): Promise<LayoutChoice>;
  /** The layout history as the device lists it, newest first. */
  history(device: string): Promise<ListedVersion[]>;
  /** On a device, the user restores the version before the one in use. */
  restorePrevious(device: string): Promise<void>;
  /** The device receives, late, the answer of a read that left before its last change. */
  receiveStaleRead(device: string): Promise<void>;
  /** On a device, the user makes a choice while a read of the account's layout is on its way; the read comes back before the save does. */
  chooseDuringRead(device: string, choice: LayoutChoice): Promise<void>;
}
