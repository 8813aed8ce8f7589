import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CONFIRM_EMAIL_RULES,
  ConfirmEmailUseCase,
  ErrorCode,
  NotifierPort,
  ResendConfirmationUseCase,
  type NotifierPort as Notifier,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';
import { attempt } from '../kit/outcome';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** The e-mail confirmation page: the code mailed at registration; confirms it, or asks for a new one. */
@injectable()
export class ConfirmEmailViewModel {
  token = '';
  email = '';
  resending = false;
  readonly form: FormViewModel<{ code: string }>;

  constructor(
    @inject(ConfirmEmailUseCase) confirm: ConfirmEmailUseCase,
    @inject(ResendConfirmationUseCase) private readonly resendConfirmation: ResendConfirmationUseCase,
    @inject(AppNavigator) navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    // A wrong or expired code marks the code field (its toast is the presenter's).
    this.form = new FormViewModel(
      async ({ code }) => {
        await confirm.execute(this.token, code);
        notifier.notify({
          level: 'success',
          title: locale.t('account:confirmEmail.confirmedTitle'),
          message: locale.t('account:confirmEmail.confirmed'),
        });
        await navigator.navigate(PATHS.login);
      },
      { rules: CONFIRM_EMAIL_RULES, codes: { [ErrorCode.INVALID_CODE]: 'code', [ErrorCode.EXPIRED_TOKEN]: 'code' } },
    );
    makeAutoObservable<this, 'resendConfirmation' | 'notifier' | 'locale'>(
      this,
      { form: false, resendConfirmation: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the page's query: token and email. */
  load(search = ''): void {
    const params = new URLSearchParams(search);
    this.token = params.get('token') ?? '';
    this.email = params.get('email') ?? '';
  }

  dispose(): void {}

  /** Whether the page was opened for a registration. */
  get hasToken(): boolean {
    return this.token !== '';
  }

  get busy(): boolean {
    return this.form.pending || this.resending;
  }

  /** Asks for a new code and confirms it was sent. */
  async resend(): Promise<void> {
    if (this.busy) return;
    this.resending = true;
    const outcome = await attempt(() => this.resendConfirmation.execute(this.token));
    runInAction(() => (this.resending = false));
    if (outcome.kind === 'done') {
      this.notifier.notify({
        level: 'success',
        title: this.locale.t('account:confirmEmail.resentTitle'),
        message: this.locale.t('account:confirmEmail.resent'),
      });
    }
  }
}
