import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  DeviceIdentity,
  NotifierPort,
  SendDiagnosticLogUseCase,
  otherMessage,
  type NotifierPort as Notifier,
} from '../../core';
import { SessionStore } from './session.store';
import { LocaleStore } from '../kit/i18n/locale.store';
import { attempt } from '../kit/outcome';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';

/**
 * The help dialog's Support tools tab: this device's id and the session's id (for support to find the requests), and
 * the diagnostic sent through logger/applogger. A success is a toast; a failure was already shown by the transport
 * presenter (the one failure path), and the tab also says, in its place, that it was not sent.
 */
@injectable('Transient')
export class SupportToolsViewModel {
  sending = false;
  outcome: 'sent' | 'failed' | null = null;

  constructor(
    @inject(DeviceIdentity) private readonly device: DeviceIdentity,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SendDiagnosticLogUseCase) private readonly sendLog: SendDiagnosticLogUseCase,
    @inject(BrowserEnvironmentToken) private readonly browser: BrowserEnvironment,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(NotifierPort) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'device' | 'session' | 'sendLog' | 'browser' | 'locale' | 'notifier'>(
      this,
      { device: false, session: false, sendLog: false, browser: false, locale: false, notifier: false },
      { autoBind: true },
    );
  }

  /** This device's id (created on first use). */
  get deviceId(): string {
    return this.device.id();
  }

  /** The session's id, or null for a visitor. */
  get sessionId(): string | null {
    return this.session.user?.sessionId || null;
  }

  /** Nothing to read: the ids are at hand. */
  load(): void {}

  /** Sends the diagnostic from the page at `location`. */
  async send(location: string): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.outcome = null;
    const locale = this.locale.current();
    const outcome = await attempt(() =>
      this.sendLog.execute({ userAgent: this.browser.userAgent(), locale, location }),
    );
    runInAction(() => {
      this.sending = false;
      this.outcome = outcome.kind === 'done' ? 'sent' : 'failed';
    });
    if (outcome.kind === 'done')
      this.notifier.notify({
        level: 'success',
        title: otherMessage('successTitle', this.locale.catalogue()),
        message: this.locale.t('shell-help:support.sent'),
      });
  }

  dispose(): void {}
}
