import { type AccountApiPort } from './account-api.port';
import { ACCOUNT_CHANGE_RULES } from '../kernel/validation/forms';
import { checkForm } from '../kernel/validation/rules';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Editing the account data goes through customer service (SPEC §6): the user writes what should change. */
export class RequestAccountChangeUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the message (FormIssuesError when empty), then sends it to customer service. */
  async execute(message: string): Promise<void> {
    assertNoIssues(checkForm(ACCOUNT_CHANGE_RULES, { message }));
    return this.api.requestAccountChange(message.trim());
  }
}
