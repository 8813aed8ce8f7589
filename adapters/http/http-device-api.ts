import { type DeviceApiPort, type DeviceRegistration } from '../../core';
import { type ApiClient } from './api-client';

/** DeviceApiPort over the HTTP API: push-device registration and removal. */
export class HttpDeviceApi implements DeviceApiPort {
  constructor(private readonly api: ApiClient) {}

  async registerClientDevice(registration: DeviceRegistration): Promise<void> {
    await this.api.post('client-device/register', registration);
  }

  async registerPublicDevice(registration: DeviceRegistration): Promise<void> {
    await this.api.post('public-device/register', registration);
  }

  async removeClientDevice(deviceId: string): Promise<void> {
    await this.api.delete(`client-device/remove/${encodeURIComponent(deviceId)}`);
  }
}
