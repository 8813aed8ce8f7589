// The input masks of SPEC §5 (phone 00 00000-0000, CNPJ 00.000.000/0000-00, CPF 000.000.000-00): the one
// definition that the formatters below and the masked inputs of the interface both follow.

/** A masked kind of value. */
export type MaskName = 'phone' | 'cpf' | 'cnpj';

/** In a mask pattern, the slot of one digit. */
export const DIGIT_SLOT = '0';
/** In a mask pattern, the slot of one digit or letter (the alphanumeric CNPJ); every other character is literal. */
export const ALPHANUMERIC_SLOT = '#';

/**
 * The patterns of each mask as the user types, shortest first. The phone grows from a ten-digit number
 * (while typing) to the eleven digits of a mobile and the twelve of a trunk-prefixed or three-digit area code;
 * the CNPJ's twelve base characters may be letters, its two check digits are digits.
 */
export const MASK_PATTERNS = {
  phone: ['00 0000-0000', '00 00000-0000', '000 00000-0000'],
  cpf: ['000.000.000-00'],
  cnpj: ['##.###.###/####-00'],
} as const satisfies Record<MaskName, readonly string[]>;

/** Fills a mask pattern's slots with the characters given, as far as they go (a partial value gets a partial mask). */
export function applyMask(pattern: string, chars: string): string {
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= chars.length) break;
    out += slot === DIGIT_SLOT || slot === ALPHANUMERIC_SLOT ? chars[i++] : slot;
  }
  return out;
}
