import {
  type AlertCreate,
  ApiError,
  ErrorCode,
  INSTRUMENT_BY_ID,
  type MarketAlertsApiPort,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
} from '../../core';

/** An in-memory MarketAlertsApiPort: a watch list and alerts; instruments in `outsidePlan` are refused as the server does. */
export class FakeMarketAlertsApi implements MarketAlertsApiPort {
  instruments: string[] = [];
  stored: PriceAlert[] = [];
  outsidePlan = new Set<string>(['BGI1']);
  readonly calls: string[] = [];
  private nextId = 1;

  watchlist(): Promise<Watchlist> {
    this.calls.push('watchlist');
    return Promise.resolve({ instruments: [...this.instruments] });
  }

  saveWatchlist(instruments: readonly string[]): Promise<Watchlist> {
    this.calls.push(`save ${instruments.join(',')}`);
    if (instruments.some((id) => this.outsidePlan.has(id))) return Promise.reject(this.rightsError());
    this.instruments = [...instruments];
    return Promise.resolve({ instruments: [...instruments] });
  }

  alerts(): Promise<PriceAlerts> {
    return Promise.resolve({ alerts: [...this.stored] });
  }

  createAlert(alert: AlertCreate): Promise<PriceAlert> {
    this.calls.push(`alert ${alert.instrument} ${alert.kind} ${alert.level}`);
    if (this.outsidePlan.has(alert.instrument)) return Promise.reject(this.rightsError());
    const created: PriceAlert = {
      ...alert,
      id: this.nextId++,
      name: INSTRUMENT_BY_ID.get(alert.instrument)?.name.pt ?? alert.instrument,
      unit: INSTRUMENT_BY_ID.get(alert.instrument)?.unit ?? '',
      state: 'active',
      createdAt: '2026-03-02T15:00:00.000Z',
      firedAt: null,
      firedValue: null,
    };
    this.stored = [created, ...this.stored];
    return Promise.resolve(created);
  }

  deleteAlert(id: number): Promise<void> {
    this.calls.push(`delete ${id}`);
    this.stored = this.stored.filter((alert) => alert.id !== id);
    return Promise.resolve();
  }

  private rightsError(): ApiError {
    return new ApiError(403, { errorType: 'AuthError', code: ErrorCode.INSUFFICIENT_RIGHTS, message: '', erros: [] });
  }
}
