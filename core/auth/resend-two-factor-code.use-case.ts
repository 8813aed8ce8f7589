import { type AuthApiPort } from './auth-api.port';

/** Mails a fresh two-factor code for the same challenge; the code mailed before no longer validates. */
export class ResendTwoFactorCodeUseCase {
  constructor(private readonly api: AuthApiPort) {}

  /** Mails the new code; an unknown challenge (5203) rejects as ApiError. */
  execute(challenge: string): Promise<void> {
    return this.api.resendTwoFactor(challenge);
  }
}
