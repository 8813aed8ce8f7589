// The PIN that replaces biometry on a device (issue: native shell): six digits, none of the guessable ones.
import { PIN_LENGTH } from '../kernel/constants';

/** Why a PIN cannot be used: not six digits, or one anyone would try first (one digit repeated, a run up or down). */
export type PinProblem = 'pinFormat' | 'pinGuessable';

/** What is wrong with a PIN, or null when it can be used. */
export function pinProblem(pin: string): PinProblem | null {
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return 'pinFormat';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
  const onlyStep = steps.size === 1 ? [...steps][0] : undefined;
  return onlyStep !== undefined && Math.abs(onlyStep) <= 1 ? 'pinGuessable' : null;
}
