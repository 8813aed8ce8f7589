import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  AppEvents,
  CloseSessionsFlag,
  ConfigPort,
  LocalStoragePort,
  LoggerPort,
  SessionRepository,
  TimeSpentTracker,
  UserInfoPoller,
  VersionChecker,
  type ConfigPort as Config,
  type LoggerPort as Logger,
  type StoragePort,
} from '../../core';
import { PageEventsToken, type PageEvents } from '../kit/platform/page-events';

/**
 * Watches the session while the app runs (SPEC §4): the time spent (started on sign-in and on load when signed
 * in, paused while the page is hidden), the user-info check on the configured interval (and at once), the
 * version check every 120 s, and the close-sessions flag: a sign-in in this tab blanks the other tabs, and
 * another tab's sign-in blanks this one.
 */
@injectable()
export class SessionWatch {
  /** Another tab took the session over: this tab shows nothing else. */
  blanked = false;
  private started = false;
  private readonly stops: (() => void)[] = [];
  private readonly flag: CloseSessionsFlag;

  constructor(
    @inject(SessionRepository) private readonly session: SessionRepository,
    @inject(AppEvents) private readonly events: AppEvents,
    @inject(TimeSpentTracker) private readonly timeSpent: TimeSpentTracker,
    @inject(UserInfoPoller) private readonly userInfo: UserInfoPoller,
    @inject(VersionChecker) private readonly versions: VersionChecker,
    @inject(ConfigPort) private readonly config: Config,
    @inject(LocalStoragePort) local: StoragePort,
    @inject(PageEventsToken) private readonly page: PageEvents,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {
    this.flag = new CloseSessionsFlag(local, () => this.blank());
    makeAutoObservable<
      this,
      'session' | 'events' | 'timeSpent' | 'userInfo' | 'versions' | 'config' | 'page' | 'logger' | 'flag' | 'stops'
    >(
      this,
      {
        session: false,
        events: false,
        timeSpent: false,
        userInfo: false,
        versions: false,
        config: false,
        page: false,
        logger: false,
        flag: false,
        stops: false,
      },
      { autoBind: true },
    );
  }

  /** Starts watching (once): the version check always, the session's checks when signed in now or later. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stops.push(
      this.page.onVisibilityChange((visible) => {
        if (!this.blanked) this.timeSpent.visibilityChanged(visible);
      }),
      this.page.onStorage((key, value) => this.flag.storageChanged(key, value)),
      this.events.on('login', () => this.signedIn()),
      this.events.on('logout', () => this.signedOut()),
    );
    void this.versions.start();
    if (this.session.isAuthenticated()) this.signedIn();
  }

  /** Stops every check and listener. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.userInfo.stop();
    this.versions.stop();
    this.started = false;
  }

  private signedIn(): void {
    this.timeSpent.start(this.page.isVisible());
    this.flag.update(true, true);
    this.config.get().then(
      (config) => {
        this.userInfo.start(config.checkUserInfoPoolingTime);
        void this.userInfo.check();
      },
      (error: unknown) => this.logger.warn('user-info check not started', error),
    );
  }

  private signedOut(): void {
    this.userInfo.stop();
    this.flag.update(false, false);
  }

  /** Another tab signed in: this one goes blank and stops its checks and its time count. */
  private blank(): void {
    this.blanked = true;
    this.userInfo.stop();
    this.versions.stop();
    this.timeSpent.visibilityChanged(false);
  }
}
