import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AccountApiPort,
  ACCOUNT_CHANGE_RULES,
  DeleteAccountUseCase,
  NotifierPort,
  otherMessage,
  PHONE_FORM_RULES,
  RequestAccountChangeUseCase,
  UpdatePhoneUseCase,
  type AccountApiPort as AccountApi,
  type AccountData,
  type NotifierPort as Notifier,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';

/** /my-account: the account data, the phone, a change request to customer service and the data-deletion request. */
@injectable('Transient')
export class MyAccountViewModel {
  loading = true;
  failed = false;
  account: AccountData | null = null;
  deletionDialogOpen = false;
  deleting = false;
  /** The phone form: saves the phone and shows it masked in the data. */
  readonly phoneForm: FormViewModel<{ phone: string }>;
  /** The change request to customer service. */
  readonly changeForm: FormViewModel<{ message: string }>;

  constructor(
    @inject(AccountApiPort) private readonly api: AccountApi,
    @inject(UpdatePhoneUseCase) updatePhone: UpdatePhoneUseCase,
    @inject(RequestAccountChangeUseCase) requestChange: RequestAccountChangeUseCase,
    @inject(DeleteAccountUseCase) private readonly deleteAccount: DeleteAccountUseCase,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    this.phoneForm = new FormViewModel(
      async ({ phone }) => {
        const saved = await updatePhone.execute(phone);
        runInAction(() => {
          if (this.account) this.account = { ...this.account, phone: saved };
        });
        notifier.notify({
          level: 'success',
          title: otherMessage('successTitle', locale.catalogue()),
          message: locale.t('account:myAccount.phoneSaved'),
        });
      },
      { rules: PHONE_FORM_RULES },
    );
    this.changeForm = new FormViewModel(
      async ({ message }) => {
        await requestChange.execute(message);
        notifier.notify({
          level: 'success',
          title: locale.t('account:myAccount.changeSentTitle'),
          message: locale.t('account:myAccount.changeSent'),
        });
      },
      { rules: ACCOUNT_CHANGE_RULES },
    );
    makeAutoObservable<this, 'api' | 'deleteAccount' | 'navigator' | 'notifier' | 'locale'>(
      this,
      {
        phoneForm: false,
        changeForm: false,
        api: false,
        deleteAccount: false,
        navigator: false,
        notifier: false,
        locale: false,
      },
      { autoBind: true },
    );
  }

  /** Reads the account data. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.api.myAccount(),
      (account) => (this.account = account),
    );
  }

  dispose(): void {}

  setDeletionDialogOpen(open: boolean): void {
    this.deletionDialogOpen = open;
  }

  /** The confirmed deletion request: tells what happened, then goes to the login page (the session has ended). */
  async confirmDeletion(): Promise<void> {
    if (this.deleting) return;
    this.deleting = true;
    const outcome = await attempt(() => this.deleteAccount.execute());
    runInAction(() => {
      this.deleting = false;
      if (outcome.kind === 'done') this.deletionDialogOpen = false;
    });
    if (outcome.kind === 'failed') return;
    this.notifier.notify({
      level: 'info',
      title: this.locale.t('account:myAccount.deletionTitle'),
      message: otherMessage(outcome.value.message, this.locale.catalogue()),
    });
    await this.navigator.navigate(PATHS.login);
  }
}
