import { type AccountApiPort } from './account-api.port';
import { validateResetPassword } from '../kernel/validation/forms';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Sets a new password with the token of the mailed link (SPEC §5: reset checks the password fields). */
export class ResetPasswordUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the fields (FormIssuesError), then resets; 5201 (invalid) and 5202 (expired) reject as ApiError. */
  async execute(token: string, password: string, repeat: string): Promise<void> {
    assertNoIssues(validateResetPassword({ password, repeat }));
    return this.api.resetPassword({ token, password, confirmPassword: repeat });
  }
}
