import { inject, injectable } from 'inversify';
import {
  classifyTransportFailure,
  LoggerPort,
  NotifierPort,
  otherMessage,
  type LoggerPort as Logger,
  type NotifierPort as Notifier,
  type TransportFailure,
  type TransportFailurePort,
} from '../../core';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { SessionEndedStore } from './session-ended.store';

/**
 * The one place that decides what the user sees for a failed request (SPEC §8): toasts, the session-ended dialog,
 * or nothing. A request without a response (the server unreachable, or the configuration never loaded) is logged
 * and gets the communication-failure notice. View-models only learn that their call failed: they never tell the
 * user a second time.
 */
@injectable()
export class TransportFailurePresenter implements TransportFailurePort {
  constructor(
    @inject(CurrentLocale) private readonly locale: LocaleSource,
    @inject(SessionEndedStore) private readonly sessionEnded: SessionEndedStore,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {}

  report(failure: TransportFailure): void {
    const texts = this.locale.catalogue();
    const outcome = classifyTransportFailure(failure, texts);
    switch (outcome.kind) {
      case 'toasts':
        for (const toast of outcome.toasts) this.notifier.notify(toast);
        break;
      case 'session-ended':
        this.sessionEnded.sessionEnded();
        break;
      case 'concurrent-access':
      case 'user-disabled':
        this.sessionEnded.sessionEnded(outcome.kind);
        break;
      case 'no-response':
        this.logger.error('request without response', failure);
        this.notifier.notify({
          level: 'danger',
          title: otherMessage('errorTitle', texts),
          message: otherMessage('failedToLoad', texts),
        });
        break;
      case 'pass-through':
      case 'ignored':
        break;
    }
  }
}
