// The form rules of SPEC §5: confirmation fields, e-mail, passwords, registration, demo request.
import { ErrorCode } from '../errors/error-codes';
import { isValidDocument, type UserType } from './documents';
import { isValidEmail } from './email';
import { type FieldIssue } from './messages';
import { passwordIssue } from './password';
import { isValidPhone } from './phone';

/** Whether a field holds something other than blanks. */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Adds an issue to a list when there is one. */
function pushIssue<F extends string>(issues: FieldIssue<F>[], issue: FieldIssue<F> | null): void {
  if (issue) issues.push(issue);
}

/** The confirmation rule: a field and its repeat must be equal (exactly: passwords are not trimmed). */
export function fieldsMatch(value: string | null | undefined, repeat: string | null | undefined): boolean {
  return (value ?? '') === (repeat ?? '');
}

/** The issue of a confirmation field, or null when it matches. */
export function confirmationIssue<F extends string>(field: F, value: string, repeat: string): FieldIssue<F> | null {
  return fieldsMatch(value, repeat) ? null : { field, message: 'fieldsMustMatch' };
}

/** The issue of an e-mail field: required, then well-formed. */
export function emailIssue<F extends string>(field: F, value: string | null | undefined): FieldIssue<F> | null {
  if (!isFilled(value)) return { field, message: 'required' };
  return isValidEmail(value) ? null : { field, message: 'invalidEmail' };
}

/** The change-password form. `currentIsValid` is false once the server has refused the current password. */
export interface ChangePasswordInput {
  current: string;
  next: string;
  repeat: string;
  currentIsValid?: boolean;
}

/**
 * The change-password rules (SPEC §5): every field required; the current password valid (5207);
 * new and repeat equal (5351); new different from current (5350) and following the password rule. Empty list when the form is good.
 */
export function validateChangePassword(input: ChangePasswordInput): FieldIssue<'current' | 'next' | 'repeat'>[] {
  const issues: FieldIssue<'current' | 'next' | 'repeat'>[] = [];
  if (!isFilled(input.current)) issues.push({ field: 'current', message: 'required' });
  else if (input.currentIsValid === false) issues.push({ field: 'current', code: ErrorCode.INVALID_CURRENT_PASSWORD });
  if (!isFilled(input.next)) issues.push({ field: 'next', message: 'required' });
  else if (isFilled(input.current) && input.next === input.current) issues.push({ field: 'next', code: ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT });
  else pushIssue(issues, passwordIssue('next', input.next));
  if (!isFilled(input.repeat)) issues.push({ field: 'repeat', message: 'required' });
  else if (isFilled(input.next) && input.next !== input.repeat) issues.push({ field: 'repeat', code: ErrorCode.PASSWORD_CONFIRMATION_MISMATCH });
  return issues;
}

/** The reset-password form: the new password, following the password rule, and its repeat, both required and equal. */
export function validateResetPassword(input: { password: string; repeat: string }): FieldIssue<'password' | 'repeat'>[] {
  const issues: FieldIssue<'password' | 'repeat'>[] = [];
  if (!isFilled(input.password)) issues.push({ field: 'password', message: 'required' });
  else pushIssue(issues, passwordIssue('password', input.password));
  if (!isFilled(input.repeat)) issues.push({ field: 'repeat', message: 'required' });
  else if (isFilled(input.password)) {
    const mismatch = confirmationIssue('repeat', input.password, input.repeat);
    if (mismatch) issues.push(mismatch);
  }
  return issues;
}

/** The forgot-password form: a well-formed e-mail. */
export function validateForgotPassword(input: { email: string }): FieldIssue<'email'>[] {
  const issue = emailIssue('email', input.email);
  return issue ? [issue] : [];
}

/** The lost-access form: a well-formed e-mail, a phone and a message. */
export function validateLostAccess(input: { email: string; phone: string; message: string }): FieldIssue<'email' | 'phone' | 'message'>[] {
  const issues: FieldIssue<'email' | 'phone' | 'message'>[] = [];
  const email = emailIssue('email', input.email);
  if (email) issues.push(email);
  if (!isFilled(input.phone)) issues.push({ field: 'phone', message: 'required' });
  else if (!isValidPhone(input.phone)) issues.push({ field: 'phone', message: 'invalidPhone' });
  if (!isFilled(input.message)) issues.push({ field: 'message', message: 'required' });
  return issues;
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
 * The registration rules (SPEC §5): e-mail well-formed and repeated, name, a CPF for an individual
 * (5204 when invalid) or a CNPJ for a company (5205), a phone, a password following the password rule, and the
 * Terms of Use accepted.
 * Whether the e-mail or document is already registered (5400–5403) is the server's answer.
 */
export function validateRegistration(input: RegistrationInput): FieldIssue<RegistrationField>[] {
  const issues: FieldIssue<RegistrationField>[] = [];
  const email = emailIssue('email', input.email);
  if (email) issues.push(email);
  if (!isFilled(input.emailRepeat)) issues.push({ field: 'emailRepeat', message: 'required' });
  else if (input.email.trim().toLowerCase() !== input.emailRepeat.trim().toLowerCase()) issues.push({ field: 'emailRepeat', message: 'fieldsMustMatch' });
  if (!isFilled(input.name)) issues.push({ field: 'name', message: 'required' });
  if (!isFilled(input.document)) issues.push({ field: 'document', message: 'required' });
  else if (!isValidDocument(input.userType, input.document)) {
    issues.push({ field: 'document', code: input.userType === 'individual' ? ErrorCode.INVALID_CPF : ErrorCode.INVALID_CNPJ });
  }
  if (!isFilled(input.phone)) issues.push({ field: 'phone', message: 'required' });
  else if (!isValidPhone(input.phone)) issues.push({ field: 'phone', message: 'invalidPhone' });
  if (!isFilled(input.password)) issues.push({ field: 'password', message: 'required' });
  else pushIssue(issues, passwordIssue('password', input.password));
  if (!input.acceptedTerms) issues.push({ field: 'acceptedTerms', message: 'termsRequired' });
  return issues;
}

/** The demo request's check-info step: the phone must exist and be well-formed. */
export function validateDemoRequest(input: { phone: string | null | undefined }): FieldIssue<'phone'>[] {
  if (!isFilled(input.phone)) return [{ field: 'phone', message: 'demoFieldNotFound' }];
  return isValidPhone(input.phone) ? [] : [{ field: 'phone', message: 'demoFieldInvalidFormat' }];
}
