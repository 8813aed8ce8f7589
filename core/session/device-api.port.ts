import { type DeviceRegistration } from './api';

/** The push-device calls of the API (SPEC §7, authentication). */
export interface DeviceApiPort {
  /** POST client-device/register: the signed-in user's device. */
  registerClientDevice(registration: DeviceRegistration): Promise<void>;
  /** POST public-device/register: a device without a signed-in user. */
  registerPublicDevice(registration: DeviceRegistration): Promise<void>;
  /** DELETE client-device/remove/{deviceId}; 5005 when the user has no such device. */
  removeClientDevice(deviceId: string): Promise<void>;
}
/** Injection token of the DeviceApiPort. */
export const DeviceApiPort = Symbol('DeviceApiPort');
