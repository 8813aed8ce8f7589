import {
  ApiError,
  ErrorCode,
  formatPhone,
  isValidPhone,
  Profile,
  stripCnpj,
  stripCpf,
  type AccountApiPort,
  type AccountData,
  type ChangePasswordRequest,
  type ConfirmEmailRequest,
  type CurrentSignature,
  type DemoCheck,
  type DemoGranted,
  type LostAccessRequest,
  type NewClientRequest,
  type NotificationChoice,
  type NotificationSettings,
  type PendingRegistration,
  type PrivacyPolicy,
  type RegisterRequest,
  type ResetPasswordRequest,
  type RightsItem,
} from '../../core';

const businessError = (code: number): ApiError =>
  new ApiError(400, { errorType: 'BusinessError', code, message: String(code), erros: [] });

/** A refusal with an errorType and message but no catalogue code (the demo refusals). */
const refusal = (errorType: string, message: string): ApiError =>
  new ApiError(400, { errorType, code: 400, message, erros: [] });

/** An account of the fake account API. */
export interface FakeAccountRecord {
  password: string;
  data: AccountData;
  disabled: boolean;
  demoEndsAt: string | null;
  phoneDigits: string;
}

/** The commodities the fake offers for notifications and packages. */
const COMMODITIES = [
  { id: 1, nome: 'Açúcar e Etanol', en: 'Sugar & Ethanol' },
  { id: 7, nome: 'Café', en: 'Coffee' },
  { id: 16, nome: 'Soja', en: 'Soy' },
];

/**
 * An in-memory AccountApiPort with the reference server's rules: registrations confirmed by a six-digit code
 * (5200 wrong, 5203 expired or unknown), 5204/5205 and 5400–5403 on registration, 5002 for an unknown
 * e-mail, 5201/5202 reset tokens, 5207/5350/5351/5352 on change, 5007 and the demo refusals, 5501 on deletion
 * with an active contract. `failNext` makes the next call of a method fail with a code.
 */
export class FakeAccountApi implements AccountApiPort {
  readonly accounts = new Map<string, FakeAccountRecord>();
  readonly documents = new Set<string>();
  readonly pending = new Map<string, { request: RegisterRequest; code: string; expired: boolean }>();
  readonly resetTokens = new Map<string, { email: string; expired: boolean }>();
  readonly mailedCodes: { email: string; code: string }[] = [];
  readonly mailedResetTokens: { email: string; token: string }[] = [];
  readonly teamRequests: { kind: string; body: object }[] = [];
  readonly deletions: { email: string; outcome: 'registered' | 'deleted' }[] = [];
  readonly trustedDevices: string[] = [];
  notificationSettings: NotificationSettings = {
    blockAll: false,
    items: COMMODITIES.map((c) => ({
      commodity: c.id,
      nome: c.nome,
      namePtBr: c.nome,
      nameEnEu: c.en,
      nameEsEs: c.nome,
      nameEsAr: c.nome,
      namePtPt: c.nome,
      email: true,
      app: true,
    })),
  };
  /** The e-mail of the signed-in account (the fake's notion of a session). */
  signedIn: string | null = null;
  private readonly failures = new Map<keyof AccountApiPort, ApiError>();
  private nextCode = 246800;
  private nextToken = 1;

  /** Adds an account with a profile (Subscriber by default). */
  addAccount(email: string, password: string, data: Partial<AccountData> = {}): FakeAccountRecord {
    const record: FakeAccountRecord = {
      password,
      disabled: false,
      demoEndsAt: null,
      phoneDigits: (data.phone ?? '').replace(/\D/g, ''),
      data: {
        email,
        nome: 'Maria Souza',
        userCode: 'CEL-000900',
        userType: 'individual',
        document: '529.982.247-25',
        phone: '',
        groups: [],
        language: 'PtBr',
        country: 'BR',
        profile: Profile.SUBSCRIBER,
        signature: 'Plano Completo',
        ...data,
      },
    };
    this.accounts.set(email, record);
    return record;
  }

  /** Makes the next call of `method` fail with a business code (or an error body). */
  failNext(method: keyof AccountApiPort, code: number, errorType = 'BusinessError', message = String(code)): void {
    this.failures.set(method, new ApiError(400, { errorType, code, message, erros: [] }));
  }

  private check(method: keyof AccountApiPort): void {
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }

  private current(): FakeAccountRecord {
    const record = this.signedIn ? this.accounts.get(this.signedIn) : undefined;
    if (!record || record.disabled)
      throw new ApiError(401, {
        errorType: 'AuthError',
        code: ErrorCode.UNAUTHORIZED,
        message: 'session ended',
        erros: [],
      });
    return record;
  }

  async register(request: RegisterRequest): Promise<PendingRegistration> {
    this.check('register');
    const existing = this.accounts.get(request.email);
    if (existing)
      throw businessError(
        existing.disabled ? ErrorCode.EMAIL_ALREADY_REGISTERED : ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT,
      );
    const document = request.userType === 'individual' ? stripCpf(request.document) : stripCnpj(request.document);
    if (this.documents.has(document))
      throw businessError(
        request.userType === 'individual' ? ErrorCode.CPF_ALREADY_REGISTERED : ErrorCode.CNPJ_ALREADY_REGISTERED,
      );
    const token = `registration-${this.nextToken++}`;
    const code = String(this.nextCode++);
    this.pending.set(token, { request, code, expired: false });
    this.mailedCodes.push({ email: request.email, code });
    return { email: request.email, token };
  }

  async resendConfirmation(token: string): Promise<void> {
    this.check('resendConfirmation');
    const pending = this.pending.get(token);
    if (!pending) throw businessError(ErrorCode.EXPIRED_TOKEN);
    pending.code = String(this.nextCode++);
    pending.expired = false;
    this.mailedCodes.push({ email: pending.request.email, code: pending.code });
  }

  async confirmEmail(request: ConfirmEmailRequest): Promise<void> {
    this.check('confirmEmail');
    const pending = this.pending.get(request.token);
    if (!pending || pending.expired) throw businessError(ErrorCode.EXPIRED_TOKEN);
    if (pending.code !== request.code) throw businessError(ErrorCode.INVALID_CODE);
    this.pending.delete(request.token);
    const { request: r } = pending;
    this.addAccount(r.email, r.password, {
      nome: r.nome,
      userType: r.userType,
      document: r.document,
      phone: formatPhone(r.phone),
      profile: Profile.FREE,
      signature: 'Gratuito',
    });
    this.documents.add(r.userType === 'individual' ? stripCpf(r.document) : stripCnpj(r.document));
    if (request.device_id) this.trustedDevices.push(request.device_id);
  }

  async forgotPassword(email: string): Promise<void> {
    this.check('forgotPassword');
    if (!this.accounts.has(email)) throw businessError(ErrorCode.EMAIL_NOT_FOUND);
    const token = `reset-${this.nextToken++}`;
    this.resetTokens.set(token, { email, expired: false });
    this.mailedResetTokens.push({ email, token });
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    this.check('resetPassword');
    const reset = this.resetTokens.get(request.token);
    if (!reset) throw businessError(ErrorCode.INVALID_RESET_TOKEN);
    if (reset.expired) throw businessError(ErrorCode.EXPIRED_RESET_TOKEN);
    if (request.password !== request.confirmPassword) throw businessError(ErrorCode.PASSWORD_CONFIRMATION_MISMATCH);
    this.resetTokens.delete(request.token);
    this.accounts.get(reset.email)!.password = request.password;
  }

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    this.check('changePassword');
    const account = this.current();
    if (request.currentPassword !== account.password) throw businessError(ErrorCode.INVALID_CURRENT_PASSWORD);
    if (request.password === request.currentPassword) throw businessError(ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT);
    if (request.confirmPassword === '') throw businessError(ErrorCode.INVALID_CONFIRMATION_PASSWORD);
    if (request.password !== request.confirmPassword) throw businessError(ErrorCode.PASSWORD_CONFIRMATION_MISMATCH);
    account.password = request.password;
  }

  async lostAccess(request: LostAccessRequest): Promise<void> {
    this.check('lostAccess');
    this.teamRequests.push({ kind: 'lost-access', body: request });
  }

  async newClient(request: NewClientRequest): Promise<void> {
    this.check('newClient');
    this.teamRequests.push({ kind: 'new-client', body: request });
  }

  async myAccount(): Promise<AccountData> {
    this.check('myAccount');
    const account = this.current();
    return { ...account.data, phone: formatPhone(account.phoneDigits) };
  }

  async requestAccountChange(message: string): Promise<void> {
    this.check('requestAccountChange');
    this.teamRequests.push({ kind: 'account-change', body: { email: this.current().data.email, message } });
  }

  async notifications(): Promise<NotificationSettings> {
    this.check('notifications');
    this.current();
    return structuredClone(this.notificationSettings);
  }

  async saveNotifications(settings: { blockAll: boolean; items: NotificationChoice[] }): Promise<NotificationSettings> {
    this.check('saveNotifications');
    this.current();
    const chosen = new Map(settings.items.map((item) => [item.commodity, item]));
    this.notificationSettings = {
      blockAll: settings.blockAll,
      items: this.notificationSettings.items.map((item) => ({ ...item, ...(chosen.get(item.commodity) ?? {}) })),
    };
    return structuredClone(this.notificationSettings);
  }

  async currentSignature(): Promise<CurrentSignature> {
    this.check('currentSignature');
    const { data, demoEndsAt } = this.current();
    return { signature: data.signature, profile: data.profile, demoEndsAt };
  }

  async packages(): Promise<RightsItem[]> {
    this.check('packages');
    const { data } = this.current();
    return COMMODITIES.map((c) => ({ id: c.id, nome: c.nome, habilitado: data.profile !== Profile.FREE }));
  }

  async updatePhone(phone: string): Promise<string> {
    this.check('updatePhone');
    this.current().phoneDigits = phone.replace(/\D/g, '');
    return formatPhone(phone);
  }

  async checkDemoRequest(): Promise<DemoCheck> {
    this.check('checkDemoRequest');
    const account = this.demoCandidate();
    return {
      email: account.data.email,
      nome: account.data.nome,
      phone: formatPhone(account.phoneDigits) || account.phoneDigits,
    };
  }

  async requestDemo(): Promise<DemoGranted> {
    this.check('requestDemo');
    const account = this.demoCandidate();
    if (!isValidPhone(account.phoneDigits)) throw businessError(ErrorCode.PHONE_NOT_FOUND);
    account.data = { ...account.data, profile: Profile.DEMO, signature: 'Demonstração (7 dias)' };
    account.demoEndsAt = '2026-11-28T12:00:00.000Z';
    return { profile: Profile.DEMO, signature: account.data.signature, demoEndsAt: account.demoEndsAt };
  }

  private demoCandidate(): FakeAccountRecord {
    const account = this.current();
    if (account.data.profile === Profile.SUBSCRIBER)
      throw refusal('DemoActiveContractError', 'Já existe um contrato ativo para este usuário.');
    if (account.data.profile === Profile.DEMO)
      throw refusal('DemoActiveDemoError', 'Já existe uma demonstração ativa para este usuário.');
    return account;
  }

  async deleteAccount(): Promise<void> {
    this.check('deleteAccount');
    const account = this.current();
    if (account.data.profile === Profile.SUBSCRIBER) {
      account.disabled = true;
      this.deletions.push({ email: account.data.email, outcome: 'registered' });
      throw businessError(ErrorCode.USER_CANNOT_BE_DELETED);
    }
    this.accounts.delete(account.data.email);
    this.deletions.push({ email: account.data.email, outcome: 'deleted' });
  }

  async privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    this.check('privacyPolicy');
    const title = { pt: 'Política de Privacidade', en: 'Privacy Policy', es: 'Política de Privacidad' }[language];
    return {
      version: 2,
      date: '2023-09-21',
      language,
      title,
      sections: [{ title: '1. Termos e definições', text: 'Dados pessoais são informações…' }],
    };
  }
}
