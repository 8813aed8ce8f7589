import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadPrivacyPolicyUseCase, LoggerPort, type LoggerPort as Logger, type PrivacyPolicy } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { type LoadStatus } from '../kit/load-state';

/** The privacy-policy tab; a failure is only logged (SPEC §8) and the tab says it could not load. */
@injectable()
export class PrivacyPolicyViewModel {
  status: LoadStatus = 'loading';
  policy: PrivacyPolicy | null = null;

  constructor(
    @inject(LoadPrivacyPolicyUseCase) private readonly loadPolicy: LoadPrivacyPolicyUseCase,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'loadPolicy' | 'locale' | 'logger'>(this, { loadPolicy: false, locale: false, logger: false }, { autoBind: true });
  }

  /** Reads the policy in the interface language. */
  async load(): Promise<void> {
    try {
      const policy = await this.loadPolicy.execute(this.locale.current());
      runInAction(() => {
        this.policy = policy;
        this.status = 'ready';
      });
    } catch (error) {
      this.logger.warn('privacy policy not loaded', error);
      runInAction(() => (this.status = 'failed'));
    }
  }

  dispose(): void {}
}
