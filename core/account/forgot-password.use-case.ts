import { type AccountApiPort } from './account-api.port';
import { validateForgotPassword } from '../kernel/validation/forms';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Asks for a password-reset link by e-mail (SPEC §5: a valid e-mail). */
export class ForgotPasswordUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the e-mail (FormIssuesError), then asks; 5002 (unknown e-mail) rejects as ApiError. */
  async execute(email: string): Promise<void> {
    assertNoIssues(validateForgotPassword({ email }));
    return this.api.forgotPassword(email.trim());
  }
}
