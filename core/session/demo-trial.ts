// The demo trial (SPEC §4, §9: 7 days) and the confirmation code validity (up to 2 hours).
import { parseIsoInstant } from '../kernel/calendar';
import { CONFIRMATION_TOKEN_VALIDITY_MS, DEMO_TRIAL_DAYS } from '../kernel/constants';
import { type ClockPort } from '../kernel/clock.port';

/** A moment: epoch milliseconds or an ISO 8601 string. */
export type Instant = number | string;

/** An instant in epoch milliseconds (NaN when the text names none). */
function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : (parseIsoInstant(instant) ?? Number.NaN);
}

const DAY_MS = 86_400_000;

/** When a demo that started at `start` ends: 7 days (7 × 24 h) later, in epoch milliseconds. */
export function demoTrialEnd(start: Instant): number {
  return toMillis(start) + DEMO_TRIAL_DAYS * DAY_MS;
}

/** Whether a demo trial that ends at `end` is still running now (it is over at `end` exactly). */
export function isDemoTrialRunning(end: Instant, clock: Pick<ClockPort, 'now'>): boolean {
  return clock.now() < toMillis(end);
}

/** Whether a demo that started at `start` is still running now. */
export function isDemoTrialActive(start: Instant, clock: ClockPort): boolean {
  const now = clock.now();
  return now >= toMillis(start) && now < demoTrialEnd(start);
}

/** Whole days left in the demo (a part day counts as one); 0 once it ended. */
export function demoDaysLeft(start: Instant, clock: ClockPort): number {
  const left = demoTrialEnd(start) - clock.now();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/** Whether a confirmation code issued at `issuedAt` is still valid: up to 2 hours later (2 h exactly included). */
export function isConfirmationCodeValid(issuedAt: Instant, clock: ClockPort): boolean {
  const age = clock.now() - toMillis(issuedAt);
  return age >= 0 && age <= CONFIRMATION_TOKEN_VALIDITY_MS;
}
