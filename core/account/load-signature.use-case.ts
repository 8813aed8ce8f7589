import { DateTime } from 'luxon';
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

/** When a trial that ends at `end` started (the server answers the end). */
function trialStart(end: Instant): number {
  const instant = typeof end === 'number' ? DateTime.fromMillis(end) : DateTime.fromISO(end, { setZone: true });
  return instant.minus({ days: DEMO_TRIAL_DAYS }).toMillis();
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
