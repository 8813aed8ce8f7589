// The forms of SPEC §5 as tables of field rules: confirmation fields, e-mail, passwords, registration, demo request.
import { ErrorCode } from '../errors/error-codes';
import { type UserType } from './documents';
import { type FieldIssue } from './messages';
import { PASSWORD_RULES } from './password';
import { isValidPhone } from './phone';
import {
  accepted,
  checkForm,
  documentOf,
  differentFrom,
  isFilled,
  required,
  sameAs,
  sameEmail,
  wellFormedEmail,
  wellFormedPhone,
  type FormRules,
} from './rules';

/** The rules of an e-mail field: required, then well-formed. */
export const EMAIL_RULES = [required, wellFormedEmail] as const;

/** The rules of a phone field: required, then 11 or 12 digits. */
export const PHONE_RULES = [required, wellFormedPhone] as const;

/** The rules of a CPF or CNPJ field, when filled: a CPF for an individual (5204), a CNPJ for a company (5205). */
export const DOCUMENT_RULES = [
  documentOf('individual', { code: ErrorCode.INVALID_CPF }),
  documentOf('company', { code: ErrorCode.INVALID_CNPJ }),
] as const;

/** The change-password form. `currentIsValid` is false once the server has refused the current password. */
export interface ChangePasswordInput {
  current: string;
  next: string;
  repeat: string;
  currentIsValid?: boolean;
}

/**
 * The change-password rules (SPEC §5): every field required; the current password valid (5207); the new one
 * different from the current one (5350) and following the password rule; new and repeat equal (5351).
 */
export const CHANGE_PASSWORD_RULES: FormRules<ChangePasswordInput> = {
  current: [
    required,
    { issue: { code: ErrorCode.INVALID_CURRENT_PASSWORD }, passes: (_value, form) => form.currentIsValid !== false },
  ],
  next: [required, differentFrom('current', { code: ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT }), ...PASSWORD_RULES],
  repeat: [required, sameAs('next', { code: ErrorCode.PASSWORD_CONFIRMATION_MISMATCH })],
};

/** The change-password issues; empty when the form is good. */
export function validateChangePassword(input: ChangePasswordInput): FieldIssue<'current' | 'next' | 'repeat'>[] {
  return checkForm(CHANGE_PASSWORD_RULES, input);
}

/** The reset-password form: the new password and its repeat, both required and equal. */
export interface ResetPasswordInput {
  password: string;
  repeat: string;
}

/** The reset-password rules. */
export const RESET_PASSWORD_RULES: FormRules<ResetPasswordInput> = {
  password: [required, ...PASSWORD_RULES],
  repeat: [required, sameAs('password', { message: 'fieldsMustMatch' })],
};

/** The reset-password issues. */
export function validateResetPassword(input: ResetPasswordInput): FieldIssue<'password' | 'repeat'>[] {
  return checkForm(RESET_PASSWORD_RULES, input);
}

/** The forgot-password rules: a well-formed e-mail. */
export const FORGOT_PASSWORD_RULES: FormRules<{ email: string }> = { email: EMAIL_RULES };

/** The forgot-password issues. */
export function validateForgotPassword(input: { email: string }): FieldIssue<'email'>[] {
  return checkForm(FORGOT_PASSWORD_RULES, input);
}

/** The lost-access form. */
export interface LostAccessInput {
  email: string;
  phone: string;
  message: string;
}

/** The lost-access rules: a well-formed e-mail, a phone and a message. */
export const LOST_ACCESS_RULES: FormRules<LostAccessInput> = {
  email: EMAIL_RULES,
  phone: PHONE_RULES,
  message: [required],
};

/** The lost-access issues. */
export function validateLostAccess(input: LostAccessInput): FieldIssue<'email' | 'phone' | 'message'>[] {
  return checkForm(LOST_ACCESS_RULES, input);
}

/** The registration form (SPEC §3 Register, §5). */
export interface RegistrationInput {
  email: string;
  emailRepeat: string;
  name: string;
  userType: UserType;
  document: string;
  phone: string;
  password: string;
  acceptedTerms: boolean;
}

/** A registration field. */
export type RegistrationField = 'email' | 'emailRepeat' | 'name' | 'document' | 'phone' | 'password' | 'acceptedTerms';

/**
 * The registration rules (SPEC §5): e-mail well-formed and repeated (without regard to case), name, a CPF for an
 * individual (5204 when invalid) or a CNPJ for a company (5205), a phone, a password following the password rule,
 * and the Terms of Use accepted.
 * Whether the e-mail or document is already registered (5400–5403) is the server's answer.
 */
export const REGISTRATION_RULES: FormRules<RegistrationInput> = {
  email: EMAIL_RULES,
  emailRepeat: [required, sameAs('email', { message: 'fieldsMustMatch' }, sameEmail)],
  name: [required],
  document: [required, ...DOCUMENT_RULES],
  phone: PHONE_RULES,
  password: [required, ...PASSWORD_RULES],
  acceptedTerms: [accepted],
};

/** The registration issues. */
export function validateRegistration(input: RegistrationInput): FieldIssue<RegistrationField>[] {
  return checkForm(REGISTRATION_RULES, input);
}

/** The e-mail confirmation: the mailed code. */
export const CONFIRM_EMAIL_RULES: FormRules<{ code: string }> = { code: [required] };

/** A phone on its own (my account, the demo request). */
export const PHONE_FORM_RULES: FormRules<{ phone: string }> = { phone: PHONE_RULES };

/** A request to change the account data, sent to customer service. */
export const ACCOUNT_CHANGE_RULES: FormRules<{ message: string }> = { message: [required] };

/** The demo request's check-info step: the phone must exist (demoFieldNotFound) and be well-formed (demoFieldInvalidFormat). */
export const DEMO_REQUEST_RULES: FormRules<{ phone: string | null | undefined }> = {
  phone: [
    { issue: { message: 'demoFieldNotFound' }, passes: (value) => typeof value === 'string' && isFilled(value) },
    {
      issue: { message: 'demoFieldInvalidFormat' },
      passes: (value) => typeof value === 'string' && isValidPhone(value),
    },
  ],
};

/** The demo request's check-info issues. */
export function validateDemoRequest(input: { phone: string | null | undefined }): FieldIssue<'phone'>[] {
  return checkForm(DEMO_REQUEST_RULES, input);
}
