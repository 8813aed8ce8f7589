import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  EndDeviceUseCase,
  LoadDevicesUseCase,
  NotifierPort,
  RequestDataExportUseCase,
  type DataExportNotice,
  type NotifierPort as Notifier,
  type SignedInDevice,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { loadRead } from '../kit/load-read';
import { attempt } from '../kit/outcome';

/** The my-data tab: asks for the copy of one's data, then says where and how soon it goes. */
@injectable('Transient')
export class DataExportViewModel {
  requesting = false;
  notice: DataExportNotice | null = null;

  constructor(@inject(RequestDataExportUseCase) private readonly requestExport: RequestDataExportUseCase) {
    makeAutoObservable<this, 'requestExport'>(this, { requestExport: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return Promise.resolve();
  }

  dispose(): void {}

  /** Asks for the copy (a failure was shown by the transport presenter; the button works again). */
  async request(): Promise<void> {
    if (this.requesting) return;
    this.requesting = true;
    const outcome = await attempt(() => this.requestExport.execute());
    runInAction(() => {
      this.requesting = false;
      if (outcome.kind === 'done') this.notice = outcome.value;
    });
  }
}

/** The devices tab: each signed-in device with its last use; any can be ended, the current one signs this browser out. */
@injectable('Transient')
export class DevicesViewModel {
  loading = true;
  failed = false;
  devices: SignedInDevice[] = [];
  /** When the list was read (the last uses are worded from it). */
  readAt = new Date(0);
  /** The device whose ending waits for confirmation. */
  confirming: SignedInDevice | null = null;
  ending = false;

  constructor(
    @inject(LoadDevicesUseCase) private readonly loadDevices: LoadDevicesUseCase,
    @inject(EndDeviceUseCase) private readonly endDevice: EndDeviceUseCase,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'loadDevices' | 'endDevice' | 'notifier' | 'locale'>(
      this,
      { loadDevices: false, endDevice: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the devices. */
  async load(): Promise<void> {
    await loadRead(
      this,
      () => this.loadDevices.execute(),
      ({ devices, readAt }) => {
        this.devices = devices;
        this.readAt = readAt;
      },
    );
  }

  dispose(): void {}

  /** Asks to confirm ending a device (null closes the question). */
  confirm(device: SignedInDevice | null): void {
    this.confirming = device;
  }

  /** Ends the device being confirmed; another device leaves the list, the current one signs this browser out. */
  async endConfirmed(): Promise<void> {
    const device = this.confirming;
    if (!device || this.ending) return;
    this.ending = true;
    const outcome = await attempt(() => this.endDevice.execute(device));
    runInAction(() => {
      this.ending = false;
      this.confirming = null;
      if (outcome.kind === 'done') this.devices = this.devices.filter((each) => each.id !== device.id);
    });
    if (outcome.kind === 'done' && outcome.value === 'ended')
      this.notifier.notify({
        level: 'success',
        title: this.locale.t('account:devices.endedTitle'),
        message: this.locale.t('account:devices.ended', { name: `${device.browser} · ${device.system}` }),
      });
  }
}
