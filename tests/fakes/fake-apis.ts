import {
  type AppVersion,
  type AppVersionPort,
  type CookiePort,
  type FavoriteContent,
  DEFAULT_LAYOUT_CONFIG,
  type LayoutApiPort,
  type LayoutConfig,
  type LayoutPreferences,
  type LayoutVersion,
  layoutVersionWrite,
  LAYOUT_HISTORY_SIZE,
  mergeLayout,
  type SavedLayout,
  type SavedLayoutConfig,
  type NotifierPort,
  type SessionApiPort,
  type ToastMessage,
  type TourChoice,
} from '../../core';

/**
 * An in-memory account layout with the server's rules (merge, newest write wins, versions and their window): it
 * records what was saved, and two devices of one user can share it. `failure` makes the next calls reject;
 * `now` is the server's clock.
 */
export class FakeLayoutApi implements LayoutApiPort {
  readonly favorites: FavoriteContent[][] = [];
  readonly schedules: string[][] = [];
  readonly preferences: Partial<LayoutPreferences>[] = [];
  failure: Error | null = null;
  private config: LayoutConfig = structuredClone(DEFAULT_LAYOUT_CONFIG) as LayoutConfig;
  /** Null while nothing was written. */
  private updatedAt: Date | null = null;
  /** When the account was created: the time of the layout the first write replaces. */
  private readonly createdAt: Date;
  private lastId = 0;
  private readonly versions: { id: number; createdAt: Date; updatedAt: Date; config: LayoutConfig }[] = [];

  constructor(readonly now: () => Date = () => new Date()) {
    this.createdAt = now();
  }

  async saveFavorites(favoriteContent: FavoriteContent[]): Promise<SavedLayoutConfig> {
    const saved = this.write({ favoriteContent });
    this.favorites.push(structuredClone(favoriteContent));
    return saved;
  }

  async saveSchedule(savedNews: string[]): Promise<SavedLayoutConfig> {
    const saved = this.write({ saved_news: savedNews });
    this.schedules.push([...savedNews]);
    return saved;
  }

  async savePreferences(preferences: Partial<LayoutPreferences>): Promise<SavedLayout> {
    const { favoriteContent: _favorites, saved_news: _saved, ...layout } = this.write(preferences);
    this.preferences.push({ ...preferences });
    return layout;
  }

  async loadConfig(): Promise<SavedLayoutConfig> {
    this.fail();
    return this.saved();
  }

  async history(): Promise<LayoutVersion[]> {
    this.fail();
    return [...this.versions].reverse().map((version) => ({
      id: version.id,
      createdAt: version.createdAt.toISOString(),
      updatedAt: version.updatedAt.toISOString(),
      config: structuredClone(version.config),
    }));
  }

  async restore(id: number): Promise<SavedLayoutConfig> {
    this.fail();
    const version = this.versions.find((v) => v.id === id);
    if (!version) throw new Error(`no layout version ${id}`);
    return this.write(version.config, true);
  }

  /** The account's tour setting (users.skip_tour), as the server keeps it. */
  skipTour = false;
  /** The tour choices the app sent. */
  readonly tourChoices: TourChoice[] = [];

  async saveTourChoice(choice: TourChoice): Promise<TourChoice> {
    this.fail();
    this.tourChoices.push({ ...choice });
    this.skipTour = choice.skipTour;
    return { skipTour: this.skipTour };
  }

  private write(changes: Partial<LayoutConfig>, restoring = false): SavedLayoutConfig {
    this.fail();
    const now = this.now();
    const newest = this.versions.at(-1);
    if (!newest) {
      // The first write keeps the layout it replaces as the first version.
      const at = this.createdAt;
      this.versions.push({ id: ++this.lastId, createdAt: at, updatedAt: at, config: structuredClone(this.config) });
    }
    this.config = mergeLayout(this.config, structuredClone(changes));
    this.updatedAt = now;
    if (newest && layoutVersionWrite(newest, now, restoring) === 'update') {
      newest.config = structuredClone(this.config);
      newest.updatedAt = now;
    } else {
      this.versions.push({ id: ++this.lastId, createdAt: now, updatedAt: now, config: structuredClone(this.config) });
      if (this.versions.length > LAYOUT_HISTORY_SIZE) this.versions.shift();
    }
    return this.saved();
  }

  private saved(): SavedLayoutConfig {
    return { ...structuredClone(this.config), updatedAt: this.updatedAt?.toISOString() ?? null };
  }

  private fail(): void {
    if (this.failure) throw this.failure;
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
