import { inject, injectable } from 'inversify';
import { ErrorCode, REGISTRATION_RULES, RegisterUseCase, type RegistrationInput } from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** The registration page: registers, then goes to the e-mail confirmation with the registration's token. */
@injectable()
export class RegisterViewModel {
  readonly form: FormViewModel<RegistrationInput>;

  constructor(
    @inject(RegisterUseCase) register: RegisterUseCase,
    @inject(AppNavigator) navigator: AppNavigator,
    @inject(LocaleStore) locale: LocaleStore,
  ) {
    this.form = new FormViewModel(
      async (values) => {
        const { token } = await register.execute(values, locale.current());
        await navigator.navigate(
          `${PATHS.confirmEmail}?${new URLSearchParams({ token, email: values.email.trim() }).toString()}`,
        );
      },
      {
        rules: REGISTRATION_RULES,
        apiNames: { emailConfirmation: 'emailRepeat', nome: 'name' },
        codes: {
          [ErrorCode.INVALID_CPF]: 'document',
          [ErrorCode.INVALID_CNPJ]: 'document',
          [ErrorCode.CPF_ALREADY_REGISTERED]: 'document',
          [ErrorCode.CNPJ_ALREADY_REGISTERED]: 'document',
          [ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT]: 'email',
          [ErrorCode.EMAIL_ALREADY_REGISTERED]: 'email',
        },
      },
    );
  }

  load(): void {}

  dispose(): void {}
}
