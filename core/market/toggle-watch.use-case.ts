// Stars or unstars an instrument: the watch list with it appended at the end, or without it, saved to the account.
import { type Watchlist } from './api';
import { WATCHLIST_MAX } from './alerts';
import { type MarketAlertsApiPort } from './market-alerts-api.port';

/** The watch list with `id` added at the end (when absent) or removed (when present). */
export function toggledWatchlist(current: readonly string[], id: string): string[] {
  return current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
}

/** A watch list already full refuses one more instrument. */
export class WatchlistFullError extends Error {
  constructor() {
    super(`a watch list holds at most ${WATCHLIST_MAX} instruments`);
    this.name = 'WatchlistFullError';
  }
}

export class ToggleWatchUseCase {
  constructor(private readonly api: MarketAlertsApiPort) {}

  /** Adds or removes `id`; throws WatchlistFullError (without a call) when adding to a full list. */
  async execute(current: readonly string[], id: string): Promise<Watchlist> {
    const next = toggledWatchlist(current, id);
    if (next.length > WATCHLIST_MAX) throw new WatchlistFullError();
    return this.api.saveWatchlist(next);
  }
}
