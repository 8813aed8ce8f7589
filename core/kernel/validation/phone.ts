// Phone numbers (SPEC §5): the mask 00 00000-0000.
import { applyMask, MASK_PATTERNS } from './masks';

/**
 * A phone number with the mask 00 00000-0000. Only digits count; the input must have 11 digits
 * (area code + nine-digit mobile) or 12 digits, otherwise the result is ''. With 12 digits the
 * area group takes three digits (a trunk-prefixed or three-digit area code: '011 98765-4321'),
 * keeping the five-four layout of the number itself.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11) return applyMask(MASK_PATTERNS.phone[1], digits);
  if (digits.length === 12) return applyMask(MASK_PATTERNS.phone[2], digits);
  return '';
}

/** Whether a phone number can be formatted (11 or 12 digits). */
export function isValidPhone(value: string | null | undefined): boolean {
  return formatPhone(value) !== '';
}
