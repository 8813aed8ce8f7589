import { type ActiveUser } from '../kernel/active-user';
import { type LayoutApiPort } from './layout-api.port';
import { type LayoutConfig, type LayoutPreferences, type LayoutVersion } from './api';
import { type SessionRepository } from '../session/session-repository';

/** The stored user showing a layout the server wrote at `updatedAt` (ISO). */
export function withLayout(user: ActiveUser, layout: Partial<LayoutConfig>, updatedAt?: string | null): ActiveUser {
  const next: ActiveUser = { ...user };
  if (layout.theme !== undefined) next.theme = layout.theme;
  if (layout.zoom !== undefined) next.zoom = layout.zoom;
  if (layout.zoomDetail !== undefined) next.zoomDetail = layout.zoomDetail;
  if (layout.formatAlignDetail !== undefined) next.formatAlignDetail = layout.formatAlignDetail;
  if (layout.rateTextSpeech !== undefined) next.rateTextSpeech = layout.rateTextSpeech;
  if (layout.canDisplayTicker !== undefined) next.canDisplayTicker = layout.canDisplayTicker;
  if (layout.tickerViewAtTheTop !== undefined) next.tickerViewAtTheTop = layout.tickerViewAtTheTop;
  if (layout.favoriteContent !== undefined) next.favoriteContent = layout.favoriteContent;
  if (layout.saved_news !== undefined) next.savedNews = layout.saved_news;
  if (updatedAt) next.layoutUpdatedAt = updatedAt;
  return next;
}

/** The fields of the stored user that the account's layout carries. */
const LAYOUT_FIELDS = [
  'theme',
  'zoom',
  'zoomDetail',
  'formatAlignDetail',
  'rateTextSpeech',
  'canDisplayTicker',
  'tickerViewAtTheTop',
  'favoriteContent',
  'savedNews',
] as const satisfies readonly (keyof ActiveUser)[];

/** The layout a stored user shows, as one comparable text. */
const shownLayout = (user: ActiveUser): string => JSON.stringify(LAYOUT_FIELDS.map((field) => user[field]));

/**
 * Whether a layout written at `updatedAt` is newer than the one the user shows (the newest write wins). A layout the
 * account never saved (null) is not: the sign-in already showed the account's settings.
 */
export function isNewerLayout(user: ActiveUser, updatedAt: string | null): boolean {
  if (updatedAt === null) return false;
  if (!user.layoutUpdatedAt) return true;
  return Date.parse(updatedAt) > Date.parse(user.layoutUpdatedAt);
}

/**
 * Saves display preferences (theme, ticker, zoom, alignment, speech rate) to the account, only when a user is signed in
 * (SPEC §4, preferences). The stored user shows the change at once; the server's answer stamps it, unless a
 * newer layout arrived meanwhile.
 */
export class SavePreferencesUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Saves the changes; false (nothing sent) when nobody is signed in. */
  async execute(changes: Partial<LayoutPreferences>): Promise<boolean> {
    const user = this.session.current();
    if (!user) return false;
    this.session.update(withLayout(user, changes));
    const saved = await this.api.savePreferences(changes);
    const current = this.session.current();
    if (current && saved.updatedAt && isNewerLayout(current, saved.updatedAt)) {
      this.session.update({ ...current, layoutUpdatedAt: saved.updatedAt });
    }
    return true;
  }
}

/** What reading the account's layout did. */
export type LayoutPull = 'applied' | 'current' | 'skipped';

/**
 * Keeps the signed-in user's layout in step with the account (SPEC §3, Layout preferences saved to the server):
 * reads it at sign-in and at each user-info check and shows it when the server wrote it after the layout shown
 * (so a change made on another device shows here); lists the history and restores a version.
 */
export class LayoutSyncUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /**
   * Reads the account's layout and shows it when it is newer; 'skipped' when nobody is signed in. A change made on this
   * device while the read was under way is newer than what the read brings, even before its save is answered: the
   * read is then left for the next check.
   */
  async pull(): Promise<LayoutPull> {
    const before = this.session.current();
    if (!before) return 'skipped';
    const saved = await this.api.loadConfig();
    const user = this.session.current();
    if (!user) return 'skipped';
    if (shownLayout(user) !== shownLayout(before) || !isNewerLayout(user, saved.updatedAt)) return 'current';
    this.session.update(withLayout(user, saved, saved.updatedAt));
    return 'applied';
  }

  /** The versions of the account's layout, newest first. */
  history(): Promise<LayoutVersion[]> {
    return this.api.history();
  }

  /** Makes a version the current layout and shows it. */
  async restore(id: number): Promise<void> {
    const saved = await this.api.restore(id);
    const user = this.session.current();
    if (user) this.session.update(withLayout(user, saved, saved.updatedAt));
  }
}
