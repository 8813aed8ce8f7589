import { type AccountApiPort } from './account-api.port';
import { type DeviceIdentity } from '../session/device-identity';

/** Confirms a registration's e-mail with the mailed code (valid up to 2 hours), from this device. */
export class ConfirmEmailUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly device: DeviceIdentity,
  ) {}

  /** Confirms; 5200 (invalid code) and 5203 (expired) reject as ApiError. */
  execute(token: string, code: string): Promise<void> {
    return this.api.confirmEmail({ token, code: code.trim(), device_id: this.device.id() });
  }
}
