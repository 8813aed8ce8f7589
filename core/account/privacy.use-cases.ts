import { type ClockPort } from '../kernel/clock.port';
import { type DataExportNotice, dataExportNotice } from './data-export';
import { endDeviceOutcome, type EndDeviceOutcome, orderDevices, type SignedInDevice } from './devices';
import { type AccountPrivacyApiPort } from './privacy-api.port';

/** Asks for the copy of one's data (LGPD Art. 18, II and V); answers the notice to show. */
export class RequestDataExportUseCase {
  constructor(private readonly api: AccountPrivacyApiPort) {}

  async execute(): Promise<DataExportNotice> {
    return dataExportNotice(await this.api.requestDataExport());
  }
}

/** The signed-in devices as my account lists them (current first, then by last use), with the time they were read. */
export class LoadDevicesUseCase {
  constructor(
    private readonly api: AccountPrivacyApiPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<{ devices: SignedInDevice[]; readAt: Date }> {
    const { devices } = await this.api.devices();
    return { devices: orderDevices(devices), readAt: new Date(this.clock.now()) };
  }
}

/** The logout transition, as the session area runs it. */
export interface SignOut {
  execute(): Promise<void>;
}

/**
 * Ends a device: its sessions end on the server; ending the current device then signs this browser out as a logout
 * does (the logout call finds the session ended already, which is fine). A failure rejects and signs nothing out.
 */
export class EndDeviceUseCase {
  constructor(
    private readonly api: AccountPrivacyApiPort,
    private readonly logout: SignOut,
  ) {}

  async execute(device: Pick<SignedInDevice, 'id' | 'current'>): Promise<EndDeviceOutcome> {
    await this.api.endDevice(device.id);
    const outcome = endDeviceOutcome(device);
    if (outcome === 'signed-out') await this.logout.execute();
    return outcome;
  }
}
