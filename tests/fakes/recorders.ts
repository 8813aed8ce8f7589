import {
  type DisplayPreferences,
  type IdPort,
  type LoggerPort,
  type NavigationPort,
  type PreferencesPort,
  type TimeCounter,
} from '../../core';

/** Records the preferences applied. */
export class RecordingPreferences implements PreferencesPort {
  readonly applied: DisplayPreferences[] = [];
  apply(preferences: DisplayPreferences): void {
    this.applied.push(preferences);
  }
}

/** Records whole-page navigations. */
export class RecordingNavigation implements NavigationPort {
  readonly reloads: string[] = [];
  reloadAt(path: string): void {
    this.reloads.push(path);
  }
  reload(): void {
    this.reloads.push('(current page)');
  }
}

/** Records what was logged. */
export class RecordingLogger implements LoggerPort {
  readonly entries: { level: 'warn' | 'error'; message: string; detail?: unknown }[] = [];
  warn(message: string, detail?: unknown): void {
    this.entries.push({ level: 'warn', message, detail });
  }
  error(message: string, detail?: unknown): void {
    this.entries.push({ level: 'error', message, detail });
  }
}

/** Hands out predictable ids: id-1, id-2, ... */
export class SequentialIds implements IdPort {
  private n = 0;
  uuid(): string {
    return `id-${++this.n}`;
  }
}

/** A time counter that records being stopped. */
export class RecordingTimeCounter implements TimeCounter {
  stops = 0;
  async stop(): Promise<void> {
    this.stops++;
  }
}
