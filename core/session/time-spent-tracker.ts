// Time spent (SPEC §4): counted each second while the page is visible, kept in session storage.
import { MIN_REPORTABLE_SESSION_SECONDS, TIME_TICK_MS } from '../kernel/constants';
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { type SessionApiPort } from './session-api.port';
import { type StoragePort } from '../kernel/storage.port';
import { type TimeCounter } from './time-counter';

/** Session-storage key of the seconds counted. */
export const TIME_SPENT_KEY = 'timeSpent';

/** Options of the tracker. */
export interface TimeSpentOptions {
  /** When set (the default) the time is sent only if over 30 s; when cleared it is always sent. */
  checkMinimum?: boolean;
}

/**
 * Counts the seconds spent: one tick per second (through the clock) while the page is visible, paused
 * while hidden, resumed when visible again; the count lives in session storage, so a reload of the tab
 * keeps it. On stop the count is sent (over 30 s only, unless the check flag is cleared) and reset.
 */
export class TimeSpentTracker implements TimeCounter {
  private handle: TimerHandle | null = null;
  private running = false;
  private visible = true;
  private readonly checkMinimum: boolean;

  constructor(
    private readonly clock: ClockPort,
    private readonly sessionStorage: StoragePort,
    private readonly api: SessionApiPort,
    options: TimeSpentOptions = {},
  ) {
    this.checkMinimum = options.checkMinimum ?? true;
  }

  /** The seconds counted so far. */
  get seconds(): number {
    const stored = Number(this.sessionStorage.getItem(TIME_SPENT_KEY));
    return Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
  }

  /** Whether the count is ticking now. */
  get ticking(): boolean {
    return this.handle !== null;
  }

  /** Starts counting; `visible` is whether the page is visible now. */
  start(visible = true): void {
    this.running = true;
    this.visible = visible;
    this.sync();
  }

  /** The page became visible (resume) or hidden (pause). */
  visibilityChanged(visible: boolean): void {
    this.visible = visible;
    this.sync();
  }

  /** Stops counting, resets the count and sends it when the rule says so. */
  async stop(): Promise<void> {
    this.running = false;
    this.sync();
    const seconds = this.seconds;
    this.sessionStorage.removeItem(TIME_SPENT_KEY);
    if (!this.checkMinimum || seconds > MIN_REPORTABLE_SESSION_SECONDS) await this.api.sendTimeSpent(seconds);
  }

  private sync(): void {
    const shouldTick = this.running && this.visible;
    if (shouldTick && this.handle === null) {
      this.handle = this.clock.setInterval(() => this.tick(), TIME_TICK_MS);
    } else if (!shouldTick && this.handle !== null) {
      this.clock.clearInterval(this.handle);
      this.handle = null;
    }
  }

  private tick(): void {
    this.sessionStorage.setItem(TIME_SPENT_KEY, String(this.seconds + 1));
  }
}
