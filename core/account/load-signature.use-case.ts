import { parseIsoInstant } from '../kernel/calendar';
import { type RightsItem } from '../kernel/active-user';
import { DEMO_TRIAL_DAYS } from '../kernel/constants';
import { Profile } from '../kernel/profile';
import { type AccountApiPort } from './account-api.port';
import { type CurrentSignature } from './api';
import { type ClockPort } from '../kernel/clock.port';
import { demoDaysLeft, type Instant } from '../session/demo-trial';

/** The signature and its packages, with the days left of a demo and whether a demo can be asked for. */
export interface SignatureOverview {
  current: CurrentSignature;
  packages: RightsItem[];
  /** Whole days left in a demo trial; null when not a demo. */
  demoDaysLeft: number | null;
  /** Only a Free user can request a demo (SPEC §6). */
  canRequestDemo: boolean;
}

/** Whether an ISO text carries its offset (Z or ±hh:mm), so that its days are exactly 24 hours long. */
const WITH_OFFSET = /T[^Z+-]*(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * When a trial that ends at `end` started (the server answers the end): the trial's days before it, counted on the
 * calendar of the end's own offset (24-hour days), or on the local calendar when the end has no offset.
 */
function trialStart(end: Instant): number {
  const millis = typeof end === 'number' ? end : (parseIsoInstant(end) ?? Number.NaN);
  if (typeof end === 'string' && WITH_OFFSET.test(end)) return millis - DEMO_TRIAL_DAYS * 86_400_000;
  const local = new Date(millis);
  local.setDate(local.getDate() - DEMO_TRIAL_DAYS);
  return local.getTime();
}

/** Reads the current signature and the packages (signatures/client/current, signatures/client). */
export class LoadSignatureUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly clock: ClockPort,
  ) {}

  /** Reads both. */
  async execute(): Promise<SignatureOverview> {
    const [current, packages] = await Promise.all([this.api.currentSignature(), this.api.packages()]);
    return {
      current,
      packages,
      demoDaysLeft:
        current.profile === Profile.DEMO && current.demoEndsAt
          ? demoDaysLeft(trialStart(current.demoEndsAt), this.clock)
          : null,
      canRequestDemo: current.profile === Profile.FREE,
    };
  }
}
