// The notification centre (issue 11): the bell's unread count and when it is refreshed.
//
// Unread means sent after the last time the user opened the centre: opening it marks everything it lists as seen, by
// the publication instant of its newest item (the server's clock, never this device's), kept per user on this device.
// The count is the server's count of the news sent after that mark (user/count-sent-news?since=…); before the user
// ever opens the centre, every news sent in the server's window counts.
import { type AppEvents } from '../kernel/app-events';
import { type ClockPort, type TimerHandle } from '../kernel/clock.port';
import { parseIsoInstant } from '../kernel/calendar';
import { type StoragePort } from '../kernel/storage.port';
import { type ContentApiPort } from './content-api.port';

/** Where each user's seen mark is kept on this device (an object of ISO instants by e-mail). */
export const NOTIFICATIONS_SEEN_KEY = 'celeiro.notifications.seen';

/** The largest count the bell spells out; above it, it shows `99+`. */
export const MAX_SHOWN_UNREAD = 99;

/** The badge text of an unread count: '' for none, the number up to 99, then '99+'. */
export function unreadBadge(count: number): string {
  if (!(count > 0)) return '';
  return count > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : String(count);
}

/** The stored seen marks, by e-mail; anything unreadable counts as none. */
export function storedSeenMarks(local: StoragePort): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(local.getItem(NOTIFICATIONS_SEEN_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user's seen mark on this device, or null before the user first opened the centre here. */
export function seenMark(local: StoragePort, email: string): string | null {
  const mark = storedSeenMarks(local)[email];
  return typeof mark === 'string' && parseIsoInstant(mark) !== null ? mark : null;
}

/**
 * Keeps the bell's count fresh while a user is signed in: at once on start (the sign-in, or a page opened signed in),
 * then on every user-info check cycle (checkUserInfoPoolingTime), and whenever the native shell receives a push. It
 * stops on logout. A count asked before the user opened the centre is dropped when it answers after: the centre just
 * showed everything, so the count is 0 until the next refresh.
 */
export class UnreadNotificationsPoller {
  private handle: TimerHandle | null = null;
  private email: string | null = null;
  private readonly stops: (() => void)[] = [];
  private seenGeneration = 0;

  constructor(
    private readonly clock: ClockPort,
    private readonly events: AppEvents,
    private readonly api: ContentApiPort,
    private readonly local: StoragePort,
    /** Hears every new count. */
    private readonly onCount: (count: number) => void,
  ) {}

  /** Starts for `email`: counts now, then every `intervalMs` (none when 0 or less), on every push, until logout. */
  start(email: string, intervalMs: number): Promise<number | null> {
    this.stop();
    this.email = email;
    if (intervalMs > 0) this.handle = this.clock.setInterval(() => void this.refresh(), intervalMs);
    this.stops.push(
      this.events.on('pushReceived', () => void this.refresh()),
      this.events.on('logout', () => this.stop()),
    );
    return this.refresh();
  }

  /** Stops every refresh. */
  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
    for (const stop of this.stops.splice(0)) stop();
    this.email = null;
  }

  /** Counts now; answers the count, or null when stopped, when the count failed or when it was overtaken. */
  async refresh(): Promise<number | null> {
    const email = this.email;
    if (email === null) return null;
    const generation = this.seenGeneration;
    let count: number;
    try {
      count = await this.count(email);
    } catch {
      return null; // the transport presenter has told the user when it matters; the bell keeps its last count
    }
    if (generation !== this.seenGeneration || email !== this.email) return null;
    this.onCount(count);
    return count;
  }

  /** The user's unread count: the news the server sent after the user's seen mark (all it sent without one). */
  async count(email: string): Promise<number> {
    const since = seenMark(this.local, email);
    return (await this.api.countSentNews(since === null ? {} : { since })).count;
  }

  /**
   * The user opened the centre (and `markNotificationsSeen` moved the mark up to what it showed): the count is 0 until
   * the next refresh, and a count asked before it is dropped.
   */
  seen(): void {
    this.seenGeneration++;
    this.onCount(0);
  }
}
