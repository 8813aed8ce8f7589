import { type DeviceApiPort } from './device-api.port';
import { type DeviceIdentity } from './device-identity';

/** Removes this device from the signed-in user's push devices (client-device/remove/{deviceId}). */
export class RemoveDeviceUseCase {
  constructor(
    private readonly api: DeviceApiPort,
    private readonly device: DeviceIdentity,
  ) {}

  /** Removes it; 5005 rejects as ApiError when it was not registered. */
  execute(): Promise<void> {
    return this.api.removeClientDevice(this.device.id());
  }
}
