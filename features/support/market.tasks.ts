import { type MarketStatus, type SeriesRange } from '../../core';

/**
 * What the quotes module shows: the plans instead of quotes, or the rows of a market with its state: their names, and
 * by instrument (in the rows' order) its price and the instant of that price (ms; the page shows it to the minute).
 */
export type QuotesView =
  | { kind: 'upsell' }
  | {
      kind: 'quotes';
      status: MarketStatus;
      names: string[];
      prices: Map<string, number>;
      times: Map<string, number>;
    };

/** Where a row's number comes from, as its details tell it. */
export interface RowDetails {
  source: string;
  unit: string;
  currency: string;
  method: string;
}

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
  /**
   * The user (a seeded account: subscriber, demo or free) opens the quotes at an instant (ISO), or whenever the
   * assembly's clock says when none is given (the reference server follows the real clock, so only the core takes one).
   */
  open(email: string, at?: string): Promise<void>;
  /** The instant (ms) the module's clock reads now. */
  now(): number;
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
  /** The details of each futures row (by instrument), opened by hovering its details button or by tapping it. */
  rowDetails?(how: 'hover' | 'tap'): Promise<Map<string, RowDetails>>;
}
