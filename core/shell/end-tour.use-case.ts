import { type SessionRepository } from '../session/session-repository';
import { type LayoutApiPort } from './layout-api.port';
import { type Tour } from './tour';

/** How the tour ended: put away before its end (close, Escape, Skip) or gone through to its last step. */
export type TourEnd = 'skipped' | 'finished';

/**
 * Ends the guided tour and remembers it (SPEC §4, Tour): at once on this device (the tour-skipped flag, so a visitor
 * and a failed save keep it too) and, for a signed-in user, in the stored user (skipTour true) and on the account
 * (POST client/update/skip-tour), so that no later sign-in, on any device, starts it by itself again.
 */
export class EndTourUseCase {
  constructor(
    private readonly tour: Tour,
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Ends the tour; true when the account keeps it, false when nobody is signed in. A failed save rejects (the device keeps it). */
  async execute(end: TourEnd): Promise<boolean> {
    if (end === 'skipped') this.tour.skip();
    else this.tour.finish();
    const user = this.session.current();
    if (!user) return false;
    if (!user.skipTour) this.session.update({ ...user, skipTour: true });
    await this.api.saveTourChoice({ skipTour: true });
    return true;
  }
}
