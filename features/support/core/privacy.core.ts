import {
  EndDeviceUseCase,
  lastUseWording,
  LoadDevicesUseCase,
  type DataExportNotice,
  RequestDataExportUseCase,
} from '../../../core';
import { aDevice, FakeAccountPrivacyApi } from '../../../tests/fakes/fake-account-privacy-api';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type PrivacyTasks } from '../privacy.tasks';

type Device = 'desk' | 'phone';

/**
 * The copy of one's data and the device list on the core: the use cases over the fake port, which answers the devices
 * signed in as the device that asks sees them (itself marked current).
 */
export class CorePrivacy implements PrivacyTasks {
  private readonly clock = new FakeClock('2026-11-21T12:00:00Z');
  private readonly api = new FakeAccountPrivacyApi();
  private readonly signedIn = new Map<Device, string>();
  private notice: DataExportNotice | null = null;

  async signInOn(device: Device, email: string): Promise<void> {
    this.api.email = email;
    this.signedIn.set(device, new Date(this.clock.now()).toISOString());
  }

  async askForCopy(): Promise<void> {
    this.notice = await new RequestDataExportUseCase(this.api).execute();
  }

  async copyNotice(): Promise<DataExportNotice> {
    if (!this.notice) throw new Error('no copy was asked for');
    return this.notice;
  }

  /** The port as `device` sees the list. */
  private as(device: Device): FakeAccountPrivacyApi {
    this.api.devicesListed = [...this.signedIn].map(([name, lastUsedAt]) =>
      aDevice({ id: name, current: name === device, lastUsedAt }),
    );
    return this.api;
  }

  async deviceList(device: Device): Promise<{ current: boolean; lastUse: string }[]> {
    const { devices, readAt } = await new LoadDevicesUseCase(this.as(device), this.clock).execute();
    return devices.map((each) => ({ current: each.current, lastUse: lastUseWording(each.lastUsedAt, readAt).kind }));
  }

  async endDevice(from: Device, target: Device): Promise<void> {
    const signOut = { execute: async () => void this.signedIn.delete(from) };
    await new EndDeviceUseCase(this.as(from), signOut).execute({ id: target, current: from === target });
    this.signedIn.delete(target);
  }

  async isSignedIn(device: Device): Promise<boolean> {
    return this.signedIn.has(device);
  }

  downloadMailedCopy(): Promise<Buffer> {
    return Promise.reject(new Error('the mailed link is followed in the browser only'));
  }

  openMailedLinkAgain(): Promise<string> {
    return Promise.reject(new Error('the mailed link is followed in the browser only'));
  }
}
