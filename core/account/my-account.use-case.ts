import { type AccountApiPort } from './account-api.port';
import { type AccountData } from './api';
import { ACCOUNT_CHANGE_RULES } from '../kernel/validation/forms';
import { checkForm } from '../kernel/validation/rules';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** The account data (SPEC §3, Account); editing it goes through customer service (SPEC §6). */
export class MyAccountUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Reads the account data. */
  execute(): Promise<AccountData> {
    return this.api.myAccount();
  }

  /** Sends customer service what should change (FormIssuesError when empty). */
  async requestChange(message: string): Promise<void> {
    assertNoIssues(checkForm(ACCOUNT_CHANGE_RULES, { message }));
    return this.api.requestAccountChange(message.trim());
  }
}
