import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  activeFilterCount,
  ClockPort,
  LocalStoragePort,
  ReportFilterRepository,
  withQuickRange,
  type ClockPort as Clock,
  type StoragePort,
  type DateFilter,
  type ReportFilters,
} from '../../core';

/** The report filters of the content lists: one set for the session, kept in local storage so they survive a reload. */
@injectable('Singleton')
export class ReportFiltersStore {
  filters: ReportFilters;
  private readonly repository: ReportFilterRepository;

  // The repository is made here, not bound in the container: its code loads with the lists, not with every page.
  constructor(
    @inject(LocalStoragePort) local: StoragePort,
    @inject(ClockPort) private readonly clock: Clock,
  ) {
    this.repository = new ReportFilterRepository(local);
    this.filters = this.repository.load();
    makeAutoObservable<this, 'repository' | 'clock'>(this, { repository: false, clock: false }, { autoBind: true });
  }

  /** How many filters are on. */
  get activeCount(): number {
    return activeFilterCount(this.filters);
  }

  /** Changes one filter and keeps the result. */
  set<K extends keyof ReportFilters>(key: K, value: ReportFilters[K]): void {
    this.replace({ ...this.filters, [key]: value });
  }

  /** Chooses a quick date range (null: none), filling in its dates. */
  setQuickRange(range: DateFilter | null): void {
    this.replace(withQuickRange(this.filters, range, this.clock));
  }

  /** Turns every filter off (Clear). */
  clear(): void {
    this.filters = this.repository.clear();
  }

  /** Puts these filters on (every other off) and keeps them. */
  replace(filters: ReportFilters): void {
    this.filters = filters;
    this.repository.save(filters);
  }
}
