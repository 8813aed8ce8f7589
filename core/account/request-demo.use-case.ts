import { Profile } from '../kernel/profile';
import { type AccountApiPort } from './account-api.port';
import { type DemoCheck, type DemoGranted } from './api';
import { type SessionRepository } from '../session/session-repository';
import { validateDemoRequest } from '../kernel/validation/forms';
import { type FieldIssue } from '../kernel/validation/messages';

/** The check-info step: who asks, and the phone's field message (not found, invalid format) when it will not do. */
export interface DemoEligibility extends DemoCheck {
  issues: FieldIssue<'phone'>[];
}

/** A Free user's 7-day demo (SPEC §4): the check-info step, then the request; the stored user becomes Demo. */
export class RequestDemoUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Checks who asks; an active contract or an active demo rejects as ApiError. */
  async check(): Promise<DemoEligibility> {
    const info = await this.api.checkDemoRequest();
    return { ...info, issues: validateDemoRequest({ phone: info.phone }) };
  }

  /** Requests the demo (5007 without a phone) and makes the stored user a Demo user. */
  async execute(): Promise<DemoGranted> {
    const granted = await this.api.requestDemo();
    const user = this.session.current();
    if (user) this.session.update({ ...user, profile: Profile.DEMO, signature: granted.signature });
    return granted;
  }
}
