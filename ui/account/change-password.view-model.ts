import { inject, injectable } from 'inversify';
import {
  CHANGE_PASSWORD_RULES,
  ChangePasswordUseCase,
  ErrorCode,
  NotifierPort,
  type ChangePasswordInput,
  type NotifierPort as Notifier,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';

/** The change-password form (/change-password and the account tab); the API's refusals mark the field they are about. */
@injectable()
export class ChangePasswordViewModel {
  readonly form: FormViewModel<ChangePasswordInput>;

  constructor(
    @inject(ChangePasswordUseCase) changePassword: ChangePasswordUseCase,
    @inject(NotifierPort) notifier: Notifier,
    @inject(LocaleStore) locale: LocaleStore,
  ) {
    this.form = new FormViewModel(
      async (values) => {
        await changePassword.execute(values);
        notifier.notify({
          level: 'success',
          title: locale.t('account:changePassword.doneTitle'),
          message: locale.t('account:changePassword.done'),
        });
      },
      {
        rules: CHANGE_PASSWORD_RULES,
        apiNames: { currentPassword: 'current', password: 'next', confirmPassword: 'repeat' },
        codes: {
          [ErrorCode.INVALID_CURRENT_PASSWORD]: 'current',
          [ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT]: 'next',
          [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH]: 'repeat',
          [ErrorCode.INVALID_CONFIRMATION_PASSWORD]: 'repeat',
        },
      },
    );
  }

  load(): void {}

  dispose(): void {}
}
