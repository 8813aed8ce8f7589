import { type AccountApiPort } from './account-api.port';

/** Mails a registration a new e-mail confirmation code; its 2 hours start again. */
export class ResendConfirmationUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Mails the new code; an unknown registration (5203) rejects as ApiError. */
  execute(token: string): Promise<void> {
    return this.api.resendConfirmation(token);
  }
}
