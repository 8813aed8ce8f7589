import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangePasswordUseCase, ErrorCode, NotifierPort, type FieldIssue, type NotifierPort as Notifier } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { submitForm } from '../kit/forms/field-issues';

/** A field of the change-password form. */
export type ChangePasswordField = 'current' | 'next' | 'repeat';

/** The API's change-password refusals and the field each belongs to. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, ChangePasswordField>> = {
  [ErrorCode.INVALID_CURRENT_PASSWORD]: 'current',
  [ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT]: 'next',
  [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH]: 'repeat',
  [ErrorCode.INVALID_CONFIRMATION_PASSWORD]: 'repeat',
};

/** The change-password form (/change-password and the account tab). */
@injectable()
export class ChangePasswordViewModel {
  submitting = false;

  constructor(
    @inject(ChangePasswordUseCase) private readonly changePassword: ChangePasswordUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'changePassword' | 'notifier' | 'locale'>(this, { changePassword: false, notifier: false, locale: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Changes the password; answers whether it changed and the field issues to show. */
  async submit(form: Record<ChangePasswordField, string>): Promise<{ ok: boolean; issues: FieldIssue<ChangePasswordField>[] }> {
    if (this.submitting) return { ok: false, issues: [] };
    this.submitting = true;
    const result = await submitForm(() => this.changePassword.execute(form), FIELD_OF_CODE, this.notifier, this.locale.current());
    runInAction(() => (this.submitting = false));
    if (result.ok) this.notifier.notify({ level: 'success', title: this.locale.t('account:changePassword.doneTitle'), message: this.locale.t('account:changePassword.done') });
    return result;
  }
}
