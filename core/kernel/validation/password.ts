// The password rule (NIST SP 800-63B): long enough and not a common password; no composition rules.
import { MIN_PASSWORD_LENGTH } from '../constants';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { type FieldIssue } from './messages';
import { firstBrokenRule, type FieldRule } from './rules';

let common: ReadonlySet<string> | undefined;

/** Whether a password is among the 10,000 most common passwords (compared in lower case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** The number of characters of a password as a person counts them (code points, not UTF-16 units). */
function characterCount(password: string): number {
  return [...password].length;
}

/**
 * The issue of a new password, or null when it follows the rule: at least {@link MIN_PASSWORD_LENGTH} characters
 * ('passwordTooShort') and not a common password ('passwordTooCommon'). An empty one is left to the required rule.
 */
export function passwordIssue<F extends string>(field: F, password: string | null | undefined): FieldIssue<F> | null {
  const broken = firstBrokenRule(PASSWORD_RULES, password ?? '', undefined);
  return broken ? ({ field, ...broken.issue } as FieldIssue<F>) : null;
}

/** The password rule as field rules of a form's new-password field (after `required`). */
export const PASSWORD_RULES: readonly FieldRule<unknown>[] = [
  {
    issue: { message: 'passwordTooShort' },
    passes: (value) => characterCount(typeof value === 'string' ? value : '') >= MIN_PASSWORD_LENGTH,
  },
  { issue: { message: 'passwordTooCommon' }, passes: (value) => typeof value !== 'string' || !isCommonPassword(value) },
];
