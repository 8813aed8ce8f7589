import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  ErrorCode,
  FORGOT_PASSWORD_RULES,
  ForgotPasswordUseCase,
  LOST_ACCESS_RULES,
  LostAccessUseCase,
  NEW_CLIENT_RULES,
  NewClientUseCase,
  NotifierPort,
  RESET_PASSWORD_RULES,
  ResetPasswordUseCase,
  type LostAccessInput,
  type NewClientInput,
  type NotifierPort as Notifier,
  type ResetPasswordInput,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** Forgot password: mails a reset link (SPEC §5: a valid e-mail; 5002, an unknown e-mail, beside the field); answers where it went. */
@injectable()
export class ForgotPasswordViewModel {
  readonly form: FormViewModel<{ email: string }, string>;

  constructor(@inject(ForgotPasswordUseCase) forgot: ForgotPasswordUseCase) {
    this.form = new FormViewModel(
      async ({ email }) => {
        await forgot.execute(email);
        return email.trim();
      },
      { rules: FORGOT_PASSWORD_RULES, codes: { [ErrorCode.EMAIL_NOT_FOUND]: 'email' } },
    );
  }

  load(): void {}

  dispose(): void {}
}

/** Reset password with the token of the mailed link; on success says so and goes to the login page. */
@injectable()
export class ResetPasswordViewModel {
  token = '';
  readonly form: FormViewModel<ResetPasswordInput>;

  constructor(
    @inject(ResetPasswordUseCase) reset: ResetPasswordUseCase,
    @inject(AppNavigator) navigator: AppNavigator,
    @inject(NotifierPort) notifier: Notifier,
    @inject(LocaleStore) locale: LocaleStore,
  ) {
    // 5201 and 5202 (the link) are the presenter's toasts; the confirmation's refusals mark the repeat field.
    this.form = new FormViewModel(
      async ({ password, repeat }) => {
        await reset.execute(this.token, password, repeat);
        notifier.notify({
          level: 'success',
          title: locale.t('account:resetPassword.doneTitle'),
          message: locale.t('account:resetPassword.done'),
        });
        await navigator.navigate(PATHS.login);
      },
      {
        rules: RESET_PASSWORD_RULES,
        apiNames: { confirmPassword: 'repeat' },
        codes: {
          [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH]: 'repeat',
          [ErrorCode.INVALID_CONFIRMATION_PASSWORD]: 'repeat',
        },
      },
    );
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** Reads the link's token. */
  load(search = ''): void {
    this.token = new URLSearchParams(search).get('token') ?? '';
  }

  dispose(): void {}
}

/** Lost access: the request reaches customer service by e-mail. */
@injectable()
export class LostAccessViewModel {
  readonly form: FormViewModel<LostAccessInput>;

  constructor(@inject(LostAccessUseCase) lostAccess: LostAccessUseCase) {
    this.form = new FormViewModel((values) => lostAccess.execute(values), { rules: LOST_ACCESS_RULES });
  }

  load(): void {}

  dispose(): void {}
}

/** New client: the contact reaches the commercial team by e-mail. */
@injectable()
export class NewClientViewModel {
  readonly form: FormViewModel<NewClientInput>;

  constructor(@inject(NewClientUseCase) newClient: NewClientUseCase) {
    this.form = new FormViewModel(({ name, email, phone }) => newClient.execute({ email, phone, nome: name }), {
      rules: NEW_CLIENT_RULES,
      apiNames: { nome: 'name' },
    });
  }

  load(): void {}

  dispose(): void {}
}
