import {
  type BiometricActivation,
  type BiometricApiPort,
  type BiometricDecline,
  type BiometricSecretIssued,
  type BiometricSignInRequest,
  type LoginFields,
} from '../../core';
import { type ApiClient } from './api-client';
import { LoginFieldsDto } from './auth/auth.dto';
import { BiometricSecretIssuedDto } from './auth/biometric.dto';

/**
 * BiometricApiPort over the HTTP API: quick sign-in (biometry or PIN) of a device of the native shell. The sign-in
 * answer is a list whose first item counts; a refusal rejects as the ApiError of its 401 (errorType BIOMETRIC_ERROR).
 */
export class HttpBiometricApi implements BiometricApiPort {
  constructor(private readonly api: ApiClient) {}

  activate(request: BiometricActivation): Promise<BiometricSecretIssued> {
    return this.api.post('auth/biometric/activate', request, { response: BiometricSecretIssuedDto });
  }

  async signIn(request: BiometricSignInRequest): Promise<LoginFields> {
    const [fields] = await this.api.post('auth/biometric/signin', request, { response: [LoginFieldsDto] });
    if (fields === undefined) throw new Error('Empty login response');
    return fields;
  }

  async decline(deviceId: string): Promise<void> {
    const body: BiometricDecline = { device_id: deviceId };
    await this.api.post('auth/biometric/decline', body);
  }

  async revoke(deviceId: string): Promise<void> {
    await this.api.delete(`auth/biometric/${encodeURIComponent(deviceId)}`);
  }
}
