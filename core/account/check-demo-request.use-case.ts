import { type AccountApiPort } from './account-api.port';
import { type DemoCheck } from './api';
import { validateDemoRequest } from '../kernel/validation/forms';
import { type FieldIssue } from '../kernel/validation/messages';

/** The check-info step: who asks, and the phone's field message (not found, invalid format) when it will not do. */
export interface DemoEligibility extends DemoCheck {
  issues: FieldIssue<'phone'>[];
}

/** The first step of a Free user's demo request (SPEC §4): who asks, and whether their phone will do. */
export class CheckDemoRequestUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks who asks; an active contract or an active demo rejects as ApiError. */
  async execute(): Promise<DemoEligibility> {
    const info = await this.api.checkDemoRequest();
    return { ...info, issues: validateDemoRequest({ phone: info.phone }) };
  }
}
