import { type AlertState } from '../../core';

/** What setting an alert came to. */
export type AlertSetOutcome = 'set' | 'outside-plan' | 'invalid';

/** The watch list and price alerts of one user, implemented once per assembly. */
export interface MarketAlertsTasks {
  /** The user (a seeded account) follows the quotes at an instant (ISO). */
  open(email: string, at: string): Promise<void>;
  /** Stars an instrument. */
  watch(id: string): Promise<void>;
  /** The watch list as shown, on this device or on another one of the same user. */
  watchlist(device: 'this' | 'another'): Promise<string[]>;
  /** The price of an instrument the user sees `ms` from now (the feed is the seeded one, a function of time). */
  priceIn(id: string, ms: number): Promise<number>;
  /** Sets an alert. */
  setAlert(id: string, kind: 'above' | 'below' | 'move', level: number): Promise<AlertSetOutcome>;
  /** Time passes (ms) with the feed moving prices. */
  wait(ms: number): Promise<void>;
  /** The instruments whose alert the user was told fired. */
  notices(): Promise<string[]>;
  /** How many e-mails about alerts the user got. */
  alertMails(): Promise<number>;
  /** The user's phone (signed in, in the native shell) registers for push notifications with its push token. */
  registerPhone(): Promise<void>;
  /** How many pushes about alerts the user's phone got. */
  phonePushes(): Promise<number>;
  /** The state of the user's alert on an instrument, or undefined without one. */
  alertState(id: string): Promise<AlertState | undefined>;
  /** The plan stops covering an instrument's commodity. */
  withdraw(id: string): Promise<void>;
}
