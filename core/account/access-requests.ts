// The new-client and account-change forms (SPEC §3, Other forms; §6: account data is edited through customer service).
import { emailIssue, isFilled } from '../kernel/validation/forms';
import { type FieldIssue } from '../kernel/validation/messages';
import { isValidPhone } from '../kernel/validation/phone';

/** The new-client form: a well-formed e-mail, a phone and a name. */
export function validateNewClient(input: { email: string; phone: string; name: string }): FieldIssue<'email' | 'phone' | 'name'>[] {
  const issues: FieldIssue<'email' | 'phone' | 'name'>[] = [];
  const email = emailIssue('email', input.email);
  if (email) issues.push(email);
  const phone = phoneIssue('phone', input.phone);
  if (phone) issues.push(phone);
  if (!isFilled(input.name)) issues.push({ field: 'name', message: 'required' });
  return issues;
}

/** The issue of a phone field: required, then 11 or 12 digits. */
export function phoneIssue<F extends string>(field: F, value: string | null | undefined): FieldIssue<F> | null {
  if (!isFilled(value)) return { field, message: 'required' };
  return isValidPhone(value) ? null : { field, message: 'invalidPhone' };
}
