import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CheckDemoRequestUseCase,
  ErrorCode,
  formatDate,
  LoadSignatureUseCase,
  NotifierPort,
  PHONE_FORM_RULES,
  RequestDemoUseCase,
  UpdatePhoneUseCase,
  type DemoEligibility,
  type NotifierPort as Notifier,
  type SignatureOverview,
} from '../../core';
import { FormViewModel } from '../kit/forms/form.view-model';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';

/** The signature and packages tabs, with the demo request of a Free user (check-info, phone, request). */
@injectable('Transient')
export class SignatureViewModel {
  loading = true;
  failed = false;
  overview: SignatureOverview | null = null;
  /** The check-info answer once the user started a demo request. */
  demo: DemoEligibility | null = null;
  checking = false;
  /** The phone step of the demo request: saves the phone when it changed, then requests the demo (5007 marks the phone). */
  readonly demoForm: FormViewModel<{ phone: string }>;

  constructor(
    @inject(LoadSignatureUseCase) private readonly loadSignature: LoadSignatureUseCase,
    @inject(CheckDemoRequestUseCase) private readonly checkDemo: CheckDemoRequestUseCase,
    @inject(RequestDemoUseCase) requestDemo: RequestDemoUseCase,
    @inject(UpdatePhoneUseCase) updatePhone: UpdatePhoneUseCase,
    @inject(NotifierPort) notifier: Notifier,
    @inject(LocaleStore) locale: LocaleStore,
  ) {
    this.demoForm = new FormViewModel(
      async ({ phone }) => {
        const known = this.demo && this.demo.issues.length === 0 ? this.demo.phone : '';
        if (phone !== known) await updatePhone.execute(phone);
        const { demoEndsAt } = await requestDemo.execute();
        const date = formatDate(demoEndsAt, locale.current(), {
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          timeZone: 'UTC',
        });
        notifier.notify({
          level: 'success',
          title: locale.t('account:signature.demoGrantedTitle'),
          message: locale.t('account:signature.demoGranted', { date }),
        });
        runInAction(() => (this.demo = null));
        await this.load();
      },
      { rules: PHONE_FORM_RULES, codes: { [ErrorCode.PHONE_NOT_FOUND]: 'phone' } },
    );
    makeAutoObservable<this, 'loadSignature' | 'checkDemo'>(
      this,
      { demoForm: false, loadSignature: false, checkDemo: false },
      { autoBind: true },
    );
  }

  /** Reads the signature and the packages. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.loadSignature.execute(),
      (overview) => (this.overview = overview),
    );
  }

  dispose(): void {}

  /** Whether the demo request is busy: its check-info step or its phone step. */
  get demoBusy(): boolean {
    return this.checking || this.demoForm.pending;
  }

  /** The check-info step: who asks and the phone's field message, if any. */
  async startDemo(): Promise<void> {
    if (this.demoBusy) return;
    this.checking = true;
    const outcome = await attempt(() => this.checkDemo.execute());
    runInAction(() => {
      this.checking = false;
      if (outcome.kind === 'done') this.demo = outcome.value;
    });
  }
}
