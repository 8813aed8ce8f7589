// The version check (SPEC §4): the version file is read every 120 s; a new hash reloads the app.
import { VERSION_CHECK_INTERVAL_MS } from '../kernel/constants';
import { type AppVersionPort } from './app-version.port';
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { type LoggerPort } from '../kernel/logger.port';
import { type NavigationPort } from '../kernel/navigation.port';

/**
 * Reads the version hash at start and every 120 s; when it differs from the first hash seen, the app
 * reloads (once). A failed read is logged and the next check tries again.
 */
export class VersionChecker {
  private baseline: string | null = null;
  private handle: TimerHandle | null = null;
  private reloaded = false;

  constructor(
    private readonly clock: ClockPort,
    private readonly version: AppVersionPort,
    private readonly navigation: NavigationPort,
    private readonly logger: LoggerPort,
  ) {}

  /** Reads the first hash, then checks every 120 s. */
  async start(): Promise<void> {
    if (this.handle !== null) return;
    this.handle = this.clock.setInterval(() => void this.check(), VERSION_CHECK_INTERVAL_MS);
    await this.check();
  }

  /** Reads the hash now; true when it changed and the app is reloading. */
  async check(): Promise<boolean> {
    if (this.reloaded) return true;
    let hash: string;
    try {
      hash = await this.version.hash();
    } catch (error) {
      this.logger.warn('version check failed', error);
      return false;
    }
    if (this.baseline === null) {
      this.baseline = hash;
      return false;
    }
    if (hash === this.baseline) return false;
    if (this.reloaded) return true;
    this.reloaded = true;
    this.stop();
    this.navigation.reload();
    return true;
  }

  /** Stops checking. */
  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
  }
}
