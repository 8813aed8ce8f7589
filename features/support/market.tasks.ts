import { type MarketStatus } from '../../core';

/** What the quotes module shows: the plans instead of quotes, or the rows of a market with its state. */
export type QuotesView =
  { kind: 'upsell' } | { kind: 'quotes'; status: MarketStatus; names: string[]; prices: Map<string, number> };

/** The quotes module of one user, implemented once per assembly. */
export interface MarketTasks {
  /** The user (a seeded account: subscriber, demo or free) opens the quotes at an instant (ISO). */
  open(email: string, at: string): Promise<void>;
  /** What the futures market shows now. */
  futures(): Promise<QuotesView>;
  /** Time passes (ms) with the module open: the live feed moves what trades. */
  wait(ms: number): Promise<void>;
  /** The price a live subscriber saw of an instrument at an instant (ISO). */
  subscriberPriceAt(id: string, at: string): Promise<number | undefined>;
}
