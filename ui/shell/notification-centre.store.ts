import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AppEvents,
  ClockPort,
  ConfigPort,
  ContentApiPort,
  LocalStoragePort,
  UnreadNotificationsPoller,
  type ClockPort as Clock,
  type ConfigPort as Config,
  type ContentApiPort as ContentApi,
  type StoragePort,
} from '../../core';
import { SessionStore } from './session.store';

/**
 * The bell's unread count (issue 11), kept fresh while a signed-in page is shown: at once, on the user-info cycle and
 * on a push from the native shell. The panel's list lives in its own view-model, loaded with the panel.
 */
@injectable()
export class NotificationCentreStore {
  unread = 0;
  /** The rules of the count, held here so the panel can mark what it showed as seen. */
  readonly poller: UnreadNotificationsPoller;

  constructor(
    @inject(ClockPort) clock: Clock,
    @inject(AppEvents) events: AppEvents,
    @inject(ContentApiPort) api: ContentApi,
    @inject(LocalStoragePort) local: StoragePort,
    @inject(ConfigPort) private readonly config: Config,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.poller = new UnreadNotificationsPoller(clock, events, api, local, (count) =>
      runInAction(() => (this.unread = count)),
    );
    makeAutoObservable<this, 'config' | 'session'>(
      this,
      { config: false, session: false, poller: false },
      { autoBind: true },
    );
  }

  /** Counts for the signed-in user while a signed-in page is shown; returns what stops it. */
  watch(): () => void {
    const email = this.session.user?.email;
    let stopped = false;
    const start = (interval: number) => !stopped && email && void this.poller.start(email, interval);
    void this.config.get().then(
      (config) => start(config.checkUserInfoPoolingTime),
      () => start(0),
    );
    return () => {
      stopped = true;
      this.poller.stop();
    };
  }
}
