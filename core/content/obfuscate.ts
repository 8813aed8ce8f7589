// Obfuscation (SPEC §9): only the last 10 characters stay readable.
import { OBFUSCATION_VISIBLE_CHARS } from '../kernel/constants';

/** The character that replaces each hidden character. */
export const OBFUSCATION_CHAR = '*';

/**
 * A value with every character but the last 10 replaced by '*', one for one (so the length stays
 * visible, as on a card number). Values of 10 characters or fewer come back unchanged; null gives ''.
 */
export function obfuscate(value: string | null | undefined): string {
  const chars = [...(value ?? '')];
  const hidden = Math.max(0, chars.length - OBFUSCATION_VISIBLE_CHARS);
  return OBFUSCATION_CHAR.repeat(hidden) + chars.slice(hidden).join('');
}
