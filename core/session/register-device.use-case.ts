import { type DeviceRegistration } from './api';
import { type DeviceApiPort } from './device-api.port';
import { type DeviceIdentity } from './device-identity';
import { type ConfigPort } from '../kernel/config.port';
import { Platform } from '../kernel/enums';
import { detectDeviceType, detectPlatform } from '../native/platform';
import { type SessionRepository } from './session-repository';

/** The configuration's key of each platform's push project (SPEC §3: push project ids); other platforms have none. */
const PUSH_PROJECT_KEYS: Partial<Record<Platform, string>> = { [Platform.ANDROID]: 'android', [Platform.IOS]: 'ios' };

/** The push project a platform's notifications go through, from the configuration's ids; null where it names none. */
export function pushProjectFor(ids: Record<string, string> | undefined, platform: Platform): string | null {
  const key = PUSH_PROJECT_KEYS[platform];
  return (key && ids?.[key]) || null;
}

/**
 * Registers this device for push notifications: as the signed-in user's device (client-device/register) or,
 * signed out, anonymously (public-device/register); the platform and device type come from the user agent, the push
 * project from the configuration.
 */
export class RegisterDeviceUseCase {
  constructor(
    private readonly api: DeviceApiPort,
    private readonly device: DeviceIdentity,
    private readonly session: SessionRepository,
    private readonly userAgent: () => string,
    private readonly config: ConfigPort,
  ) {}

  /** Registers the device with the push token the platform gave (if any); returns what was registered. */
  async execute(pushToken?: string): Promise<DeviceRegistration> {
    const userAgent = this.userAgent();
    const platform = detectPlatform(userAgent);
    const { pushProjectIds } = await this.config.get();
    const registration: DeviceRegistration = {
      deviceId: this.device.id(),
      platform,
      deviceType: detectDeviceType(userAgent),
      pushProjectId: pushProjectFor(pushProjectIds, platform),
      pushToken: pushToken ?? null,
    };
    if (this.session.isAuthenticated()) await this.api.registerClientDevice(registration);
    else await this.api.registerPublicDevice(registration);
    return registration;
  }
}
