import { type Locale } from '../kernel/locale';
import { type AccountApiPort } from './account-api.port';
import { type PendingRegistration } from './api';
import { type RegistrationInput, validateRegistration } from '../kernel/validation/forms';
import { assertNoIssues } from '../kernel/validation/form-issues-error';

/** Registers a natural or legal person (SPEC §4, §5); the e-mail is then confirmed with a mailed code. */
export class RegisterUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Checks the form (FormIssuesError), then registers; 5204/5205 and 5400–5403 reject as ApiError. */
  async execute(input: RegistrationInput, language: Locale): Promise<PendingRegistration> {
    assertNoIssues(validateRegistration(input));
    return this.api.register({
      email: input.email.trim(),
      emailConfirmation: input.emailRepeat.trim(),
      nome: input.name.trim(),
      userType: input.userType,
      document: input.document,
      phone: input.phone,
      password: input.password,
      acceptedTerms: input.acceptedTerms,
      language,
    });
  }
}
