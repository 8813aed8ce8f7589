import {
  type AlertCreate,
  type MarketAlertsApiPort,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
} from '../../core';
import { type ApiClient } from './api-client';
import { PriceAlertDto, PriceAlertsDto, WatchlistDto } from './market/alerts.dto';

/** MarketAlertsApiPort over the HTTP API (market/watchlist, market/alerts). */
export class HttpMarketAlertsApi implements MarketAlertsApiPort {
  constructor(private readonly api: ApiClient) {}

  watchlist(): Promise<Watchlist> {
    return this.api.get('market/watchlist', { response: WatchlistDto });
  }

  saveWatchlist(instruments: readonly string[]): Promise<Watchlist> {
    return this.api.put('market/watchlist', { instruments: [...instruments] }, { response: WatchlistDto });
  }

  alerts(): Promise<PriceAlerts> {
    return this.api.get('market/alerts', { response: PriceAlertsDto });
  }

  createAlert(alert: AlertCreate): Promise<PriceAlert> {
    const { instrument, kind, level } = alert;
    return this.api.post('market/alerts', { instrument, kind, level }, { response: PriceAlertDto });
  }

  async deleteAlert(id: number): Promise<void> {
    await this.api.delete(`market/alerts/${encodeURIComponent(String(id))}`);
  }
}
