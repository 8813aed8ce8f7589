import {
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
import {
  AccountDataDto,
  CurrentSignatureDto,
  DemoCheckDto,
  DemoGrantedDto,
  NotificationSettingsDto,
  PendingRegistrationDto,
  UpdatedPhoneDto,
} from './account/account.dto';
import { type ApiClient } from './api-client';
import { PrivacyPolicyDto, RightsItemDto } from './kernel/kernel.dto';

/** AccountApiPort over the HTTP API (SPEC §7: authentication, account and client, password and access). */
export class HttpAccountApi implements AccountApiPort {
  constructor(private readonly api: ApiClient) {}

  register(request: RegisterRequest): Promise<PendingRegistration> {
    return this.api.post('auth/register', request, { response: PendingRegistrationDto });
  }

  async resendConfirmation(token: string): Promise<void> {
    await this.api.get(`auth/send-confirm-email-token/${encodeURIComponent(token)}`);
  }

  async confirmEmail(request: ConfirmEmailRequest): Promise<void> {
    await this.api.post('auth/validate/confirm-email-token', request);
  }

  async forgotPassword(email: string): Promise<void> {
    await this.api.post('forgot-password/client', { email });
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    await this.api.post('reset-password/client', request);
  }

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await this.api.post('change-password/client', request);
  }

  async lostAccess(request: LostAccessRequest): Promise<void> {
    await this.api.post('lost-access/client', request);
  }

  async newClient(request: NewClientRequest): Promise<void> {
    await this.api.post('authenticate/new-client', request);
  }

  myAccount(): Promise<AccountData> {
    return this.api.get('my-account', { response: AccountDataDto });
  }

  async requestAccountChange(message: string): Promise<void> {
    await this.api.post('my-account', { message });
  }

  notifications(): Promise<NotificationSettings> {
    return this.api.get('user-notification', { response: NotificationSettingsDto });
  }

  saveNotifications(settings: { blockAll: boolean; items: NotificationChoice[] }): Promise<NotificationSettings> {
    return this.api.post('user-notification', settings, { response: NotificationSettingsDto });
  }

  currentSignature(): Promise<CurrentSignature> {
    return this.api.get('signatures/client/current', { response: CurrentSignatureDto });
  }

  packages(): Promise<RightsItem[]> {
    return this.api.get('signatures/client', { response: [RightsItemDto] });
  }

  async updatePhone(phone: string): Promise<string> {
    return (await this.api.post('update-phone/client', { phone }, { response: UpdatedPhoneDto })).phone;
  }

  checkDemoRequest(): Promise<DemoCheck> {
    return this.api.get('client/signature/check-request-demo', { response: DemoCheckDto });
  }

  requestDemo(): Promise<DemoGranted> {
    return this.api.get('client/signature/request-demo', { response: DemoGrantedDto });
  }

  async deleteAccount(): Promise<void> {
    await this.api.delete('client/delete-account');
  }

  privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    return this.api.get('privacy-policy-content', { params: { language }, response: PrivacyPolicyDto });
  }
}
