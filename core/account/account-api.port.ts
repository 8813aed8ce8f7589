import { type RightsItem } from '../kernel/active-user';
import {
  type AccountData,
  type ChangePasswordRequest,
  type ConfirmEmailRequest,
  type CurrentSignature,
  type DemoCheck,
  type DemoGranted,
  type LostAccessRequest,
  type NewClientRequest,
  type NotificationChoices,
  type NotificationSettings,
  type PendingRegistration,
  type PrivacyPolicy,
  type RegisterRequest,
  type ResetPasswordRequest,
} from './api';
import { type PolicyLanguage } from '../kernel/locale';

/** The account, registration and password calls of the API (SPEC §7). */
export interface AccountApiPort {
  /** POST auth/register. */
  register(request: RegisterRequest): Promise<PendingRegistration>;
  /** GET auth/send-confirm-email-token/{token}: mails a new confirmation code. */
  resendConfirmation(token: string): Promise<void>;
  /** POST auth/validate/confirm-email-token. */
  confirmEmail(request: ConfirmEmailRequest): Promise<void>;
  /** POST forgot-password/client. */
  forgotPassword(email: string): Promise<void>;
  /** POST reset-password/client. */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /** POST change-password/client. */
  changePassword(request: ChangePasswordRequest): Promise<void>;
  /** POST lost-access/client. */
  lostAccess(request: LostAccessRequest): Promise<void>;
  /** POST authenticate/new-client. */
  newClient(request: NewClientRequest): Promise<void>;
  /** GET my-account. */
  myAccount(): Promise<AccountData>;
  /** POST my-account: a change of account data, for customer service. */
  requestAccountChange(message: string): Promise<void>;
  /** GET user-notification. */
  notifications(): Promise<NotificationSettings>;
  /** POST user-notification. */
  saveNotifications(settings: NotificationChoices): Promise<NotificationSettings>;
  /** GET signatures/client/current. */
  currentSignature(): Promise<CurrentSignature>;
  /** GET signatures/client: the packages, each subject with whether the plan includes it. */
  packages(): Promise<RightsItem[]>;
  /** POST update-phone/client; answers the phone masked. */
  updatePhone(phone: string): Promise<string>;
  /** GET client/signature/check-request-demo. */
  checkDemoRequest(): Promise<DemoCheck>;
  /** GET client/signature/request-demo. */
  requestDemo(): Promise<DemoGranted>;
  /** DELETE client/delete-account. */
  deleteAccount(): Promise<void>;
  /** GET privacy-policy-content in a language. */
  privacyPolicy(language: PolicyLanguage): Promise<PrivacyPolicy>;
}
/** Injection token of the AccountApiPort. */
export const AccountApiPort = Symbol('AccountApiPort');
