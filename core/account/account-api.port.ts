import { type RightsItem } from '../kernel/active-user';
import { type Locale, type LocalizedNames } from '../kernel/locale';
import { type Profile } from '../kernel/profile';
import { type UserType } from '../kernel/validation/documents';

/** The body of auth/register (SPEC §3, Register). */
export interface RegisterRequest {
  email: string;
  emailConfirmation: string;
  nome: string;
  userType: UserType;
  document: string;
  phone: string;
  password: string;
  acceptedTerms: boolean;
  language: Locale;
}

/** A registration waiting for its e-mail confirmation code; the token goes back with the code. */
export interface PendingRegistration {
  email: string;
  token: string;
}

/** The body of auth/validate/confirm-email-token. */
export interface ConfirmEmailRequest {
  token: string;
  code: string;
  device_id: string;
}

/** The body of reset-password/client: the mailed token and the new password twice. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The body of change-password/client. */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** The body of lost-access/client (SPEC §3, Other forms). */
export interface LostAccessRequest {
  email: string;
  phone: string;
  message: string;
}

/** The body of authenticate/new-client (SPEC §3, Other forms). */
export interface NewClientRequest {
  email: string;
  phone: string;
  nome: string;
}

/** The account data of GET my-account (SPEC §3, Account); document and phone come masked. */
export interface AccountData {
  email: string;
  nome: string;
  userCode: string;
  userType: UserType | null;
  document: string;
  phone: string;
  groups: string[];
  language: Locale;
  country: string;
  profile: Profile;
  signature: string;
}

/** One commodity's notification choice. */
export interface NotificationChoice {
  commodity: number;
  email: boolean;
  app: boolean;
}

/** One commodity of the notification settings, with its names per locale. */
export interface NotificationItem extends NotificationChoice, LocalizedNames {
}

/** The notification settings of user-notification: block all, and e-mail and app per commodity. */
export interface NotificationSettings {
  blockAll: boolean;
  items: NotificationItem[];
}

/** The current signature of signatures/client/current. */
export interface CurrentSignature {
  signature: string;
  profile: Profile;
  /** When a demo trial ends (ISO 8601); null when not a demo. */
  demoEndsAt: string | null;
}

/** The demo request's check-info answer: who asks, and the phone on record ('' when none). */
export interface DemoCheck {
  email: string;
  nome: string;
  phone: string;
}

/** A granted demo. */
export interface DemoGranted {
  profile: Profile;
  signature: string;
  demoEndsAt: string;
}

/** The privacy policy of privacy-policy-content (SPEC §2). */
export interface PrivacyPolicy {
  version: number;
  date: string;
  language: 'pt' | 'en' | 'es';
  title: string;
  sections: { title: string; text: string }[];
}

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
  saveNotifications(settings: { blockAll: boolean; items: NotificationChoice[] }): Promise<NotificationSettings>;
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
  privacyPolicy(language: PrivacyPolicy['language']): Promise<PrivacyPolicy>;
}
/** Injection token of the AccountApiPort. */
export const AccountApiPort = Symbol('AccountApiPort');
