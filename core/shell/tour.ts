// The guided tour (SPEC §4): started, skipped or finished; skipping is remembered.
import { type AppEvents } from '../kernel/app-events';
import { type StoragePort } from '../kernel/storage.port';

/** Local-storage key of the tour-skipped flag. */
export const TOUR_SKIPPED_KEY = 'tourSkipped';

/** Where the tour is. */
export type TourStatus = 'idle' | 'running' | 'skipped' | 'finished';

/**
 * The tour: it starts by itself after login unless the user (skipTour) or this device (tour skipped)
 * has put it away; it can always be started by hand. Skipping or finishing it stores the flag, so it
 * does not start by itself again.
 */
export class Tour {
  private current: TourStatus = 'idle';

  constructor(private readonly local: StoragePort) {}

  /** Where the tour is. */
  get status(): TourStatus {
    return this.current;
  }

  /** Whether the tour was skipped or finished on this device. */
  isSkipped(): boolean {
    return this.local.getItem(TOUR_SKIPPED_KEY) === 'true';
  }

  /** Whether the tour starts by itself for a user with this skipTour setting. */
  shouldStartAutomatically(userSkipTour: boolean): boolean {
    return !userSkipTour && !this.isSkipped();
  }

  /** Starts the tour. */
  start(): void {
    this.current = 'running';
  }

  /** Skips the tour and remembers it. */
  skip(): void {
    this.current = 'skipped';
    this.local.setItem(TOUR_SKIPPED_KEY, 'true');
  }

  /** Finishes the tour and remembers it. */
  finish(): void {
    this.current = 'finished';
    this.local.setItem(TOUR_SKIPPED_KEY, 'true');
  }
}

/**
 * Offers the tour after a login (SPEC §4: the login applies the tour settings): on every login whose user has not put
 * the tour away (skipTour) on a device that has not either, `offer` is called once. A reload is no login, so the
 * tour is offered on the first page after signing in, not on every page.
 */
export class AfterLoginTour {
  constructor(
    private readonly events: AppEvents,
    private readonly tour: Tour,
    private readonly offer: () => void,
  ) {}

  /** Starts listening to logins; returns the way to stop. */
  start(): () => void {
    return this.events.on('login', (user) => {
      if (this.tour.shouldStartAutomatically(user.skipTour)) this.offer();
    });
  }
}
