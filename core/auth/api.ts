// The auth area's wire contract (SPEC §7, authentication): each call's body and answer as the API spells them.
// The server's schemas are checked against these types at compile time; the HTTP adapter sends them as they are.
import { type LoginFields, type RightsItem } from '../kernel/active-user';
import { type AdminRole, type Profile } from '../kernel/profile';

/**
 * The body of auth/new-signin and signin/s4: e-mail, password, the device signing in (a sign-in without one always
 * asks for a two-factor code), and "remember me" (a 30-day session instead of 24 hours).
 */
export interface SignInRequest {
  email: string;
  password: string;
  device_id?: string | null;
  remember?: boolean | null;
}

/** The first item of a sign-in answer from a device that is not trusted yet: the challenge of the code mailed to the user. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  twoFactorToken: string;
  email: string;
}

/** The first item of a sign-in answer: the login fields, or the two-factor challenge for a new device. */
export type LoginItem = LoginFields | TwoFactorRequired;

/** The answer of auth/new-signin and signin/s4: a list whose first item is the login item. */
export type SignInAnswer = LoginItem[];

/** The body of auth/validate-two-factor-auth-token: the challenge, the code typed, the device to trust and "remember me". */
export interface TwoFactorRequest {
  token: string;
  code: string;
  device_id?: string | null;
  remember?: boolean | null;
}

/** The answer of auth/validate-two-factor-auth-token: a list whose first item holds the login fields. */
export type TwoFactorAnswer = LoginFields[];

/** The path of auth/resend/two-factor-auth-token/{token}: the challenge whose code is mailed again. */
export interface TwoFactorResendParams {
  token: string;
}

/** The body of `auth/system/logout`: any of the session's tokens ends it (a bearer-only logout sends none). */
export interface LogoutRequest {
  email?: string | null;
  token?: string | null;
  acceptor_token?: string | null;
  refresh_token?: string | null;
  device_id?: string | null;
}

/** The user-info check result of check/info (SPEC §3). */
export interface UserInfo {
  userDisabled: boolean;
  profile: Profile;
  signature: string;
  hasQuotesRights: boolean;
  rights?: RightsItem[];
  /** The user's admin roles now (a role given or taken back shows at the next check). */
  roles?: AdminRole[];
}

/** How a device's quick sign-in is unlocked: the device's biometry, or a PIN the server checks. */
export type QuickSignInMethod = 'biometry' | 'pin';

/**
 * The body of auth/biometric/activate (signed in): the device that keeps the secret, and a PIN when the user chose
 * one instead of biometry. Activating again replaces the device's secret (after a new enrolment invalidated it).
 */
export interface BiometricActivation {
  device_id: string;
  pin?: string | null;
}

/** The answer of auth/biometric/activate: the device-bound secret, given once; the server keeps only its hash. */
export interface BiometricSecretIssued {
  secret: string;
  method: QuickSignInMethod;
}

/** The body of auth/biometric/signin: the device, its secret, and the PIN when the device's method is a PIN. */
export interface BiometricSignInRequest {
  device_id: string;
  secret: string;
  pin?: string | null;
}

/** The answer of auth/biometric/signin: a list whose first item holds the login fields (a known device: no code). */
export type BiometricSignInAnswer = LoginFields[];

/** The body of auth/biometric/decline (signed in): the user chose not to use biometry on this device. */
export interface BiometricDecline {
  device_id: string;
}

/** The path of DELETE auth/biometric/{device_id} (signed in): revokes the device's secret. */
export interface BiometricRevokeParams {
  device_id: string;
}
