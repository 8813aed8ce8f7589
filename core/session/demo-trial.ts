// The demo trial (SPEC §4, §9: 7 days).
import { DateTime } from 'luxon';
import { DEMO_TRIAL_DAYS } from '../kernel/constants';
import { type ClockPort } from '../kernel/clock.port';

/** A moment: epoch milliseconds or an ISO 8601 string. */
export type Instant = number | string;

function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : DateTime.fromISO(instant, { setZone: true }).toMillis();
}

/** When a demo that started at `start` ends: 7 days (7 × 24 h) later, in epoch milliseconds. */
export function demoTrialEnd(start: Instant): number {
  return DateTime.fromMillis(toMillis(start), { zone: 'utc' }).plus({ days: DEMO_TRIAL_DAYS }).toMillis();
}

/** Whether a demo trial that ends at `end` is still running now (it is over at `end` exactly). */
export function isDemoTrialRunning(end: Instant, clock: Pick<ClockPort, 'now'>): boolean {
  return clock.now() < toMillis(end);
}

/** Whole days left in the demo (a part day counts as one); 0 once it ended. */
export function demoDaysLeft(start: Instant, clock: ClockPort): number {
  const left = demoTrialEnd(start) - clock.now();
  return left > 0 ? Math.ceil(left / 86_400_000) : 0;
}
