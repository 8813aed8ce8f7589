import { type AccountPrivacyApiPort, type DataExportRequested, type SignedInDevices } from '../../core';
import { DataExportRequestedDto, SignedInDevicesDto } from './account/privacy.dto';
import { type ApiClient } from './api-client';

/** AccountPrivacyApiPort over the HTTP API: the copy of one's data and the signed-in devices of my account. */
export class HttpAccountPrivacyApi implements AccountPrivacyApiPort {
  constructor(private readonly api: ApiClient) {}

  requestDataExport(): Promise<DataExportRequested> {
    return this.api.post('user/data-export', {}, { response: DataExportRequestedDto });
  }

  devices(): Promise<SignedInDevices> {
    return this.api.get('user/devices', { response: SignedInDevicesDto });
  }

  async endDevice(id: string): Promise<void> {
    await this.api.delete(`user/devices/${encodeURIComponent(id)}`);
  }
}
