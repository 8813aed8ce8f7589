// The new-client and account-change forms (SPEC §3, Other forms; §6: account data is edited through customer service).
import { EMAIL_RULES, PHONE_FORM_RULES, PHONE_RULES } from '../kernel/validation/forms';
import { type FieldIssue } from '../kernel/validation/messages';
import { checkForm, required, type FormRules } from '../kernel/validation/rules';

/** The new-client form. */
export interface NewClientInput {
  name: string;
  email: string;
  phone: string;
}

/** The new-client rules: a well-formed e-mail, a phone and a name. */
export const NEW_CLIENT_RULES: FormRules<NewClientInput> = { email: EMAIL_RULES, phone: PHONE_RULES, name: [required] };

/** The new-client issues. */
export function validateNewClient(input: NewClientInput): FieldIssue<'email' | 'phone' | 'name'>[] {
  return checkForm(NEW_CLIENT_RULES, input);
}

/** The issue of a phone on its own: required, then 11 or 12 digits. */
export function phoneIssue(field: 'phone', value: string | null | undefined): FieldIssue<'phone'> | null {
  return checkForm(PHONE_FORM_RULES, { phone: value ?? '' })[0] ?? null;
}
