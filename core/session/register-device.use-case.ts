import { type DeviceRegistration } from './api';
import { type DeviceApiPort } from './device-api.port';
import { type DeviceIdentity } from './device-identity';
import { detectPlatform } from '../native/platform';
import { type SessionRepository } from './session-repository';

/**
 * Registers this device for push notifications: as the signed-in user's device (client-device/register) or,
 * signed out, anonymously (public-device/register); the platform comes from the user agent.
 */
export class RegisterDeviceUseCase {
  constructor(
    private readonly api: DeviceApiPort,
    private readonly device: DeviceIdentity,
    private readonly session: SessionRepository,
    private readonly userAgent: () => string,
  ) {}

  /** Registers the device with the push token the platform gave (if any); returns what was registered. */
  async execute(pushToken?: string): Promise<DeviceRegistration> {
    const registration: DeviceRegistration = {
      deviceId: this.device.id(),
      platform: detectPlatform(this.userAgent()),
      pushToken: pushToken ?? null,
    };
    if (this.session.isAuthenticated()) await this.api.registerClientDevice(registration);
    else await this.api.registerPublicDevice(registration);
    return registration;
  }
}
