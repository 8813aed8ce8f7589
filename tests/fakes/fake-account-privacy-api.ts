import {
  type AccountPrivacyApiPort,
  ApiError,
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORT_READY_SECONDS,
  type DataExportRequested,
  ErrorCode,
  type SignedInDevice,
  type SignedInDevices,
} from '../../core';

/** A signed-in device with defaults. */
export function aDevice(fields: Partial<SignedInDevice> & { id: string }): SignedInDevice {
  return {
    current: false,
    browser: 'Chrome',
    system: 'Linux',
    ip: '127.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    confirmedAt: '2026-11-20T12:00:00.000Z',
    lastUsedAt: '2026-11-21T11:00:00.000Z',
    sessions: 1,
    ...fields,
  };
}

/**
 * An in-memory AccountPrivacyApiPort with the server's rules: a copy asked for is mailed to the account's address;
 * ending a device the account does not have is 5005, and ending one takes it off the list.
 */
export class FakeAccountPrivacyApi implements AccountPrivacyApiPort {
  readonly calls: string[] = [];
  devicesListed: SignedInDevice[] = [];
  email = 'assinante@example.com';
  failNext: Error | null = null;

  private maybeFail(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }

  async requestDataExport(): Promise<DataExportRequested> {
    this.calls.push('data-export');
    this.maybeFail();
    return {
      requested: true,
      email: this.email,
      readyWithinSeconds: DATA_EXPORT_READY_SECONDS,
      linkValidHours: DATA_EXPORT_LINK_HOURS,
    };
  }

  async devices(): Promise<SignedInDevices> {
    this.calls.push('devices');
    this.maybeFail();
    return { devices: this.devicesListed.map((device) => ({ ...device })) };
  }

  async endDevice(id: string): Promise<void> {
    this.calls.push(`end ${id}`);
    this.maybeFail();
    if (!this.devicesListed.some((device) => device.id === id))
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.DEVICE_NOT_FOUND,
        message: 'Device id not found',
        erros: [],
      });
    this.devicesListed = this.devicesListed.filter((device) => device.id !== id);
  }
}
