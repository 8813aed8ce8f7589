import { type InputHTMLAttributes, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { ALPHANUMERIC_SLOT, DIGIT_SLOT, MASK_PATTERNS, type MaskName } from '../../../core';

/** The core's mask patterns in react-imask's terms: one pattern, or the dispatch of several as the value grows. */
const IMASK_OPTIONS: Record<MaskName, { mask: unknown }> = Object.fromEntries(
  Object.entries(MASK_PATTERNS).map(([name, patterns]) => [
    name,
    { mask: patterns.length === 1 ? patterns[0] : patterns.map((mask) => ({ mask })) },
  ]),
) as Record<MaskName, { mask: unknown }>;

/** What the core's slots take: '0' a digit (imask's own meaning), '#' a digit or a letter, upper-cased. */
const DEFINITIONS = { [DIGIT_SLOT]: /\d/, [ALPHANUMERIC_SLOT]: /[0-9A-Za-z]/ };

/** An input masked as the user types with one of the core's masks (SPEC §5: phone, CPF, CNPJ). */
export function MaskedInput({
  mask,
  value,
  onValueChange,
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  mask: MaskName;
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <IMaskInput
      {...input}
      mask={IMASK_OPTIONS[mask].mask as never}
      definitions={DEFINITIONS}
      prepareChar={(char: string) => char.toUpperCase()}
      inputRef={inputRef}
      value={value}
      onAccept={(accepted: string) => onValueChange(accepted)}
    />
  );
}
