import {
  type AlertFired,
  type ApiError,
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
  /** The acceptor token each open stream was opened with. */
  private readonly tokens = new Map<QuoteStreamListener, string>();

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

  stream(listener: QuoteStreamListener, acceptorToken: string): QuoteStream {
    this.calls.push(`stream ${acceptorToken}`);
    this.listeners.add(listener);
    this.tokens.set(listener, acceptorToken);
    return {
      close: () => {
        this.listeners.delete(listener);
        this.tokens.delete(listener);
      },
    };
  }

  /** How many streams are open. */
  get openStreams(): number {
    return this.listeners.size;
  }

  /** The acceptor tokens of the open streams. */
  get streamTokens(): string[] {
    return [...this.tokens.values()];
  }

  /** Ends, as the server does, the streams of an acceptor token it retired, saying why. */
  endStreamsOf(acceptorToken: string, error: ApiError): void {
    for (const [listener, token] of [...this.tokens])
      if (token === acceptorToken) {
        this.listeners.delete(listener);
        this.tokens.delete(listener);
        listener.onEnded?.(error);
      }
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
