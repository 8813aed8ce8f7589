// The watch list and price alerts of the quotes module (market/watchlist, market/alerts), in the interface's
// language (sent as `lang` with every request). A fired alert arrives on the live feed (QuoteStreamListener.onAlert).
import { type AlertCreate, type PriceAlert, type PriceAlerts, type Watchlist } from './api';

export interface MarketAlertsApiPort {
  /** GET market/watchlist: the instruments the user keeps an eye on, in order. */
  watchlist(): Promise<Watchlist>;
  /** PUT market/watchlist: replaces the watch list; answers it as stored. */
  saveWatchlist(instruments: readonly string[]): Promise<Watchlist>;
  /** GET market/alerts: the user's alerts with their state. */
  alerts(): Promise<PriceAlerts>;
  /** POST market/alerts: sets an alert on an instrument of the plan. */
  createAlert(alert: AlertCreate): Promise<PriceAlert>;
  /** DELETE market/alerts/:id: removes one of the user's alerts. */
  deleteAlert(id: number): Promise<void>;
}
/** Injection token of the MarketAlertsApiPort. */
export const MarketAlertsApiPort = Symbol('MarketAlertsApiPort');
