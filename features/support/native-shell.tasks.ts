import { type QuickSignInProblem } from '../../core';

/** What a user does with the app inside the native shell of a phone, implemented once per assembly. */
export interface NativeShellTasks {
  /** The app starts inside the shell of a phone whose biometry is of this type. */
  startOnPhone(biometry: string): Promise<void>;
  /** The user signs in with e-mail and password (and the code mailed to a new device). */
  signInWithPassword(email: string): Promise<void>;
  /** Whether the app offers biometric sign-in for next time. */
  offered(): Promise<boolean>;
  /** The user turns biometry on from the offer. */
  acceptOffer(): Promise<void>;
  /** The user chooses a PIN instead of biometry (from the offer). */
  choosePin(pin: string): Promise<void>;
  /** What the shell keeps for the app (null: nothing). */
  keptSecret(): Promise<string | null>;
  /** The user signs out. */
  signOut(): Promise<void>;
  /** The user signs in with biometry (the device's check passes). */
  signInWithBiometry(): Promise<void>;
  /** The user signs in with a PIN. */
  signInWithPin(pin: string): Promise<void>;
  /** Whether the user is signed in (the app shows a signed-in page). */
  signedIn(): Promise<boolean>;
  /** A new fingerprint or face is enrolled on the phone. */
  enrolAgain(): Promise<void>;
  /** The shell stops answering the app. */
  stopAnswering(): Promise<void>;
  /** What the app says stopped the quick sign-in, within `withinMs` (read from its message in the browser). */
  problemShown(withinMs: number): Promise<QuickSignInProblem | null>;
  /** The user follows the link of an event in the economic calendar; answers the link's address. */
  followEventLink(): Promise<string>;
  /** The addresses the shell was asked to open in its in-app browser. */
  openedInShell(): Promise<string[]>;
  /** The user taps a push notification for a published item; answers the item's title. */
  tapPush(): Promise<string>;
  /** The title of the news item the app shows. */
  shownItemTitle(): Promise<string>;
}
