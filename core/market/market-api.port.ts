// The market reads of the API (list-menu/content/quotes, market/table, market/series) and its live feed, in the
// interface's language (sent as `lang` with every request).
import {
  type AlertFired,
  type MarketSeries,
  type MarketTable,
  type QuotesMenu,
  type QuoteTick,
  type SeriesRange,
} from './api';
import { type ApiError } from '../kernel/errors/api-error';
import { type Market } from './instruments';

/** A subscription to the live feed; `close` ends it. */
export interface QuoteStream {
  close(): void;
}

/** What the live feed reports to its listener. */
export interface QuoteStreamListener {
  /** Prices moved. */
  onTicks(ticks: QuoteTick[]): void;
  /** One of the user's price alerts fired. */
  onAlert?(alert: AlertFired): void;
  /** The stream ended with an error (after its retries): a refusal at its opening, an AcceptorError among them. */
  onError?(error: unknown): void;
  /** The server ended the stream and said why: an AcceptorError (the module opened elsewhere, or left). */
  onEnded?(error: ApiError): void;
}

export interface MarketApiPort {
  /** GET list-menu/content/quotes: the quotes menu of the signed-in user. */
  quotesMenu(): Promise<QuotesMenu>;
  /** GET market/table: the rows of one market the user's plan includes. */
  table(market: Market): Promise<MarketTable>;
  /** GET market/series: an instrument's closed days over a range. */
  series(instrument: string, range: SeriesRange): Promise<MarketSeries>;
  /**
   * GET market/stream: the live ticks of the user's instruments (Server-Sent Events), for the quotes module's acceptor
   * token (bearer and token in headers).
   */
  stream(listener: QuoteStreamListener, acceptorToken: string): QuoteStream;
}
/** Injection token of the MarketApiPort. */
export const MarketApiPort = Symbol('MarketApiPort');
