import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentCachePort, type ContentCachePort as ContentCache, type SubscriptionPlan } from '../../core';

/** The plans page: the subscription plans from the cache service. */
@injectable()
export class PlansViewModel {
  plans: SubscriptionPlan[] = [];
  loading = true;
  failed = false;

  constructor(@inject(ContentCachePort) private readonly cache: ContentCache) {
    makeAutoObservable<this, 'cache'>(this, { cache: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const plans = await this.cache.plans();
      runInAction(() => {
        this.plans = plans;
        this.loading = false;
        this.failed = false;
      });
    } catch {
      runInAction(() => {
        this.loading = false;
        this.failed = true;
      });
    }
  }

  dispose(): void {}
}
