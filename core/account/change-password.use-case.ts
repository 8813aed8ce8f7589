import { type AccountApiPort } from './account-api.port';
import { type ChangePasswordInput, validateChangePassword } from '../kernel/validation/forms';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Changes the signed-in user's password (SPEC §5); the server ends the account's other sessions. */
export class ChangePasswordUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the rules (FormIssuesError), then changes; 5207, 5350, 5351 and 5352 reject as ApiError. */
  async execute(input: ChangePasswordInput): Promise<void> {
    assertNoIssues(validateChangePassword(input));
    return this.api.changePassword({
      currentPassword: input.current,
      password: input.next,
      confirmPassword: input.repeat,
    });
  }
}
