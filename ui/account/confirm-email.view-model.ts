import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ConfirmEmailUseCase, ErrorCode, NotifierPort, type FieldIssue, type NotifierPort as Notifier } from '../../core';
import { submitForm } from '../kit/forms/field-issues';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** The e-mail confirmation page: the code mailed at registration; confirms it, or asks for a new one. */
@injectable()
export class ConfirmEmailViewModel {
  token = '';
  email = '';
  submitting = false;
  resending = false;

  constructor(
    @inject(ConfirmEmailUseCase) private readonly confirm: ConfirmEmailUseCase,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'confirm' | 'navigator' | 'notifier' | 'locale'>(this, { confirm: false, navigator: false, notifier: false, locale: false }, { autoBind: true });
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
    return this.submitting || this.resending;
  }

  /** Confirms the code; on success says so and goes to the login page. Refusals mark the code field. */
  async submit(code: string): Promise<FieldIssue<'code'>[]> {
    if (this.busy) return [];
    this.submitting = true;
    const result = await submitForm(() => this.confirm.execute(this.token, code), { [ErrorCode.INVALID_CODE]: 'code', [ErrorCode.EXPIRED_TOKEN]: 'code' }, this.notifier, this.locale.current());
    runInAction(() => (this.submitting = false));
    if (result.ok) {
      this.notifier.notify({ level: 'success', title: this.locale.t('account:confirmEmail.confirmedTitle'), message: this.locale.t('account:confirmEmail.confirmed') });
      await this.navigator.navigate(PATHS.login);
    }
    return result.issues;
  }

  /** Asks for a new code and confirms it was sent. */
  async resend(): Promise<void> {
    if (this.busy) return;
    this.resending = true;
    const result = await submitForm(() => this.confirm.resend(this.token), {}, this.notifier, this.locale.current());
    runInAction(() => (this.resending = false));
    if (result.ok) this.notifier.notify({ level: 'success', title: this.locale.t('account:confirmEmail.resentTitle'), message: this.locale.t('account:confirmEmail.resent') });
  }
}
