// The user-info poll (SPEC §4): the user-info check on the configured interval, until the user is disabled.
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { type UserInfoCheck } from './check-user-info.use-case';

/** The user-info check the poller runs (the CheckUserInfoUseCase). */
export interface UserInfoCheckRunner {
  /** Runs one check. */
  execute(): Promise<UserInfoCheck>;
}

/** Runs the user-info check on an interval while signed in; a disabled user ends the polling. */
export class UserInfoPoller {
  private handle: TimerHandle | null = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly checkUserInfo: UserInfoCheckRunner,
  ) {}

  /** Checks every `intervalMs` (checkUserInfoPoolingTime from config); no interval (0 or less) means no polling. */
  start(intervalMs: number): void {
    this.stop();
    if (!(intervalMs > 0)) return;
    this.handle = this.clock.setInterval(() => void this.check(), intervalMs);
  }

  /** Stops polling. */
  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
  }

  /** Runs one check now; a disabled user stops the polling. */
  async check(): Promise<UserInfoCheck> {
    const outcome = await this.checkUserInfo.execute();
    if (outcome === 'disabled') this.stop();
    return outcome;
  }
}
