import {
  type AppVersion,
  type AppVersionPort,
  type CookiePort,
  type FavoriteContent,
  type LayoutApiPort,
  type LayoutPreferences,
  type NotifierPort,
  type SessionApiPort,
  type ToastMessage,
} from '../../core';

/** An in-memory layout API that records what was saved; `failure` makes the next saves reject. */
export class FakeLayoutApi implements LayoutApiPort {
  readonly favorites: FavoriteContent[][] = [];
  readonly schedules: string[][] = [];
  readonly preferences: Partial<LayoutPreferences>[] = [];
  failure: Error | null = null;

  async saveFavorites(favoriteContent: FavoriteContent[]): Promise<void> {
    if (this.failure) throw this.failure;
    this.favorites.push(structuredClone(favoriteContent));
  }

  async saveSchedule(savedNews: string[]): Promise<void> {
    if (this.failure) throw this.failure;
    this.schedules.push([...savedNews]);
  }

  async savePreferences(preferences: Partial<LayoutPreferences>): Promise<void> {
    if (this.failure) throw this.failure;
    this.preferences.push({ ...preferences });
  }
}

/** Records the time spent sent to the server. */
export class FakeSessionApi implements SessionApiPort {
  readonly sent: number[] = [];

  async sendTimeSpent(seconds: number): Promise<void> {
    this.sent.push(seconds);
  }
}

/** A version file whose hash a test can change; `failure` makes reads reject. */
export class FakeAppVersion implements AppVersionPort {
  reads = 0;
  failure: Error | null = null;

  constructor(
    public current = 'hash-1',
    public builtAt: string | undefined = '2026-11-20T14:30:00.000Z',
  ) {}

  async hash(): Promise<string> {
    this.reads++;
    if (this.failure) throw this.failure;
    return this.current;
  }

  async version(): Promise<AppVersion> {
    const hash = await this.hash();
    return this.builtAt === undefined ? { hash } : { hash, builtAt: this.builtAt };
  }
}

/** Records the notices shown to the user. */
export class RecordingNotifier implements NotifierPort {
  readonly notices: ToastMessage[] = [];

  notify(notice: ToastMessage): void {
    this.notices.push(notice);
  }
}

/** An in-memory cookie jar. */
export class MemoryCookies implements CookiePort {
  readonly jar = new Map<string, { value: string; days: number }>();

  get(name: string): string | null {
    return this.jar.get(name)?.value ?? null;
  }

  set(name: string, value: string, days: number): void {
    this.jar.set(name, { value, days });
  }
}

/** Lets queued promise callbacks run (after the fake clock fires a timer that starts async work). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
