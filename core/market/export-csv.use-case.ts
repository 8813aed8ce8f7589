import { type FileSaverPort } from '../content/document-api.port';
import { type DocumentFile } from '../content/documents';
import { type ClockPort } from '../kernel/clock.port';
import { type MarketSeries, type MarketTable, type QuoteRow, type SeriesBar, type SeriesRange } from './api';
import { CSV_BOM, CSV_MIME_TYPE, type CsvCell, csvFileName, toCsv } from './csv';
import { marketDay } from './status';

/** The columns of an exported market table, in order. */
export const TABLE_CSV_COLUMNS = [
  'instrument',
  'name',
  'contract',
  'last',
  'change',
  'changePct',
  'high',
  'low',
  'volume',
  'time',
  'status',
  'source',
  'unit',
  'currency',
  'method',
] as const;
/** A column of an exported market table. */
export type TableCsvColumn = (typeof TABLE_CSV_COLUMNS)[number];

/** The columns of an exported series, in order. */
export const SERIES_CSV_COLUMNS = [
  'instrument',
  'day',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'source',
  'unit',
  'currency',
  'method',
] as const;
/** A column of an exported series. */
export type SeriesCsvColumn = (typeof SERIES_CSV_COLUMNS)[number];

/** The CSV of a table's rows as the user was given them: one line per row, its numbers' source, unit, currency, time and method. */
export function tableCsv(rows: readonly QuoteRow[], headers: Record<TableCsvColumn, string>): string {
  const records = rows.map((row): CsvCell[] => {
    const cells: Record<TableCsvColumn, CsvCell> = {
      instrument: row.id,
      name: row.name,
      contract: row.contract ?? row.place,
      last: row.last,
      change: row.change,
      changePct: row.changePct,
      high: row.high,
      low: row.low,
      volume: row.volume,
      time: row.time,
      status: row.status,
      source: row.source,
      unit: row.unit,
      currency: row.currency,
      method: row.method,
    };
    return TABLE_CSV_COLUMNS.map((column) => cells[column]);
  });
  return toCsv(
    TABLE_CSV_COLUMNS.map((column) => headers[column]),
    records,
  );
}

/** The CSV of a series' bars (those shown), each with the series' source, unit, currency and method. */
export function seriesCsv(
  series: MarketSeries,
  bars: readonly SeriesBar[],
  headers: Record<SeriesCsvColumn, string>,
): string {
  const records = bars.map((bar): CsvCell[] => {
    const cells: Record<SeriesCsvColumn, CsvCell> = {
      instrument: series.instrument,
      day: bar.day,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      source: series.source,
      unit: series.unit,
      currency: series.currency,
      method: series.method,
    };
    return SERIES_CSV_COLUMNS.map((column) => cells[column]);
  });
  return toCsv(
    SERIES_CSV_COLUMNS.map((column) => headers[column]),
    records,
  );
}

/**
 * Exports what the server gave the user as CSV files, saved under `celeiro-<subject>-<yyyy-mm-dd>.csv` (the day in
 * São Paulo): a market table (its rows as shown, ticks applied) or an instrument's series over the range shown.
 */
export class ExportMarketCsvUseCase {
  constructor(
    private readonly saver: FileSaverPort,
    private readonly clock: ClockPort,
  ) {}

  /** Saves a table's CSV, named after what its rows are of (a market, or the user's watch list: 'watchlist'). */
  async table(
    table: { subject: MarketTable['market'] | 'watchlist'; rows: MarketTable['rows'] },
    headers: Record<TableCsvColumn, string>,
  ): Promise<DocumentFile> {
    return this.save(table.subject, tableCsv(table.rows, headers));
  }

  /** Saves a series' CSV: the bars given, those of the range shown. */
  async series(
    series: MarketSeries,
    bars: readonly SeriesBar[],
    range: SeriesRange,
    headers: Record<SeriesCsvColumn, string>,
  ): Promise<DocumentFile> {
    return this.save(`${series.instrument}-${range}`, seriesCsv(series, bars, headers));
  }

  private async save(subject: string, text: string): Promise<DocumentFile> {
    const file: DocumentFile = {
      name: csvFileName(subject, marketDay(this.clock.now())),
      mimeType: CSV_MIME_TYPE,
      bytes: new TextEncoder().encode(CSV_BOM + text),
    };
    await this.saver.save(file);
    return file;
  }
}
