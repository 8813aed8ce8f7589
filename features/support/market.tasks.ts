import { type MarketStatus, type SeriesRange } from '../../core';

/** What the quotes module shows: the plans instead of quotes, or the rows of a market with its state. */
export type QuotesView =
  { kind: 'upsell' } | { kind: 'quotes'; status: MarketStatus; names: string[]; prices: Map<string, number> };

/** What an instrument's chart shows: the days of its range and where its averages start. */
export interface ChartView {
  days: string[];
  averagesStart: Record<number, string | undefined>;
}

/** A file the user saved. */
export interface SavedCsv {
  name: string;
  /** The records, header first (fields split on commas outside quotes). */
  lines: string[][];
}

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
  /** Opens the chart of an instrument (at its default range). */
  openChart?(id: string): Promise<ChartView>;
  /** Changes the open chart's range. */
  chartRange?(range: SeriesRange): Promise<ChartView>;
  /** Exports the futures table as CSV. */
  exportFutures?(): Promise<SavedCsv>;
}
