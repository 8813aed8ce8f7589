import { type IdPort } from '../kernel/id.port';
import { type StoragePort } from '../kernel/storage.port';

/** Local-storage key of the device id. */
export const DEVICE_ID_KEY = 'deviceId';

/** The id of this device, created once and kept in local storage. */
export class DeviceIdentity {
  constructor(
    private readonly local: StoragePort,
    private readonly ids: IdPort,
  ) {}

  /** The device id, created on first use. */
  id(): string {
    const existing = this.local.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const created = this.ids.uuid();
    this.local.setItem(DEVICE_ID_KEY, created);
    return created;
  }
}
