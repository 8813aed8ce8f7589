import { inject, injectable } from 'inversify';
import {
  classifyTransportFailure, LoggerPort, NotifierPort,
  type LoggerPort as Logger, type NotifierPort as Notifier, type TransportFailure, type TransportFailurePort,
} from '../../core';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { SessionEndedStore } from './session-ended.store';

/** Turns every failed request into what the user sees (SPEC §8): toasts, the session-ended dialog, or a log line. */
@injectable()
export class TransportFailurePresenter implements TransportFailurePort {
  constructor(
    @inject(CurrentLocale) private readonly locale: LocaleSource,
    @inject(SessionEndedStore) private readonly sessionEnded: SessionEndedStore,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {}

  report(failure: TransportFailure): void {
    const outcome = classifyTransportFailure(failure, this.locale.current());
    switch (outcome.kind) {
      case 'toasts':
        for (const toast of outcome.toasts) this.notifier.notify(toast);
        break;
      case 'session-ended':
        this.sessionEnded.sessionEnded();
        break;
      case 'concurrent-access':
        this.sessionEnded.sessionEnded('concurrent-access');
        break;
      case 'no-response':
        this.logger.error('request without response', failure);
        break;
      case 'pass-through':
      case 'ignored':
        break;
    }
  }
}
