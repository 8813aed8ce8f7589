// The user-info check (SPEC §4): a disabled user is told and logged out; otherwise the stored user is refreshed.
import { parseProfile } from '../kernel/profile';
import { userDisabledNotice, type CatalogueTexts } from '../kernel/errors/catalogue';
import { type AuthApiPort } from '../auth/auth-api.port';
import { type LoggerPort } from '../kernel/logger.port';
import { type NotifierPort } from '../kernel/notifier.port';
import { type SessionRepository } from './session-repository';
import { type LogoutReason } from './logout.use-case';

/** What one check did. */
export type UserInfoCheck = 'refreshed' | 'disabled' | 'skipped' | 'failed';

/** Anything that reads the account's layout and shows it when newer (the LayoutSyncUseCase). */
export interface LayoutPuller {
  /** Reads and applies the layout. */
  pull(): Promise<unknown>;
}

/** Anything that logs the user out (the LogoutUseCase). */
export interface Logout {
  /** Logs out; the login page it reloads on tells the reason. */
  execute(reason?: LogoutReason): Promise<void>;
}

/**
 * One check/info while signed in. A disabled user gets a titled notice (User disabled + the 5300 message)
 * and is logged out; otherwise rights, profile, signature and quotes rights are refreshed into the stored
 * user, and the account's layout is read (SPEC §3: a change made on another device shows at the next check).
 * A failed check is logged (a 401 is the transport's business); a check asked for while another runs is skipped.
 */
export class CheckUserInfoUseCase {
  private inFlight = false;

  constructor(
    private readonly api: AuthApiPort,
    private readonly session: SessionRepository,
    private readonly notifier: NotifierPort,
    private readonly logout: Logout,
    private readonly catalogue: () => CatalogueTexts,
    private readonly logger: LoggerPort,
    private readonly layout?: LayoutPuller,
  ) {}

  /** Runs the check; answers what it did. */
  async execute(): Promise<UserInfoCheck> {
    if (this.inFlight || !this.session.isAuthenticated()) return 'skipped';
    this.inFlight = true;
    try {
      const info = await this.api.checkInfo();
      if (info.userDisabled) {
        this.notifier.notify({ level: 'danger', ...userDisabledNotice(this.catalogue()) });
        await this.logout.execute('user-disabled');
        return 'disabled';
      }
      const user = this.session.current();
      if (!user) return 'skipped';
      this.session.update({
        ...user,
        profile: parseProfile(info.profile),
        signature: info.signature ?? user.signature,
        hasQuotesRights: Boolean(info.hasQuotesRights),
        rights: info.rights ?? user.rights,
        roles: info.roles ?? user.roles,
      });
      await this.pullLayout();
      return 'refreshed';
    } catch (error) {
      this.logger.warn('user-info check failed', error);
      return 'failed';
    } finally {
      this.inFlight = false;
    }
  }

  /** Reads the account's layout, so a change made on another device shows; a failed read only is logged. */
  private async pullLayout(): Promise<void> {
    try {
      await this.layout?.pull();
    } catch (error) {
      this.logger.warn('layout read failed', error);
    }
  }
}
