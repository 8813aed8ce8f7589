import { ApiError, ErrorCode, type DeviceApiPort, type DeviceRegistration } from '../../core';

/** An in-memory DeviceApiPort with the server's rule: removing a device the user does not have is 5005. */
export class FakeDeviceApi implements DeviceApiPort {
  readonly calls: { call: 'client' | 'public' | 'remove'; registration?: DeviceRegistration; deviceId?: string }[] = [];
  readonly userDevices = new Set<string>();

  async registerClientDevice(registration: DeviceRegistration): Promise<void> {
    this.calls.push({ call: 'client', registration });
    this.userDevices.add(registration.deviceId);
  }

  async registerPublicDevice(registration: DeviceRegistration): Promise<void> {
    this.calls.push({ call: 'public', registration });
  }

  async removeClientDevice(deviceId: string): Promise<void> {
    this.calls.push({ call: 'remove', deviceId });
    if (!this.userDevices.delete(deviceId)) {
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.DEVICE_NOT_FOUND,
        message: 'Device id not found',
        erros: [],
      });
    }
  }
}
