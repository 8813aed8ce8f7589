// E-mail addresses (SPEC §5).

/**
 * A pragmatic address check: one '@', a local part without blanks, a domain of dot-separated labels
 * (letters, digits, hyphens, not starting or ending with a hyphen) ending in a top-level domain of at
 * least two letters. Surrounding blanks are ignored (callers trim before sending).
 */
const EMAIL = /^[^\s@"(),:;<>[\]\\]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Whether a value is a well-formed e-mail address. */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length > 254) return false;
  const local = email.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL.test(email);
}
