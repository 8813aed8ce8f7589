/** What a user does with the copy of their data and the device list of my account, implemented once per assembly. */
export interface PrivacyTasks {
  /** Signs the subscriber in on a device of their own (desk or phone). */
  signInOn(device: 'desk' | 'phone', email: string): Promise<void>;
  /** Asks for the copy of one's data on the desk. */
  askForCopy(): Promise<void>;
  /** The notice shown once the copy is asked for: where the link goes, within how many minutes, for how many hours. */
  copyNotice(): Promise<{ email: string; minutes: number; hours: number }>;
  /** Opens the device list on a device; answers each device in order: whether it is this one, and its last use ('now' or else). */
  deviceList(device: 'desk' | 'phone'): Promise<{ current: boolean; lastUse: string }[]>;
  /** Ends `target` (another device, or this one) from the device list of `from`. */
  endDevice(from: 'desk' | 'phone', target: 'desk' | 'phone'): Promise<void>;
  /** Whether a device is still signed in. */
  isSignedIn(device: 'desk' | 'phone'): Promise<boolean>;
  /** Follows the link of the copy mailed since it was asked for; answers the downloaded archive (the browser only). */
  downloadMailedCopy(): Promise<Buffer>;
  /** Opens the same link again; answers the reason the page gives (the browser only). */
  openMailedLinkAgain(): Promise<string>;
}
