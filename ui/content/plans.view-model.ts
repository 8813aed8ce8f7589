import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import {
  ContentCachePort,
  type ContentCachePort as ContentCache,
  type Locale,
  type SubscriptionPlan,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';

/** The plans page: the subscription plans from the cache service, in the interface's language (read again when it changes). */
@injectable('Transient')
export class PlansViewModel {
  plans: SubscriptionPlan[] = [];
  loading = true;
  failed = false;
  private request = 0;
  private stop: IReactionDisposer | undefined;

  constructor(
    @inject(ContentCachePort) private readonly cache: ContentCache,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'cache' | 'locale' | 'request' | 'stop'>(
      this,
      { cache: false, locale: false, request: false, stop: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.stop?.();
    this.stop = reaction(
      () => this.locale.locale,
      () => void this.read(),
    );
    await this.read();
  }

  dispose(): void {
    this.stop?.();
    this.request++;
  }

  /** Reads the plans in the current language; an answer overtaken by a later read (a quicker change of language) is dropped. */
  private async read(): Promise<void> {
    const request = ++this.request;
    const locale: Locale = this.locale.current();
    await loadRead(
      this,
      () => this.cache.plans(locale),
      (plans) => {
        if (request === this.request) this.plans = plans;
      },
    );
  }
}
