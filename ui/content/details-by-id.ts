import { makeAutoObservable, runInAction } from 'mobx';
import { idBatches, LIST_DETAIL_MAX_IDS, type ContentApiPort, type TimedNewsDetail } from '../../core';
import { attempt } from '../kit/outcome';

/**
 * The details of the items a view lists by id (the favourites, the schedule), read through the detail-list call: 50
 * ids a call, each id once; an id that comes later (added here or on another device) is read when it is asked for.
 */
export class DetailsById {
  loading = false;
  failed = false;
  private readonly details = new Map<number, TimedNewsDetail>();
  private readonly asked = new Set<number>();

  constructor(private readonly api: ContentApiPort) {
    makeAutoObservable<this, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  /** The detail of an id, once read. */
  get(id: number): TimedNewsDetail | undefined {
    return this.details.get(id);
  }

  /** Reads the ids not asked for yet. */
  async read(ids: readonly number[]): Promise<void> {
    const missing = ids.filter((id) => Number.isInteger(id) && !this.asked.has(id));
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

  /** Reads again the ids that could not be read. */
  retry(ids: readonly number[]): Promise<void> {
    this.asked.clear();
    for (const id of this.details.keys()) this.asked.add(id);
    return this.read(ids);
  }
}
