import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { ContentApiPort, reportDate, type ContentApiPort as ContentApi, type TimedNewsDetail } from '../../core';
import { DetailsById } from './details-by-id';
import { SavedNewsStore } from './saved-news.store';

/** A saved news as the schedule shows it: its id, and its detail once read (undefined while not read). */
export interface ScheduleEntry {
  id: number;
  detail: TimedNewsDetail | undefined;
}

/**
 * The schedule view (SPEC §4, the schedule display type): the saved news by date, the newest first, each with its
 * title. The details come from the detail-list call (DetailsById); a news saved meanwhile (here or on another device,
 * pulled by the layout sync) is read when it appears.
 */
@injectable('Transient')
export class ScheduleViewModel {
  private readonly details: DetailsById;
  private stop: (() => void) | undefined;

  constructor(
    @inject(ContentApiPort) api: ContentApi,
    @inject(SavedNewsStore) readonly saved: SavedNewsStore,
  ) {
    this.details = new DetailsById(api);
    makeAutoObservable<this, 'details' | 'stop'>(
      this,
      { saved: false, details: false, stop: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.details.loading;
  }

  get failed(): boolean {
    return this.details.failed;
  }

  /** The saved ids as numbers (the items' ids). */
  private get ids(): number[] {
    return this.saved.ids.map(Number);
  }

  load(): Promise<void> {
    this.stop?.();
    this.stop = reaction(
      () => this.ids,
      (ids) => void this.details.read(ids),
    );
    return this.details.read(this.ids);
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** Reads again what could not be read. */
  retry(): Promise<void> {
    return this.details.retry(this.ids);
  }

  /** The saved news by their report date, the newest first; those not read yet last, in the order saved. */
  get entries(): ScheduleEntry[] {
    const entries = this.ids.map((id) => ({ id, detail: this.details.get(id) }));
    const time = (entry: ScheduleEntry) =>
      entry.detail ? new Date(reportDate(entry.detail) ?? entry.detail.dt_publish).getTime() : -Infinity;
    return entries.sort((a, b) => time(b) - time(a));
  }
}
