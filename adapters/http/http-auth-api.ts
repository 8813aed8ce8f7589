import {
  type AuthApiPort,
  type LoginFields,
  type LogoutRequest,
  type SignInRequest,
  type SignInResponse,
  type TwoFactorRequest,
  type UserInfo,
} from '../../core';
import { type ApiClient } from './api-client';
import { LoginFieldsDto, SignInItemDto, UserInfoDto } from './auth/auth.dto';

/** AuthApiPort over the HTTP API (SPEC §7, authentication). Login answers are lists whose first item counts. */
export class HttpAuthApi implements AuthApiPort {
  constructor(private readonly api: ApiClient) {}

  signIn(request: SignInRequest): Promise<SignInResponse> {
    return this.signInAt('auth/new-signin', request);
  }

  signInS4(request: SignInRequest): Promise<SignInResponse> {
    return this.signInAt('signin/s4', request);
  }

  async validateTwoFactor(request: TwoFactorRequest): Promise<LoginFields> {
    return first(await this.api.post('auth/validate-two-factor-auth-token', request, { response: [LoginFieldsDto] }));
  }

  async resendTwoFactor(challenge: string): Promise<void> {
    await this.api.get(`auth/resend/two-factor-auth-token/${encodeURIComponent(challenge)}`);
  }

  async logout(request: LogoutRequest): Promise<void> {
    await this.api.post('auth/system/logout', request);
  }

  checkInfo(): Promise<UserInfo> {
    return this.api.get('check/info', { response: UserInfoDto });
  }

  private async signInAt(path: string, request: SignInRequest): Promise<SignInResponse> {
    const { twoFactorRequired, twoFactorToken, ...fields } = first(
      await this.api.post(path, request, { response: [SignInItemDto] }),
    );
    if (twoFactorRequired) return { kind: 'two-factor', challenge: twoFactorToken ?? '', email: fields.email };
    return { kind: 'signed-in', fields };
  }
}

/** The first item of a login answer; an empty list fails. */
function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('Empty login response');
  return item;
}
