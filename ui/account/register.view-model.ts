import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorCode, NotifierPort, RegisterUseCase, type FieldIssue, type NotifierPort as Notifier, type RegistrationField, type RegistrationInput } from '../../core';
import { submitForm } from '../kit/forms/field-issues';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** The registration refusals of the API that belong to a field. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, RegistrationField>> = {
  [ErrorCode.INVALID_CPF]: 'document',
  [ErrorCode.INVALID_CNPJ]: 'document',
  [ErrorCode.CPF_ALREADY_REGISTERED]: 'document',
  [ErrorCode.CNPJ_ALREADY_REGISTERED]: 'document',
  [ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT]: 'email',
  [ErrorCode.EMAIL_ALREADY_REGISTERED]: 'email',
};

/** The registration page: registers, then goes to the e-mail confirmation with the registration's token. */
@injectable()
export class RegisterViewModel {
  submitting = false;

  constructor(
    @inject(RegisterUseCase) private readonly register: RegisterUseCase,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'register' | 'navigator' | 'notifier' | 'locale'>(this, { register: false, navigator: false, notifier: false, locale: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Registers; answers the field issues to show when refused (the form keeps what was typed). */
  async submit(form: RegistrationInput): Promise<FieldIssue<RegistrationField>[]> {
    if (this.submitting) return [];
    this.submitting = true;
    let token = '';
    const result = await submitForm(async () => {
      token = (await this.register.execute(form, this.locale.current())).token;
    }, FIELD_OF_CODE, this.notifier, this.locale.current());
    runInAction(() => (this.submitting = false));
    if (result.ok) await this.navigator.navigate(`${PATHS.confirmEmail}?${new URLSearchParams({ token, email: form.email.trim() }).toString()}`);
    return result.issues;
  }
}
