import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  EMAILED_CODE_LENGTH,
  NotifierPort,
  ResendTwoFactorCodeUseCase,
  ValidateTwoFactorUseCase,
  type NotifierPort as Notifier,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { attempt } from '../kit/outcome';
import { AppNavigator } from '../shell/app-navigator';
import { MenuStore } from '../shell/menu.store';

/** The two-factor page: the code mailed for a new device; validates it, or asks for a new one. */
@injectable('Transient')
export class TwoFactorViewModel {
  code = '';
  submitting = false;
  /** Counts the refused attempts, so the page can put the focus back in the form. */
  refusals = 0;
  resending = false;
  attempted = false;
  challenge = '';
  email = '';
  remember = false;
  returnTo: string | null = null;

  constructor(
    @inject(ValidateTwoFactorUseCase) private readonly twoFactor: ValidateTwoFactorUseCase,
    @inject(ResendTwoFactorCodeUseCase) private readonly resendCode: ResendTwoFactorCodeUseCase,
    @inject(MenuStore) private readonly menu: MenuStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'twoFactor' | 'resendCode' | 'menu' | 'navigator' | 'notifier' | 'locale'>(
      this,
      { twoFactor: false, resendCode: false, menu: false, navigator: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the page's query: challenge, email, to and remember. */
  load(search = ''): void {
    const params = new URLSearchParams(search);
    this.challenge = params.get('challenge') ?? '';
    this.email = params.get('email') ?? '';
    this.returnTo = params.get('to');
    this.remember = params.get('remember') === 'true';
  }

  dispose(): void {}

  /** Whether the page was opened with a challenge to answer. */
  get hasChallenge(): boolean {
    return this.challenge !== '';
  }

  /** Keeps only digits, at most six. */
  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, EMAILED_CODE_LENGTH);
  }

  get codeIncomplete(): boolean {
    return this.attempted && this.code.length !== EMAILED_CODE_LENGTH;
  }

  get busy(): boolean {
    return this.submitting || this.resending;
  }

  /** Validates the code; refusals (invalid or expired code) are shown by the transport presenter. */
  async validate(): Promise<void> {
    if (this.busy || !this.hasChallenge) return;
    this.attempted = true;
    if (this.code.length !== EMAILED_CODE_LENGTH) return;
    this.submitting = true;
    const outcome = await attempt(async () => {
      await this.twoFactor.execute(this.challenge, this.code, this.remember);
      return this.menu.landingPath(this.returnTo);
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'failed') this.refusals++;
    });
    if (outcome.kind === 'done') await this.navigator.navigate(outcome.value);
  }

  /** Asks for a new code and confirms it was sent. */
  async resend(): Promise<void> {
    if (this.busy || !this.hasChallenge) return;
    this.resending = true;
    const outcome = await attempt(() => this.resendCode.execute(this.challenge));
    runInAction(() => (this.resending = false));
    if (outcome.kind === 'failed') return;
    this.notifier.notify({
      level: 'success',
      title: this.locale.t('auth:twoFactor.resentTitle'),
      message: this.email
        ? this.locale.t('auth:twoFactor.resent', { email: this.email })
        : this.locale.t('auth:twoFactor.resentNoEmail'),
    });
  }
}
