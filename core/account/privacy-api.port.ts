import { type DataExportRequested } from './data-export';
import { type SignedInDevices } from './devices';

/** The calls of one's data and devices in my account. */
export interface AccountPrivacyApiPort {
  /** POST user/data-export: asks for the copy of one's data (e-mailed as a link). */
  requestDataExport(): Promise<DataExportRequested>;
  /** GET user/devices: the signed-in devices of the account. */
  devices(): Promise<SignedInDevices>;
  /** DELETE user/devices/{id}: ends a device (its sessions); 5005 rejects as ApiError when the account has no such device. */
  endDevice(id: string): Promise<void>;
}
/** Injection token of the AccountPrivacyApiPort. */
export const AccountPrivacyApiPort = Symbol('AccountPrivacyApiPort');
