import { type AccountApiPort } from './account-api.port';
import { phoneIssue } from './access-requests';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Saves the user's phone (the demo request needs one). */
export class UpdatePhoneUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the phone (FormIssuesError), saves it, and answers it masked. */
  async execute(phone: string): Promise<string> {
    const issue = phoneIssue('phone', phone);
    assertNoIssues(issue ? [issue] : []);
    return this.api.updatePhone(phone);
  }
}
