import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentCachePort, type ContentCachePort as ContentCache, type SubscriptionPlan } from '../../core';
import { loadRead } from '../kit/load-read';

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
    await loadRead(
      this,
      () => this.cache.plans(),
      (plans) => (this.plans = plans),
    );
  }

  dispose(): void {}
}
