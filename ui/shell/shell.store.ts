import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ConfigPort,
  isNativeApp,
  parseBrand,
  LoggerPort,
  LogoutUseCase,
  SessionStoragePort,
  type ActiveUser,
  type ConfigPort as Config,
  type LoggerPort as Logger,
  type LogoutReason,
  type StoragePort,
} from '../../core';
import { PreferencesStore } from './preferences.store';
import { SessionEndedStore } from './session-ended.store';
import { SessionStore } from './session.store';

/** Session-storage key remembering that this tab runs inside the native app. */
export const APP_FLAG_KEY = 'isApp';

/** The popups of the shell that a navigation closes (rule 1). */
export type Popup = 'user-menu' | 'notifications' | 'help' | 'biometry';

/** The application shell: who is signed in, the popups, the loading background, the client brand and logout. */
@injectable()
export class ShellStore {
  /** The loading background: shown while the app starts and while logging out. */
  loadingBackground = true;
  /** Whether this tab runs inside the native app (its marker was seen in an address). */
  isApp: boolean;
  openPopups = new Set<Popup>();
  /** The start of the app's native side, once it began (inside the native app): true when it started, false when it
   * failed (and logged why). */
  nativeSide: Promise<boolean> | undefined;
  private config: Promise<void> | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LogoutUseCase) private readonly logoutUseCase: LogoutUseCase,
    @inject(SessionEndedStore) private readonly sessionEnded: SessionEndedStore,
    @inject(ConfigPort) private readonly configPort: Config,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(SessionStoragePort) private readonly sessionStorage: StoragePort,
    @inject(LoggerPort) private readonly logger: Logger,
  ) {
    this.isApp = sessionStorage.getItem(APP_FLAG_KEY) === 'true';
    makeAutoObservable<
      this,
      | 'session'
      | 'logoutUseCase'
      | 'sessionEnded'
      | 'configPort'
      | 'preferences'
      | 'sessionStorage'
      | 'logger'
      | 'config'
      | 'nativeSide'
    >(
      this,
      {
        session: false,
        logoutUseCase: false,
        sessionEnded: false,
        configPort: false,
        preferences: false,
        sessionStorage: false,
        logger: false,
        config: false,
        nativeSide: false,
      },
      { autoBind: true },
    );
  }

  /** The signed-in user (null when signed out), derived from the stored session. */
  get user(): ActiveUser | null {
    return this.session.user;
  }

  /** Whether a user is signed in. */
  get authenticated(): boolean {
    return this.user !== null;
  }

  /** Reads the client's configuration once and dresses the interface for its brand. */
  loadConfig(): Promise<void> {
    this.config ??= this.configPort.get().then(
      (config) => this.preferences.setBrand(parseBrand(config.brand)),
      (error: unknown) => {
        this.config = undefined;
        this.logger.error('configuration not loaded', error);
      },
    );
    return this.config;
  }

  /** Notes the native-app marker of an address (kept for this tab); returns whether the app runs inside the native app. */
  noteAppMarker(search: string): boolean {
    if (!this.isApp && isNativeApp(search)) {
      this.isApp = true;
      this.sessionStorage.setItem(APP_FLAG_KEY, 'true');
    }
    return this.isApp;
  }

  isPopupOpen(popup: Popup): boolean {
    return this.openPopups.has(popup);
  }

  setPopupOpen(popup: Popup, open: boolean): void {
    if (open) this.openPopups.add(popup);
    else this.openPopups.delete(popup);
  }

  /** Closes every popup (rule 1). */
  closePopups(): void {
    this.openPopups.clear();
  }

  showLoadingBackground(): void {
    this.loadingBackground = true;
  }

  /** Hides the loading background (rule 6). */
  hideLoadingBackground(): void {
    this.loadingBackground = false;
  }

  /** Logs out (the page then reloads on the login page, which tells the reason when there is one). */
  async logout(reason?: LogoutReason): Promise<void> {
    this.closePopups();
    this.loadingBackground = true;
    await this.logoutUseCase.execute(reason);
  }

  /** The user accepted the session-ended dialog: log out (a disabled user's login page says why), then let a later 401 show it again. */
  async acceptSessionEnded(): Promise<void> {
    const { reason } = this.sessionEnded;
    this.sessionEnded.close();
    try {
      await this.logout(reason === 'user-disabled' ? reason : undefined);
    } finally {
      runInAction(() => this.sessionEnded.settled());
    }
  }
}
