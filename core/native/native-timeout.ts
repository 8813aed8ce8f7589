// The biometric request to the native shell (SPEC §8, §9): no reply in 8 seconds is a rejection.
import { BIOMETRIC_TIMEOUT_MS } from '../kernel/constants';
import { otherMessage, PT_BR_CATALOGUE } from '../kernel/errors/catalogue';
import { type ClockPort } from '../kernel/clock.port';
import { withTimeout } from '../kernel/timeout';

/** The rejection of a native request that got no reply in time. */
export class NativeReplyTimeoutError extends Error {
  constructor() {
    super(otherMessage('biometricTimeout', PT_BR_CATALOGUE));
    this.name = 'NativeReplyTimeoutError';
  }
}

/** How the biometric secret is registered: invalidated on a new enrolment, with backup disabled. */
export const BIOMETRIC_SECRET_OPTIONS = { invalidateOnNewEnrollment: true, disableBackup: true } as const;

/**
 * The reply of a native request, or a rejection with 'Timeout: Nenhuma resposta recebida do postMessage.'
 * when none arrives within 8 s (through the clock).
 */
export function withNativeTimeout<T>(
  reply: Promise<T>,
  clock: ClockPort,
  ms: number = BIOMETRIC_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(reply, clock, ms, () => new NativeReplyTimeoutError());
}
