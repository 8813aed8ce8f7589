import {
  type AlertFired,
  barsInRange,
  type Market,
  type MarketApiPort,
  type MarketSeries,
  type MarketTable,
  type QuoteRow,
  type QuotesMenu,
  type QuoteStream,
  type QuoteStreamListener,
  type QuoteTick,
  type SeriesBar,
  type SeriesRange,
} from '../../core';

/** A quote row with plausible figures; `overrides` replace any of them. */
export function quoteRow(id: string, overrides: Partial<QuoteRow> = {}): QuoteRow {
  return {
    id,
    name: `Instrumento ${id}`,
    place: 'CBOT',
    contract: null,
    last: 1000,
    change: 5,
    changePct: 0.5,
    high: 1010,
    low: 990,
    volume: 1200,
    time: '2026-03-02T15:00:00.000Z',
    status: 'live',
    source: 'CBOT',
    unit: 'USc/bu',
    currency: 'USX',
    method: 'Ajuste diário do 1º vencimento na CBOT, USc/bu',
    ...overrides,
  };
}

/** An in-memory MarketApiPort: a menu, the rows of each market, and a live feed the test pushes ticks into. */
export class FakeMarketApi implements MarketApiPort {
  menu: QuotesMenu = {
    hasQuotesRights: true,
    delayed: false,
    markets: [
      { market: 'futures', nome: 'Mercado futuro', count: 2, status: 'live' },
      { market: 'fx', nome: 'Câmbio', count: 1, status: 'live' },
    ],
  };
  tables: Partial<Record<Market, QuoteRow[]>> = {
    futures: [quoteRow('ZS1', { name: 'Soja', contract: 'ZSK26' }), quoteRow('ZC1', { name: 'Milho' })],
    fx: [quoteRow('USDBRL', { name: 'Dólar comercial', last: 5.4321, unit: 'BRL/USD', currency: 'BRL' })],
  };
  /** The days of every series, oldest first: a series answers those of its range. */
  seriesBars: SeriesBar[] = [];
  /** How many of the next series calls fail. */
  seriesFailures = 0;
  /** Series answers held until the test releases them (when set). */
  holdSeries: (() => void)[] | undefined;
  readonly calls: string[] = [];
  private listeners = new Set<QuoteStreamListener>();

  quotesMenu(): Promise<QuotesMenu> {
    this.calls.push('menu');
    return Promise.resolve(this.menu);
  }

  table(market: Market): Promise<MarketTable> {
    this.calls.push(`table ${market}`);
    return Promise.resolve({ market, delayed: this.menu.delayed, rows: this.tables[market] ?? [] });
  }

  async series(instrument: string, range: SeriesRange): Promise<MarketSeries> {
    this.calls.push(`series ${instrument} ${range}`);
    if (this.holdSeries) await new Promise<void>((release) => this.holdSeries!.push(release));
    if (this.seriesFailures > 0) {
      this.seriesFailures--;
      throw new Error('series unavailable');
    }
    return {
      instrument,
      name: instrument,
      range,
      source: 'CBOT',
      unit: 'USc/bu',
      currency: 'USX',
      method: 'Ajuste diário',
      bars: barsInRange(this.seriesBars, range),
    };
  }

  stream(listener: QuoteStreamListener): QuoteStream {
    this.calls.push('stream');
    this.listeners.add(listener);
    return { close: () => this.listeners.delete(listener) };
  }

  /** How many streams are open. */
  get openStreams(): number {
    return this.listeners.size;
  }

  /** Sends a fired alert to every open stream. */
  pushAlert(alert: AlertFired): void {
    for (const listener of this.listeners) listener.onAlert?.(alert);
  }

  /** Sends ticks to every open stream. */
  push(ticks: QuoteTick[]): void {
    for (const listener of this.listeners) listener.onTicks(ticks);
  }
}
