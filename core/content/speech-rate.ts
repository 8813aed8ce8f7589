// The speech rate a user keeps with the layout preferences (issue 17, part 2); its bounds and default are the kernel's
// constants.
import { DEFAULT_SPEECH_RATE, SPEECH_RATE_MAX, SPEECH_RATE_MIN } from '../kernel/constants';

/** Whether a value is a speech rate a user may keep (a number from 0.5 to 2). */
export function isSpeechRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= SPEECH_RATE_MIN && value <= SPEECH_RATE_MAX;
}

/** The speech rate to read at: the user's when it is one a user may keep, else the default (1). */
export function speechRateOf(value: unknown): number {
  return isSpeechRate(value) ? value : DEFAULT_SPEECH_RATE;
}
