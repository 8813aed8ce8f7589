// The market area's wire contract (SPEC §7: list-menu/content/quotes, and the quotes module's tables, series and live
// ticks). The server's schemas are checked against these types at compile time.
import { type AlertKind, type AlertState } from './alerts';
import { type Market } from './instruments';
import { type MarketStatus } from './status';

/**
 * The header of GET market/stream that names the quotes module's acceptor token (acceptor/newtoken): the live prices
 * go only to the module's current station of the session.
 */
export const ACCEPTOR_TOKEN_HEADER = 'acceptor-token';

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

/** The user's watch list (GET market/watchlist, and the body and answer of PUT market/watchlist): ids, in order. */
export interface Watchlist {
  instruments: string[];
}

/** The body of POST market/alerts: an alert on an instrument (`level`: a price, or a percentage for `move`). */
export interface AlertCreate {
  instrument: string;
  kind: AlertKind;
  level: number;
}

/** One alert of the user (GET market/alerts, the answer of POST market/alerts). */
export interface PriceAlert extends AlertCreate {
  id: number;
  /** The instrument's name in the request's language. */
  name: string;
  unit: string;
  state: AlertState;
  /** ISO instants. */
  createdAt: string;
  firedAt: string | null;
  /** The price (or, for a move, the change in percent) that fired it. */
  firedValue: number | null;
}

/** The answer of GET market/alerts: the user's alerts, newest first. */
export interface PriceAlerts {
  alerts: PriceAlert[];
}

/** The path of DELETE market/alerts/:id. */
export interface AlertParams {
  id: number;
}

/** An alert that fired (event `alert` of GET market/stream). */
export interface AlertFired {
  id: number;
  instrument: string;
  name: string;
  kind: AlertKind;
  level: number;
  /** The price (or, for a move, the change in percent) that crossed the level. */
  value: number;
  unit: string;
  /** ISO instant of the price. */
  time: string;
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
