// The guided tour (SPEC §4): started, skipped or finished; skipping is remembered.
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
