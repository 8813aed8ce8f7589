import {
  ApiError,
  ErrorCode,
  Profile,
  type AuthApiPort,
  type LoginFields,
  type LogoutRequest,
  type SignInRequest,
  type SignInResponse,
  type TwoFactorRequest,
  type UserInfo,
} from '../../core';

/** A registered account of the fake API. */
export interface FakeAccount {
  password: string;
  fields: LoginFields;
  disabled?: boolean;
  trustedDevices: Set<string>;
}

const businessError = (code: number): ApiError =>
  new ApiError(400, { errorType: 'BusinessError', code, message: String(code), erros: [] });

/** An in-memory AuthApiPort with the server's rules: bad credentials 5206, disabled 5300, two-factor for new devices. */
export class FakeAuthApi implements AuthApiPort {
  readonly accounts = new Map<string, FakeAccount>();
  readonly challenges = new Map<string, { email: string; code: string; device: string; s4?: boolean }>();
  readonly logouts: LogoutRequest[] = [];
  readonly mailedCodes: { email: string; code: string }[] = [];
  /** What check/info answers; change it to simulate a disabled user or new rights. */
  userInfo: UserInfo = { userDisabled: false, profile: Profile.SUBSCRIBER, signature: '', hasQuotesRights: false };
  /** How many times check/info was called. */
  infoChecks = 0;
  /** When set, logout rejects with this error (after recording the request). */
  logoutFailure: Error | null = null;
  /** Every sign-in request (both sign-ins) and two-factor request, in order, with the sign-in used. */
  readonly requests: { call: 'signIn' | 'signInS4' | 'validateTwoFactor'; remember: boolean }[] = [];
  private nextCode = 123456;

  /** Adds an account; its devices start untrusted; like the seeded accounts, it has put the tour away unless told. */
  addAccount(email: string, password: string, fields: Partial<LoginFields> = {}): FakeAccount {
    const account: FakeAccount = {
      password,
      fields: {
        nome: 'Maria Souza',
        email,
        token: `token-${email}`,
        profile: Profile.SUBSCRIBER,
        skipTour: true,
        ...fields,
      },
      trustedDevices: new Set(),
    };
    this.accounts.set(email, account);
    return account;
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    this.requests.push({ call: 'signIn', remember: request.remember === true });
    return this.answerSignIn(request, false);
  }

  /** The s4 sign-in: the same rules; the login fields say s4Login. */
  async signInS4(request: SignInRequest): Promise<SignInResponse> {
    this.requests.push({ call: 'signInS4', remember: request.remember === true });
    return this.answerSignIn(request, true);
  }

  private async answerSignIn(request: SignInRequest, s4: boolean): Promise<SignInResponse> {
    const account = this.accounts.get(request.email);
    if (!account || account.password !== request.password) throw businessError(ErrorCode.INVALID_CREDENTIALS);
    if (account.disabled) throw businessError(ErrorCode.USER_DISABLED);
    // Like the server: a sign-in without a device id always asks for a code.
    if (request.device_id && account.trustedDevices.has(request.device_id))
      return { kind: 'signed-in', fields: { ...account.fields, s4Login: s4 } };
    const challenge = `challenge-${this.challenges.size + 1}`;
    const code = String(this.nextCode++);
    this.challenges.set(challenge, { email: request.email, code, device: request.device_id ?? '', s4 });
    this.mailedCodes.push({ email: request.email, code });
    return { kind: 'two-factor', challenge, email: request.email };
  }

  async validateTwoFactor(request: TwoFactorRequest): Promise<LoginFields> {
    this.requests.push({ call: 'validateTwoFactor', remember: request.remember === true });
    const challenge = this.challenges.get(request.token);
    if (!challenge) throw businessError(ErrorCode.EXPIRED_TOKEN);
    if (challenge.code !== request.code) throw businessError(ErrorCode.INVALID_CODE);
    this.challenges.delete(request.token);
    const account = this.accounts.get(challenge.email)!;
    if (request.device_id) account.trustedDevices.add(request.device_id);
    return { ...account.fields, s4Login: challenge.s4 === true };
  }

  async resendTwoFactor(token: string): Promise<void> {
    const challenge = this.challenges.get(token);
    if (!challenge) throw businessError(ErrorCode.EXPIRED_TOKEN);
    challenge.code = String(this.nextCode++);
    this.mailedCodes.push({ email: challenge.email, code: challenge.code });
  }

  async logout(request: LogoutRequest): Promise<void> {
    this.logouts.push(request);
    if (this.logoutFailure) throw this.logoutFailure;
  }

  async checkInfo(): Promise<UserInfo> {
    this.infoChecks++;
    return this.userInfo;
  }
}
