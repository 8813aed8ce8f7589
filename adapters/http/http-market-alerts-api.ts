import {
  type AlertCreate,
  type Locale,
  type MarketAlertsApiPort,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
} from '../../core';
import { type ApiClient } from './api-client';
import { PriceAlertDto, PriceAlertsDto, WatchlistDto } from './market/alerts.dto';

/** MarketAlertsApiPort over the HTTP API (market/watchlist, market/alerts). */
export class HttpMarketAlertsApi implements MarketAlertsApiPort {
  constructor(
    private readonly api: ApiClient,
    /** The interface's language: sent with every call (the client then adds `isDesktop`), so refusals come in it. */
    private readonly locale: () => Locale,
  ) {}

  private get lang() {
    return { params: { lang: this.locale() } };
  }

  watchlist(): Promise<Watchlist> {
    return this.api.get('market/watchlist', { ...this.lang, response: WatchlistDto });
  }

  saveWatchlist(instruments: readonly string[]): Promise<Watchlist> {
    return this.api.put(
      'market/watchlist',
      { instruments: [...instruments] },
      { ...this.lang, response: WatchlistDto },
    );
  }

  alerts(): Promise<PriceAlerts> {
    return this.api.get('market/alerts', { ...this.lang, response: PriceAlertsDto });
  }

  createAlert(alert: AlertCreate): Promise<PriceAlert> {
    const { instrument, kind, level } = alert;
    return this.api.post('market/alerts', { instrument, kind, level }, { ...this.lang, response: PriceAlertDto });
  }

  async deleteAlert(id: number): Promise<void> {
    await this.api.delete(`market/alerts/${encodeURIComponent(String(id))}`, this.lang);
  }
}
