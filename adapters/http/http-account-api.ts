import {
  type AccountApiPort, type AccountData, type ChangePasswordRequest, type ConfirmEmailRequest, type CurrentSignature, type DemoCheck, type DemoGranted,
  type LostAccessRequest, type NewClientRequest, type NotificationChoice, type NotificationSettings, type PendingRegistration, type PrivacyPolicy,
  type RegisterRequest, type ResetPasswordRequest, type RightsItem,
} from '../../core';
import { type ApiClient } from './api-client';

/** AccountApiPort over the HTTP API (SPEC §7: authentication, account and client, password and access). */
export class HttpAccountApi implements AccountApiPort {
  constructor(private readonly api: ApiClient) {}

  register(request: RegisterRequest): Promise<PendingRegistration> {
    return this.api.post<PendingRegistration>('auth/register', request);
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
    return this.api.get<AccountData>('my-account');
  }

  async requestAccountChange(message: string): Promise<void> {
    await this.api.post('my-account', { message });
  }

  notifications(): Promise<NotificationSettings> {
    return this.api.get<NotificationSettings>('user-notification');
  }

  saveNotifications(settings: { blockAll: boolean; items: NotificationChoice[] }): Promise<NotificationSettings> {
    return this.api.post<NotificationSettings>('user-notification', settings);
  }

  currentSignature(): Promise<CurrentSignature> {
    return this.api.get<CurrentSignature>('signatures/client/current');
  }

  packages(): Promise<RightsItem[]> {
    return this.api.get<RightsItem[]>('signatures/client');
  }

  async updatePhone(phone: string): Promise<string> {
    return (await this.api.post<{ phone: string }>('update-phone/client', { phone })).phone;
  }

  checkDemoRequest(): Promise<DemoCheck> {
    return this.api.get<DemoCheck>('client/signature/check-request-demo');
  }

  requestDemo(): Promise<DemoGranted> {
    return this.api.get<DemoGranted>('client/signature/request-demo');
  }

  async deleteAccount(): Promise<void> {
    await this.api.delete('client/delete-account');
  }

  privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy> {
    return this.api.get<PrivacyPolicy>('privacy-policy-content', { language });
  }
}
