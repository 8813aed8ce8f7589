import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ErrorCode, ForgotPasswordUseCase, LostAccessUseCase, NewClientUseCase, NotifierPort, ResetPasswordUseCase,
  type FieldIssue, type LostAccessRequest, type NotifierPort as Notifier,
} from '../../core';
import { submitForm } from '../kit/forms/field-issues';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** What every public access form shows while and after sending. */
interface SendingState {
  submitting: boolean;
  sent: boolean;
}

/** Runs a form's request with its busy and sent flags; answers the outcome and the field issues to show. */
async function send<F extends string>(
  state: SendingState,
  action: () => Promise<void>,
  context: { notifier: Notifier; locale: LocaleStore },
  fieldOfCode: Partial<Record<ErrorCode, F>> = {},
): Promise<{ ok: boolean; issues: FieldIssue<F>[] }> {
  if (state.submitting) return { ok: false, issues: [] };
  runInAction(() => (state.submitting = true));
  const result = await submitForm(action, fieldOfCode, context.notifier, context.locale.current());
  runInAction(() => {
    state.submitting = false;
    state.sent = result.ok;
  });
  return result;
}

/** Forgot password: mails a reset link (SPEC §5: a valid e-mail; 5002 unknown e-mail). */
@injectable()
export class ForgotPasswordViewModel implements SendingState {
  submitting = false;
  sent = false;
  sentTo = '';

  constructor(
    @inject(ForgotPasswordUseCase) private readonly forgot: ForgotPasswordUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'forgot' | 'notifier' | 'locale'>(this, { forgot: false, notifier: false, locale: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Asks for the link; answers the field issues to show (the form keeps what was typed). */
  async submit(email: string): Promise<FieldIssue<'email'>[]> {
    const result = await send(this, () => this.forgot.execute(email), { notifier: this.notifier, locale: this.locale }, { [ErrorCode.EMAIL_NOT_FOUND]: 'email' });
    if (result.ok) runInAction(() => (this.sentTo = email.trim()));
    return result.issues;
  }
}

/** Reset password with the token of the mailed link; on success goes to the login page. */
@injectable()
export class ResetPasswordViewModel implements SendingState {
  submitting = false;
  sent = false;
  token = '';

  constructor(
    @inject(ResetPasswordUseCase) private readonly reset: ResetPasswordUseCase,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'reset' | 'navigator' | 'notifier' | 'locale'>(this, { reset: false, navigator: false, notifier: false, locale: false }, { autoBind: true });
  }

  /** Reads the link's token. */
  load(search = ''): void {
    this.token = new URLSearchParams(search).get('token') ?? '';
  }

  dispose(): void {}

  /** Resets; 5201/5202 are shown as toasts, confirmation refusals on the repeat field. */
  async submit(form: { password: string; repeat: string }): Promise<FieldIssue<'password' | 'repeat'>[]> {
    const result = await send(this, () => this.reset.execute(this.token, form.password, form.repeat), { notifier: this.notifier, locale: this.locale }, {
      [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH]: 'repeat',
      [ErrorCode.INVALID_CONFIRMATION_PASSWORD]: 'repeat',
    });
    if (result.ok) {
      this.notifier.notify({ level: 'success', title: this.locale.t('account:resetPassword.doneTitle'), message: this.locale.t('account:resetPassword.done') });
      await this.navigator.navigate(PATHS.login);
    }
    return result.issues;
  }
}

/** Lost access: the request reaches customer service by e-mail. */
@injectable()
export class LostAccessViewModel implements SendingState {
  submitting = false;
  sent = false;

  constructor(
    @inject(LostAccessUseCase) private readonly lostAccess: LostAccessUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'lostAccess' | 'notifier' | 'locale'>(this, { lostAccess: false, notifier: false, locale: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Sends the request; answers the field issues to show. */
  async submit(form: LostAccessRequest): Promise<FieldIssue<'email' | 'phone' | 'message'>[]> {
    return (await send<'email' | 'phone' | 'message'>(this, () => this.lostAccess.execute(form), { notifier: this.notifier, locale: this.locale })).issues;
  }
}

/** New client: the contact reaches the commercial team by e-mail. */
@injectable()
export class NewClientViewModel implements SendingState {
  submitting = false;
  sent = false;

  constructor(
    @inject(NewClientUseCase) private readonly newClient: NewClientUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'newClient' | 'notifier' | 'locale'>(this, { newClient: false, notifier: false, locale: false }, { autoBind: true });
  }

  load(): void {}

  dispose(): void {}

  /** Sends the contact; answers the field issues to show. */
  async submit(form: { name: string; email: string; phone: string }): Promise<FieldIssue<'name' | 'email' | 'phone'>[]> {
    return (await send<'name' | 'email' | 'phone'>(this, () => this.newClient.execute({ email: form.email, phone: form.phone, nome: form.name }), { notifier: this.notifier, locale: this.locale })).issues;
  }
}
