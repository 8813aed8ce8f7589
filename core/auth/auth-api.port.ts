import { type LoginFields } from '../kernel/active-user';
import { type LogoutRequest, type SignInRequest, type TwoFactorRequest, type UserInfo } from './api';

/** A sign-in's outcome as the port gives it (read from the SignInAnswer): the login fields, or a two-factor challenge for a new device. */
export type SignInResponse =
  { kind: 'signed-in'; fields: LoginFields } | { kind: 'two-factor'; challenge: string; email: string };

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
