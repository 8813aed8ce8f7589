import { Profile } from '../kernel/profile';
import { type AccountApiPort } from './account-api.port';
import { type DemoGranted } from './api';
import { type SessionRepository } from '../session/session-repository';

/** A Free user's 7-day demo (SPEC §4), after the check-info step: the request; the stored user becomes Demo. */
export class RequestDemoUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Requests the demo (5007 without a phone) and makes the stored user a Demo user. */
  async execute(): Promise<DemoGranted> {
    const granted = await this.api.requestDemo();
    const user = this.session.current();
    if (user) this.session.update({ ...user, profile: Profile.DEMO, signature: granted.signature });
    return granted;
  }
}
