import { type LoginFields } from '../kernel/active-user';
import { type BiometricActivation, type BiometricSecretIssued, type BiometricSignInRequest } from './api';

/** The quick sign-in calls of the API (biometry or PIN on a device of the native shell). */
export interface BiometricApiPort {
  /** POST auth/biometric/activate (signed in). */
  activate(request: BiometricActivation): Promise<BiometricSecretIssued>;
  /** POST auth/biometric/signin; a refusal rejects as ApiError with errorType BIOMETRIC_ERROR (401). */
  signIn(request: BiometricSignInRequest): Promise<LoginFields>;
  /** POST auth/biometric/decline (signed in). */
  decline(deviceId: string): Promise<void>;
  /** DELETE auth/biometric/{device_id} (signed in); 5005 when the device has no secret. */
  revoke(deviceId: string): Promise<void>;
}
/** Injection token of the BiometricApiPort. */
export const BiometricApiPort = Symbol('BiometricApiPort');
