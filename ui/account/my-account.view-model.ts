import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  DeleteAccountUseCase, MyAccountUseCase, NotifierPort, otherMessage, UpdatePhoneUseCase,
  type AccountData, type FieldIssue, type NotifierPort as Notifier,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS } from '../shell/paths';
import { notifyUnseenFailure } from '../shell/unseen-failure';
import { submitForm } from '../kit/forms/field-issues';
import { type LoadStatus } from '../kit/load-state';

/** /my-account: the account data, the phone, a change request to customer service and the data-deletion request. */
@injectable()
export class MyAccountViewModel {
  status: LoadStatus = 'loading';
  account: AccountData | null = null;
  savingPhone = false;
  sendingChange = false;
  deletionDialogOpen = false;
  deleting = false;

  constructor(
    @inject(MyAccountUseCase) private readonly myAccount: MyAccountUseCase,
    @inject(UpdatePhoneUseCase) private readonly updatePhone: UpdatePhoneUseCase,
    @inject(DeleteAccountUseCase) private readonly deleteAccount: DeleteAccountUseCase,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'myAccount' | 'updatePhone' | 'deleteAccount' | 'navigator' | 'notifier' | 'locale'>(
      this,
      { myAccount: false, updatePhone: false, deleteAccount: false, navigator: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the account data. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const account = await this.myAccount.execute();
      runInAction(() => {
        this.account = account;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  dispose(): void {}

  /** Saves the phone; answers the field issues to show. */
  async savePhone(phone: string): Promise<FieldIssue<'phone'>[]> {
    if (this.savingPhone) return [];
    this.savingPhone = true;
    let saved = '';
    const result = await submitForm(async () => {
      saved = await this.updatePhone.execute(phone);
    }, {}, this.notifier, this.locale.current());
    runInAction(() => {
      this.savingPhone = false;
      if (result.ok && this.account) this.account = { ...this.account, phone: saved };
    });
    if (result.ok) this.notifier.notify({ level: 'success', title: otherMessage('successTitle', this.locale.current()), message: this.locale.t('account:myAccount.phoneSaved') });
    return result.issues as FieldIssue<'phone'>[];
  }

  /** Sends customer service what should change; answers whether it was sent and the field issues. */
  async requestChange(message: string): Promise<{ ok: boolean; issues: FieldIssue<'message'>[] }> {
    if (this.sendingChange) return { ok: false, issues: [] };
    this.sendingChange = true;
    const result = await submitForm<'message'>(() => this.myAccount.requestChange(message), {}, this.notifier, this.locale.current());
    runInAction(() => (this.sendingChange = false));
    if (result.ok) this.notifier.notify({ level: 'success', title: this.locale.t('account:myAccount.changeSentTitle'), message: this.locale.t('account:myAccount.changeSent') });
    return result;
  }

  setDeletionDialogOpen(open: boolean): void {
    this.deletionDialogOpen = open;
  }

  /** The confirmed deletion request: tells what happened, then goes to the login page (the session has ended). */
  async confirmDeletion(): Promise<void> {
    if (this.deleting) return;
    this.deleting = true;
    try {
      const outcome = await this.deleteAccount.execute();
      const locale = this.locale.current();
      this.notifier.notify({ level: 'info', title: this.locale.t('account:myAccount.deletionTitle'), message: otherMessage(outcome.message, locale) });
      runInAction(() => {
        this.deleting = false;
        this.deletionDialogOpen = false;
      });
      await this.navigator.navigate(PATHS.login);
    } catch (error) {
      runInAction(() => (this.deleting = false));
      notifyUnseenFailure(error, this.notifier, this.locale.current());
    }
  }
}
