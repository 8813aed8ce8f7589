import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ClockPort,
  type ClockPort as Clock,
  ExportMarketCsvUseCase,
  FileSaverPort,
  type FileSaverPort as FileSaver,
  type Market,
  type QuoteRow,
  type TableCsvColumn,
} from '../../core';

/** Saving a market table as CSV: the rows the server gave the user, as shown (live ticks applied). */
@injectable('Transient')
export class QuotesExportViewModel {
  /** The last file saved, or a failure to make it. */
  exported: { kind: 'done'; name: string } | { kind: 'failed' } | undefined = undefined;
  busy = false;
  private readonly exporter: ExportMarketCsvUseCase;

  constructor(@inject(FileSaverPort) saver: FileSaver, @inject(ClockPort) clock: Clock) {
    this.exporter = new ExportMarketCsvUseCase(saver, clock);
    makeAutoObservable<this, 'exporter'>(this, { exporter: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Saves the rows of a market with the headers given (in the user's language). */
  async exportTable(
    subject: Market | 'watchlist',
    rows: readonly QuoteRow[],
    headers: Record<TableCsvColumn, string>,
  ): Promise<void> {
    this.busy = true;
    try {
      const file = await this.exporter.table({ subject, rows: [...rows] }, headers);
      runInAction(() => (this.exported = { kind: 'done', name: file.name }));
    } catch {
      runInAction(() => (this.exported = { kind: 'failed' }));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
