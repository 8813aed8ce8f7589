import { type AccountApiPort } from './account-api.port';
import { type LostAccessRequest } from './api';
import { validateLostAccess } from '../kernel/validation/forms';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Tells customer service that a user lost access (e-mail, phone, message). */
export class LostAccessUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the form (FormIssuesError), then sends the request. */
  async execute(request: LostAccessRequest): Promise<void> {
    assertNoIssues(validateLostAccess(request));
    return this.api.lostAccess({ email: request.email.trim(), phone: request.phone, message: request.message.trim() });
  }
}
