import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ErrorCode, LoadSignatureUseCase, NotifierPort, RequestDemoUseCase, UpdatePhoneUseCase,
  type DemoEligibility, type FieldIssue, type NotifierPort as Notifier, type SignatureOverview, LOCALE_TAGS,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { notifyUnseenFailure } from '../shell/unseen-failure';
import { submitForm } from '../kit/forms/field-issues';
import { type LoadStatus } from '../kit/load-state';

/** The signature and packages tabs, with the demo request of a Free user (check-info, phone, request). */
@injectable()
export class SignatureViewModel {
  status: LoadStatus = 'loading';
  overview: SignatureOverview | null = null;
  /** The check-info answer once the user started a demo request. */
  demo: DemoEligibility | null = null;
  demoBusy = false;

  constructor(
    @inject(LoadSignatureUseCase) private readonly loadSignature: LoadSignatureUseCase,
    @inject(RequestDemoUseCase) private readonly requestDemo: RequestDemoUseCase,
    @inject(UpdatePhoneUseCase) private readonly updatePhone: UpdatePhoneUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'loadSignature' | 'requestDemo' | 'updatePhone' | 'notifier' | 'locale'>(
      this,
      { loadSignature: false, requestDemo: false, updatePhone: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the signature and the packages. */
  async load(): Promise<void> {
    try {
      const overview = await this.loadSignature.execute();
      runInAction(() => {
        this.overview = overview;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  dispose(): void {}

  /** The check-info step: who asks and the phone's field message, if any. */
  async startDemo(): Promise<void> {
    if (this.demoBusy) return;
    this.demoBusy = true;
    try {
      const demo = await this.requestDemo.check();
      runInAction(() => (this.demo = demo));
    } catch (error) {
      notifyUnseenFailure(error, this.notifier, this.locale.current());
    } finally {
      runInAction(() => (this.demoBusy = false));
    }
  }

  /** Saves the phone when it changed, then requests the demo; answers the phone's field issues. */
  async confirmDemo(phone: string): Promise<FieldIssue<'phone'>[]> {
    if (this.demoBusy || !this.demo) return [];
    this.demoBusy = true;
    const known = this.demo.issues.length === 0 ? this.demo.phone : '';
    let endsAt = '';
    const result = await submitForm<'phone'>(async () => {
      if (phone !== known) await this.updatePhone.execute(phone);
      endsAt = (await this.requestDemo.execute()).demoEndsAt;
    }, { [ErrorCode.PHONE_NOT_FOUND]: 'phone' }, this.notifier, this.locale.current());
    runInAction(() => (this.demoBusy = false));
    if (result.ok) {
      const date = new Date(endsAt).toLocaleDateString(LOCALE_TAGS[this.locale.current()], { timeZone: 'UTC' });
      this.notifier.notify({ level: 'success', title: this.locale.t('account:signature.demoGrantedTitle'), message: this.locale.t('account:signature.demoGranted', { date }) });
      runInAction(() => (this.demo = null));
      await this.load();
    }
    return result.issues;
  }
}
