import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  ContentApiPort,
  idBatches,
  LIST_DETAIL_MAX_IDS,
  reportDate,
  type ContentApiPort as ContentApi,
  type TimedNewsDetail,
} from '../../core';
import { attempt } from '../kit/outcome';
import { SavedNewsStore } from './saved-news.store';

/** A saved news as the schedule shows it: its id, and its detail once read (undefined while not read). */
export interface ScheduleEntry {
  id: number;
  detail: TimedNewsDetail | undefined;
}

/**
 * The schedule view (SPEC §4, the schedule display type): the saved news by date, the newest first, each with its
 * title. The details come from the detail-list call, 50 ids a call, each id read once; a news saved meanwhile (here or
 * on another device, pulled by the layout sync) is read when it appears.
 */
@injectable('Transient')
export class ScheduleViewModel {
  loading = false;
  failed = false;
  private readonly details = new Map<number, TimedNewsDetail>();
  private readonly asked = new Set<number>();
  private stop: (() => void) | undefined;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(SavedNewsStore) readonly saved: SavedNewsStore,
  ) {
    makeAutoObservable<this, 'api' | 'asked' | 'stop'>(
      this,
      { api: false, saved: false, asked: false, stop: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    this.stop?.();
    this.stop = reaction(
      () => this.saved.ids,
      () => void this.readMissing(),
    );
    return this.readMissing();
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** Reads again what could not be read. */
  retry(): Promise<void> {
    this.asked.clear();
    for (const id of this.details.keys()) this.asked.add(id);
    return this.readMissing();
  }

  /** The saved news by their report date, the newest first; those not read yet last, in the order saved. */
  get entries(): ScheduleEntry[] {
    const entries = this.saved.ids.map(Number).map((id) => ({ id, detail: this.details.get(id) }));
    const time = (entry: ScheduleEntry) =>
      entry.detail ? new Date(reportDate(entry.detail) ?? entry.detail.dt_publish).getTime() : -Infinity;
    return entries.sort((a, b) => time(b) - time(a));
  }

  private async readMissing(): Promise<void> {
    const missing = this.saved.ids.map(Number).filter((id) => Number.isInteger(id) && !this.asked.has(id));
    if (missing.length === 0) return;
    for (const id of missing) this.asked.add(id);
    this.loading = true;
    const outcomes = await Promise.all(
      idBatches(missing, LIST_DETAIL_MAX_IDS).map((batch) => attempt(() => this.api.listDetail(batch))),
    );
    runInAction(() => {
      for (const outcome of outcomes) {
        if (outcome.kind === 'done') for (const detail of outcome.value) this.details.set(detail.id, detail);
      }
      this.loading = false;
      this.failed = outcomes.some((outcome) => outcome.kind === 'failed');
    });
  }
}
