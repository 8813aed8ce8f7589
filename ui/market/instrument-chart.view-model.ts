import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import {
  barsInRange,
  ClockPort,
  type ClockPort as Clock,
  type DayValue,
  DEFAULT_SERIES_RANGE,
  ExportMarketCsvUseCase,
  fetchRangeFor,
  FileSaverPort,
  type FileSaverPort as FileSaver,
  MarketApiPort,
  type MarketApiPort as MarketApi,
  type MarketSeries,
  MOVING_AVERAGE_PERIODS,
  type MovingAveragePeriod,
  movingAverage,
  type SeriesBar,
  type SeriesCsvColumn,
  type SeriesRange,
} from '../../core';

/** How a chart draws its days: a line of closes, or candles. */
export type ChartStyle = 'line' | 'candles';

/** The instrument a chart is opened for. */
export interface ChartInstrument {
  id: string;
  name: string;
}

/** The longest average a chart offers: every series is asked with that many days before the range shown. */
const LOOKBACK = Math.max(...MOVING_AVERAGE_PERIODS);

/**
 * An instrument's chart: its series over the range chosen (asked with enough days before it for the averages to run
 * from the first day shown, and kept per range asked), drawn as a line or candles, with the averages chosen, and saved
 * as CSV (the days shown).
 */
@injectable('Transient')
export class InstrumentChartViewModel {
  instrument: ChartInstrument = { id: '', name: '' };
  range: SeriesRange = DEFAULT_SERIES_RANGE;
  style: ChartStyle = 'line';
  state: 'loading' | 'ready' | 'empty' | 'failed' = 'loading';
  /** The averages shown. */
  averagesShown: MovingAveragePeriod[] = [...MOVING_AVERAGE_PERIODS];
  /** The series answered for the range shown (it starts before the range). */
  series: MarketSeries | null = null;
  /** The last file saved, or a failure to make it. */
  exported: { kind: 'done'; name: string } | { kind: 'failed' } | undefined = undefined;
  private readonly answers = observable.map<SeriesRange, MarketSeries>({}, { deep: false });
  private asked = 0;
  private readonly exporter: ExportMarketCsvUseCase;

  constructor(
    @inject(MarketApiPort) private readonly api: MarketApi,
    @inject(FileSaverPort) saver: FileSaver,
    @inject(ClockPort) clock: Clock,
  ) {
    this.exporter = new ExportMarketCsvUseCase(saver, clock);
    makeAutoObservable<this, 'api' | 'answers' | 'asked' | 'exporter'>(
      this,
      { api: false, answers: false, asked: false, exporter: false, series: observableRef },
      { autoBind: true },
    );
  }

  /** Opens the chart of an instrument. */
  load(instrument: ChartInstrument): Promise<void> {
    this.instrument = instrument;
    return this.fetch();
  }

  dispose(): void {
    this.asked++;
  }

  /** Shows another range (asked of the server unless an answer already covers it). */
  selectRange(range: SeriesRange): Promise<void> {
    if (range === this.range && this.state !== 'failed') return Promise.resolve();
    this.range = range;
    this.exported = undefined;
    return this.fetch();
  }

  /** Asks again after a failure. */
  retry(): Promise<void> {
    return this.fetch();
  }

  setStyle(style: ChartStyle): void {
    this.style = style;
  }

  /** Shows or hides an average. */
  toggleAverage(period: MovingAveragePeriod): void {
    this.averagesShown = this.averagesShown.includes(period)
      ? this.averagesShown.filter((p) => p !== period)
      : MOVING_AVERAGE_PERIODS.filter((p) => p === period || this.averagesShown.includes(p));
  }

  /** The days of the range shown, oldest first. */
  get bars(): SeriesBar[] {
    return this.series ? barsInRange(this.series.bars, this.range) : [];
  }

  /** The averages shown, over the days shown (computed over the whole answer, so they run from its first day). */
  get averages(): { period: MovingAveragePeriod; points: DayValue[] }[] {
    const series = this.series;
    const first = this.bars[0]?.day;
    if (!series || first === undefined) return [];
    return this.averagesShown.map((period) => ({
      period,
      points: movingAverage(series.bars, period).filter((point) => point.day >= first),
    }));
  }

  /** Saves the days shown as CSV, with the headers given (in the user's language). */
  async exportSeries(headers: Record<SeriesCsvColumn, string>): Promise<void> {
    const series = this.series;
    if (!series || this.state !== 'ready') return;
    try {
      const file = await this.exporter.series(series, this.bars, this.range, headers);
      runInAction(() => (this.exported = { kind: 'done', name: file.name }));
    } catch {
      runInAction(() => (this.exported = { kind: 'failed' }));
    }
  }

  private async fetch(): Promise<void> {
    const range = this.range;
    const asked = fetchRangeFor(range, LOOKBACK);
    const known = this.answers.get(asked);
    const call = ++this.asked;
    if (known) {
      this.show(known);
      return;
    }
    this.state = 'loading';
    try {
      const series = await this.api.series(this.instrument.id, asked);
      runInAction(() => {
        this.answers.set(asked, series);
        if (call === this.asked) this.show(series);
      });
    } catch {
      runInAction(() => {
        if (call === this.asked) this.state = 'failed';
      });
    }
  }

  private show(series: MarketSeries): void {
    this.series = series;
    this.state = barsInRange(series.bars, this.range).length > 0 ? 'ready' : 'empty';
  }
}
