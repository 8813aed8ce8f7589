import { type ActiveUser } from '../kernel/active-user';
import { type AuthApiPort } from './auth-api.port';
import { type DeviceIdentity } from '../session/device-identity';
import { type SessionStarter } from './start-session';

/** Completes a sign-in from a new device with the code mailed to the user. */
export class ValidateTwoFactorUseCase {
  constructor(
    private readonly api: AuthApiPort,
    private readonly device: DeviceIdentity,
    private readonly starter: SessionStarter,
  ) {}

  /** Validates the code; 5200 (invalid code) and 5203 (expired) reject as ApiError. */
  async execute(challenge: string, code: string, remember: boolean): Promise<ActiveUser> {
    const fields = await this.api.validateTwoFactor({
      token: challenge,
      code: code.trim(),
      device_id: this.device.id(),
      remember,
    });
    return this.starter.start(fields, remember);
  }
}
