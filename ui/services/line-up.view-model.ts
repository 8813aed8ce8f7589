import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  filterLineUp,
  lineUpTotals,
  lineUpValues,
  mayUseService,
  ServicesApiPort,
  sortLineUp,
  type LineUpFilter,
  type LineUpSortKey,
  type LineUpVessel,
  type ServicesApiPort as ServicesApi,
} from '../../core';
import { type ServiceState } from './freight.view-model';

/** The ship line-up: the vessels (or the upsell), the chosen filters and sort, and the totals of what is shown. */
@injectable('Transient')
export class LineUpViewModel {
  state: ServiceState = 'loading';
  vessels: LineUpVessel[] = [];
  filter: LineUpFilter = {};
  sortKey: LineUpSortKey = 'expected';
  descending = false;

  constructor(@inject(ServicesApiPort) private readonly api: ServicesApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { options } = await this.api.options();
      if (!mayUseService(options, 'ship-line-up')) {
        runInAction(() => (this.state = 'upsell'));
        return;
      }
      const { vessels } = await this.api.lineUp();
      runInAction(() => {
        this.vessels = vessels;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  dispose(): void {}

  /** The vessels that match the filters, in the chosen order. */
  get shown(): LineUpVessel[] {
    return sortLineUp(filterLineUp(this.vessels, this.filter), this.sortKey, this.descending);
  }

  /** The totals by product of the vessels shown. */
  get totals() {
    return lineUpTotals(this.shown);
  }

  get ports(): string[] {
    return lineUpValues(this.vessels, 'port');
  }

  get products(): string[] {
    return lineUpValues(this.vessels, 'product');
  }

  setFilter(filter: LineUpFilter): void {
    this.filter = { ...this.filter, ...filter };
  }

  /** Sorts by a column; the same column again reverses the order. */
  sortBy(key: LineUpSortKey): void {
    this.descending = key === this.sortKey ? !this.descending : false;
    this.sortKey = key;
  }
}
