// The market area's wire contract (SPEC §7: list-menu/content/quotes, and the quotes module's tables, series and live
// ticks). The server's schemas are checked against these types at compile time.
import { type Market } from './instruments';
import { type MarketStatus } from './status';

/** The chart ranges of a series. */
export const SERIES_RANGES = ['1M', '3M', '6M', '1Y', '3Y'] as const;
/** A chart range. */
export type SeriesRange = (typeof SERIES_RANGES)[number];

/** One market of the quotes menu. */
export interface QuotesMenuEntry {
  market: Market;
  nome: string;
  /** How many of its instruments the user's plan includes. */
  count: number;
  status: MarketStatus;
}

/** The answer of GET list-menu/content/quotes: whether the user has quotes, late or not, and the markets. */
export interface QuotesMenu {
  hasQuotesRights: boolean;
  delayed: boolean;
  markets: QuotesMenuEntry[];
}

/** The query of GET market/table. */
export interface MarketTableQuery {
  market: Market;
}

/** What a number is: its source, unit, currency and method (shown on hover and tap). */
export interface QuoteMeta {
  source: string;
  unit: string;
  currency: string;
  method: string;
}

/** One row of a market table. `contract`: the futures contract (e.g. ZSF27), null elsewhere. */
export interface QuoteRow extends QuoteTick, QuoteMeta {
  name: string;
  place: string;
  contract: string | null;
}

/** The answer of GET market/table. */
export interface MarketTable {
  market: Market;
  delayed: boolean;
  rows: QuoteRow[];
}

/** The query of GET market/series. */
export interface MarketSeriesQuery {
  instrument: string;
  range: SeriesRange;
}

/** One day of a series on the wire. */
export interface SeriesBar {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

/** The answer of GET market/series: the closed days of the range, oldest first. */
export interface MarketSeries extends QuoteMeta {
  instrument: string;
  name: string;
  range: SeriesRange;
  bars: SeriesBar[];
}

/** One price of the live feed (event `tick` of GET market/stream, an array of them). */
export interface QuoteTick {
  id: string;
  last: number;
  /** Against the previous close. */
  change: number;
  /** In percent, two decimals. */
  changePct: number;
  high: number;
  low: number;
  volume: number | null;
  /** ISO instant of the price. */
  time: string;
  status: MarketStatus;
}
