// The account area's wire contract (SPEC §7): registration, passwords and access requests, my account, notifications,
// signature, demo and data deletion, each call's body and answer as the API spells them. The server's schemas are
// checked against these types at compile time; the HTTP adapter sends them as they are.
import { type Locale, type LocalizedNames, type PolicyLanguage } from '../kernel/locale';
import { type Profile } from '../kernel/profile';
import { type UserType } from '../kernel/validation/documents';

/** The body of auth/register (SPEC §3, Register); without a language, the mails go in the request's language (`lang`). */
export interface RegisterRequest {
  email: string;
  emailConfirmation: string;
  nome: string;
  userType: UserType;
  document: string;
  phone: string;
  password: string;
  acceptedTerms: boolean;
  language?: Locale;
}

/** A registration waiting for its e-mail confirmation code; the token goes back with the code. */
export interface PendingRegistration {
  email: string;
  token: string;
}

/** The path of auth/send-confirm-email-token/{token}: the registration whose code is mailed again. */
export interface ConfirmationTokenParams {
  token: string;
}

/** The body of auth/validate/confirm-email-token: the registration, the code typed, and the device to trust. */
export interface ConfirmEmailRequest {
  token: string;
  code: string;
  device_id?: string | null;
}

/** The answer of auth/validate/confirm-email-token: the new account's e-mail. */
export interface EmailConfirmed {
  confirmed: true;
  email: string;
}

/** The body of forgot-password/client. */
export interface ForgotPasswordRequest {
  email: string;
}

/** The body of reset-password/client: the mailed token and the new password twice. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The answer of reset-password/client. */
export interface PasswordReset {
  reset: true;
}

/** The body of change-password/client. */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** The answer of change-password/client. */
export interface PasswordChanged {
  changed: true;
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

/** The body of POST my-account: a change of account data, for customer service. */
export interface AccountChangeRequest {
  message: string;
}

/** The body of update-phone/client. */
export interface UpdatePhoneRequest {
  phone: string;
}

/** The answer of update-phone/client: the phone as saved, masked. */
export interface UpdatedPhone {
  phone: string;
}

/** One commodity's notification choice. */
export interface NotificationChoice {
  commodity: number;
  email: boolean;
  app: boolean;
}

/** One commodity of the notification settings, with its names per locale. */
export interface NotificationItem extends NotificationChoice, LocalizedNames {}

/** The body of POST user-notification: block all, and e-mail and app per commodity. */
export interface NotificationChoices {
  blockAll: boolean;
  items: NotificationChoice[];
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

/** The answer of client/delete-account when the account was deleted (with an active contract it answers 5501). */
export interface AccountDeleted {
  outcome: 'deleted';
}

/** One section of the privacy policy. */
export interface PolicySection {
  title: string;
  text: string;
}

/** The privacy policy of privacy-policy-content and cache content-private/privacy-policy (SPEC §2). */
export interface PrivacyPolicy {
  version: number;
  date: string;
  language: PolicyLanguage;
  title: string;
  sections: PolicySection[];
}
