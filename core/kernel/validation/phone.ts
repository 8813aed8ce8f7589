// Phone numbers (SPEC §5): the mask 00 00000-0000.

/**
 * A phone number with the mask 00 00000-0000. Only digits count; the input must have 11 digits
 * (area code + nine-digit mobile) or 12 digits, otherwise the result is ''. With 12 digits the
 * area group takes three digits (a trunk-prefixed or three-digit area code: '011 98765-4321'),
 * keeping the five-four layout of the number itself.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 2)} ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 12) return `${digits.slice(0, 3)} ${digits.slice(3, 8)}-${digits.slice(8)}`;
  return '';
}

/** Whether a phone number can be formatted (11 or 12 digits). */
export function isValidPhone(value: string | null | undefined): boolean {
  return formatPhone(value) !== '';
}
