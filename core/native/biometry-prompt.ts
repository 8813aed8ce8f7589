// The biometry prompt after login (SPEC §4): the hook the native shell's biometry uses.
import { type ActiveUser } from '../kernel/active-user';
import { type AppEvents } from '../kernel/app-events';

/** What the device says about biometry when a login happens. */
export interface BiometryState {
  /** The app runs inside the native shell (biometry only exists there). */
  inNativeApp: boolean;
  /** The device has a biometric sensor the shell can use. */
  available: boolean;
  /** Biometric login is already set up on this device. */
  enrolled: boolean;
}

/** Whether to offer biometric login after a login: the login asked for it, inside the native app, available and not set up yet. */
export function shouldOfferBiometry(user: Pick<ActiveUser, 'afterLoginShowBiometry'>, state: BiometryState): boolean {
  return user.afterLoginShowBiometry && state.inNativeApp && state.available && !state.enrolled;
}

/** On every login, offers biometric login when `shouldOfferBiometry` says so; `offer` is the native part's prompt. */
export class AfterLoginBiometry {
  constructor(
    private readonly events: AppEvents,
    private readonly state: () => BiometryState,
    private readonly offer: (user: ActiveUser) => void,
  ) {}

  /** Starts listening to logins; returns the way to stop. */
  start(): () => void {
    return this.events.on('login', (user) => {
      if (shouldOfferBiometry(user, this.state())) this.offer(user);
    });
  }
}
