// The field rules of the forms (SPEC §5): each form is a table of rules per field, checked here for the core's
// use cases and the server, and by the interface's form library through constraints that call these same rules.
import { isValidDocument, type UserType } from './documents';
import { isValidEmail } from './email';
import { type FieldIssue, type IssueBody } from './messages';
import { isValidPhone } from './phone';

/** One rule of a form field: the issue it gives, and whether a value passes it within the whole form. */
export interface FieldRule<V = never> {
  readonly issue: IssueBody;
  passes(value: unknown, form: V): boolean;
}

/** The rules of each field of a form, in the order they are checked: a field shows the issue of its first broken rule. */
export type FormRules<V> = { readonly [K in keyof V]?: readonly FieldRule<V>[] };

/** A field of a form as text ('' for anything that is not a string). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether a field holds something other than blanks. */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** The confirmation rule: a field and its repeat must be equal (exactly: passwords are not trimmed). */
export function fieldsMatch(value: string | null | undefined, repeat: string | null | undefined): boolean {
  return (value ?? '') === (repeat ?? '');
}

/** The first rule a value breaks, or undefined when it passes them all. */
export function firstBrokenRule<V>(rules: readonly FieldRule<V>[], value: unknown, form: V): FieldRule<V> | undefined {
  return rules.find((rule) => !rule.passes(value, form));
}

/** Checks a form against its rules: one issue per field that breaks one (its first), in the table's order; empty when good. */
export function checkForm<V, F extends keyof V & string = keyof V & string>(
  rules: FormRules<V>,
  form: V,
): FieldIssue<F>[] {
  const issues: FieldIssue<F>[] = [];
  for (const field of Object.keys(rules) as F[]) {
    const broken = firstBrokenRule(rules[field] ?? [], form[field], form);
    if (broken) issues.push({ field, ...broken.issue } as FieldIssue<F>);
  }
  return issues;
}

/** Something other than blanks ('Campo obrigatório'). */
export const required: FieldRule<unknown> = {
  issue: { message: 'required' },
  passes: (value) => isFilled(text(value)),
};

/** A well-formed e-mail, when filled. */
export const wellFormedEmail: FieldRule<unknown> = {
  issue: { message: 'invalidEmail' },
  passes: (value) => !isFilled(text(value)) || isValidEmail(text(value)),
};

/** A phone of 11 or 12 digits, when filled. */
export const wellFormedPhone: FieldRule<unknown> = {
  issue: { message: 'invalidPhone' },
  passes: (value) => !isFilled(text(value)) || isValidPhone(text(value)),
};

/** A box that must be checked (the Terms of Use). */
export const accepted: FieldRule<unknown> = { issue: { message: 'termsRequired' }, passes: (value) => value === true };

/** Equal to another field, once both are filled; `normalize` says what counts as equal (exact by default). */
export function sameAs<V>(
  other: keyof V & string,
  issue: IssueBody,
  normalize: (value: string) => string = (value) => value,
): FieldRule<V> {
  return {
    issue,
    passes: (value, form) =>
      !isFilled(text(value)) ||
      !isFilled(text(form[other])) ||
      fieldsMatch(normalize(text(value)), normalize(text(form[other]))),
  };
}

/** Different from another field, when both are filled. */
export function differentFrom<V>(other: keyof V & string, issue: IssueBody): FieldRule<V> {
  return {
    issue,
    passes: (value, form) =>
      !isFilled(text(value)) || !isFilled(text(form[other])) || text(value) !== text(form[other]),
  };
}

/** A CPF (an individual) or a CNPJ (a company) by the form's user type, when filled; `issue` is the one of that type. */
export function documentOf(userType: UserType, issue: IssueBody): FieldRule<{ userType: UserType }> {
  return {
    issue,
    passes: (value, form) =>
      form.userType !== userType || !isFilled(text(value)) || isValidDocument(userType, text(value)),
  };
}

/** The same e-mail, whatever its case and surrounding blanks. */
export const sameEmail = (value: string): string => value.trim().toLowerCase();
