import { type LoginFields, type RightsItem } from '../kernel/active-user';
import { type Profile } from '../kernel/profile';

/** E-mail, password, the device signing in, and "remember me" (a 30-day session instead of 24 hours). */
export interface SignInRequest {
  email: string;
  password: string;
  device_id: string;
  remember: boolean;
}

/** What the server answers to a sign-in: the login fields, or a two-factor challenge for a new device. */
export type SignInResponse =
  | { kind: 'signed-in'; fields: LoginFields }
  | { kind: 'two-factor'; challenge: string; email: string };

/** The two-factor code typed by the user for a challenge, and "remember me". */
export interface TwoFactorRequest {
  token: string;
  code: string;
  device_id: string;
  remember: boolean;
}

/** The body of `auth/system/logout`. */
export interface LogoutRequest {
  email: string;
  token: string;
  acceptor_token: string;
  refresh_token: string;
  device_id?: string;
}

/** The user-info check result (SPEC §3). */
export interface UserInfo {
  userDisabled: boolean;
  profile: Profile;
  signature: string;
  hasQuotesRights: boolean;
  rights?: RightsItem[];
}

/** The authentication calls of the API (SPEC §7). */
export interface AuthApiPort {
  /** POST auth/new-signin. */
  signIn(request: SignInRequest): Promise<SignInResponse>;
  /** POST signin/s4: the alternative sign-in of the s4 system's accounts (same answer; the session is an s4 one). */
  signInS4(request: SignInRequest): Promise<SignInResponse>;
  /** POST auth/validate-two-factor-auth-token. */
  validateTwoFactor(request: TwoFactorRequest): Promise<LoginFields>;
  /** GET auth/resend/two-factor-auth-token/{challenge}. */
  resendTwoFactor(challenge: string): Promise<void>;
  /** POST auth/system/logout. */
  logout(request: LogoutRequest): Promise<void>;
  /** GET check/info. */
  checkInfo(): Promise<UserInfo>;
}
/** Injection token of the AuthApiPort. */
export const AuthApiPort = Symbol('AuthApiPort');
