import {
  type AuthApiPort, type LoginFields, type LogoutRequest, type SignInRequest, type SignInResponse, type TwoFactorRequest, type UserInfo,
} from '../../core';
import { type ApiClient } from './api-client';

/** The first item of a login response: the login fields, or the two-factor marker for a new device. */
type LoginItem = LoginFields | { twoFactorRequired: true; twoFactorToken: string; email: string };

function firstItem(list: LoginItem[] | LoginItem): LoginItem {
  const item = Array.isArray(list) ? list[0] : list;
  if (!item) throw new Error('Empty login response');
  return item;
}

/** AuthApiPort over the HTTP API (SPEC §7, authentication). */
export class HttpAuthApi implements AuthApiPort {
  constructor(private readonly api: ApiClient) {}

  signIn(request: SignInRequest): Promise<SignInResponse> {
    return this.signInAt('auth/new-signin', request);
  }

  signInS4(request: SignInRequest): Promise<SignInResponse> {
    return this.signInAt('signin/s4', request);
  }

  async validateTwoFactor(request: TwoFactorRequest): Promise<LoginFields> {
    return firstItem(await this.api.post<LoginItem[]>('auth/validate-two-factor-auth-token', request)) as LoginFields;
  }

  async resendTwoFactor(challenge: string): Promise<void> {
    await this.api.get(`auth/resend/two-factor-auth-token/${encodeURIComponent(challenge)}`);
  }

  async logout(request: LogoutRequest): Promise<void> {
    await this.api.post('auth/system/logout', request);
  }

  checkInfo(): Promise<UserInfo> {
    return this.api.get<UserInfo>('check/info');
  }

  private async signInAt(path: string, request: SignInRequest): Promise<SignInResponse> {
    const item = firstItem(await this.api.post<LoginItem[]>(path, request));
    if ('twoFactorRequired' in item && item.twoFactorRequired) {
      return { kind: 'two-factor', challenge: item.twoFactorToken, email: item.email };
    }
    return { kind: 'signed-in', fields: item as LoginFields };
  }
}
