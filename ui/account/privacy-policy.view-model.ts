import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoadPrivacyPolicyUseCase, LoggerPort, type LoggerPort as Logger, type PrivacyPolicy } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';

/** The privacy-policy tab; a failure is logged (SPEC §8) and the tab says it could not load. */
@injectable()
export class PrivacyPolicyViewModel {
  loading = true;
  failed = false;
  policy: PrivacyPolicy | null = null;

  constructor(
    @inject(LoadPrivacyPolicyUseCase) private readonly loadPolicy: LoadPrivacyPolicyUseCase,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'loadPolicy' | 'locale' | 'logger'>(
      this,
      { loadPolicy: false, locale: false, logger: false },
      { autoBind: true },
    );
  }

  /** Reads the policy in the interface language. */
  async load(): Promise<void> {
    const outcome = await loadRead(
      this,
      () => this.loadPolicy.execute(this.locale.current()),
      (policy) => (this.policy = policy),
    );
    if (outcome.kind === 'failed') this.logger.warn('privacy policy not loaded', outcome.error);
  }

  dispose(): void {}
}
