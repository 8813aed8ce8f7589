// The response DTOs of quick sign-in (biometry or PIN on a device of the native shell), tied to the core wire types by
// `implements`; the sign-in's answer is a list of the login fields (LoginFieldsDto).
import { IsNotEmpty, IsString } from 'class-validator';
import { type BiometricSecretIssued, type QuickSignInMethod } from '../../../core';
import { IsMember } from '../dto-rules';

/** How a device's secret is unlocked. */
const METHODS: Readonly<Record<QuickSignInMethod, true>> = { biometry: true, pin: true };

/** auth/biometric/activate: the device's secret, given once, and how it is unlocked. */
export class BiometricSecretIssuedDto implements BiometricSecretIssued {
  @IsString() @IsNotEmpty() secret!: string;
  @IsMember(METHODS) method!: QuickSignInMethod;
}
