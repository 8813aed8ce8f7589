import { LOGOUT_RELOAD_MS } from '../kernel/constants';
import { type AuthApiPort } from '../auth/auth-api.port';
import { type ClockPort } from '../kernel/clock.port';
import { type LoggerPort } from '../kernel/logger.port';
import { type NavigationPort } from '../kernel/navigation.port';
import { type AppEvents } from '../kernel/app-events';
import { type DeviceIdentity } from './device-identity';
import { type SessionRepository } from './session-repository';
import { type TimeCounter } from './time-counter';

/** Delay before the page reloads on the login page (SPEC §9); defined with the other constants. */
export { LOGOUT_RELOAD_MS };
/** Where a normal session goes after logout. */
export const LOGIN_PATH = '/pages/login';
/** The alternative login page, of the s4 sessions. */
export const S4_LOGIN_PATH = '/pages/s4login';
/** The s4 session's logout reason (SPEC §4), told on the s4 login page. */
export const S4_OTHER_LOGIN = 'ERROR_S4_OTHER_LOGIN';
/** Where an s4 session goes after logout. */
export const S4_LOGOUT_PATH = `${S4_LOGIN_PATH}?error=${S4_OTHER_LOGIN}`;
/** The disabled user's logout reason, told on the login page the browser reloads on (the notice shown before goes with the reload). */
export const USER_DISABLED_LOGOUT = 'ERROR_USER_DISABLED';

/** Why a logout happened, when the login page should say so. */
export type LogoutReason = 'user-disabled';

/** The page a logout reloads on: the login page (the s4 one for an s4 session), with the reason to tell. */
function logoutPath(s4Login: boolean, reason: LogoutReason | undefined): string {
  if (reason === 'user-disabled') return `${s4Login ? S4_LOGIN_PATH : LOGIN_PATH}?error=${USER_DISABLED_LOGOUT}`;
  return s4Login ? S4_LOGOUT_PATH : LOGIN_PATH;
}

/**
 * The logout transition (SPEC §4): stops the time count, runs the steps that need the session, posts the logout, clears the stored session,
 * then reloads on the login page after 400 ms (the s4 login page with ERROR_S4_OTHER_LOGIN for an s4 session; with
 * ERROR_USER_DISABLED for a disabled user).
 */
export class LogoutUseCase {
  /** Steps that need the session, run one by one just before the logout call (the native shell removes its push device). */
  readonly beforeLogout = new Set<() => Promise<void>>();

  constructor(
    private readonly api: AuthApiPort,
    private readonly session: SessionRepository,
    private readonly timeCounter: TimeCounter,
    private readonly device: DeviceIdentity,
    private readonly navigation: NavigationPort,
    private readonly clock: ClockPort,
    private readonly events: AppEvents,
    private readonly logger: LoggerPort,
  ) {}

  /** Logs out; a failed logout call is logged and the session is cleared all the same. */
  async execute(reason?: LogoutReason): Promise<void> {
    const user = this.session.current();
    await this.timeCounter.stop().catch((error: unknown) => this.logger.warn('time spent not sent', error));
    if (user) {
      // Each step logs its own failure; none stops the logout.
      for (const step of this.beforeLogout) await step().catch(() => undefined);
      await this.api
        .logout({
          email: user.email,
          token: user.token,
          acceptor_token: user.acptoken,
          refresh_token: user.refresh_token,
          device_id: this.device.id(),
        })
        .catch((error: unknown) => this.logger.warn('logout call failed', error));
    }
    this.session.clear();
    this.events.emit('logout', undefined);
    const target = logoutPath(Boolean(user?.s4Login), reason);
    this.clock.setTimeout(() => this.navigation.reloadAt(target), LOGOUT_RELOAD_MS);
  }
}
