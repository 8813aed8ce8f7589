// Courses and lectures: their episodes in order, and where the user stopped (kept per account on this device).
import { type StoragePort } from '../kernel/storage.port';
import { type MediaEpisode, type MediaItem } from './api';

/** The episodes of an item in their order (by `order`, then as sent); none for an item that has none. */
export function orderedEpisodes(item: Pick<MediaItem, 'episodes'>): MediaEpisode[] {
  return [...(item.episodes ?? [])].sort((a, b) => a.order - b.order);
}

/** Where the user stopped in an item: the episode (null for an item without episodes) and the second. */
export interface ResumePoint {
  episodeId: string | null;
  /** Seconds. */
  time: number;
}

/** Local-storage key of the resume points of an account on this device. */
export const resumeKey = (account: string): string => `media-resume:${account}`;

/** Closer than this to the end, an episode counts as finished (a short one: closer than a quarter of its length). */
export const FINISHED_MARGIN_S = 5;

/** The margin before the end past which a media of `duration` seconds counts as finished. */
export const finishedMargin = (duration: number): number => Math.min(FINISHED_MARGIN_S, duration / 4);

/**
 * The resume points of one account on this device (local storage, under the account's e-mail): where the user stopped
 * in each course, lecture or media item. A finished episode moves the point to the next one; a finished last episode
 * (or item) forgets the point, so it starts over.
 */
export class ResumePositions {
  constructor(
    private readonly storage: StoragePort,
    private readonly account: () => string | null,
  ) {}

  /** Where the user stopped in an item; null when nowhere (or signed out). */
  get(itemId: string): ResumePoint | null {
    return this.read()[itemId] ?? null;
  }

  /** Keeps where the user is in an item (or episode); `duration` tells whether it was finished. */
  save(item: Pick<MediaItem, '_id' | 'episodes'>, episodeId: string | null, time: number, duration: number): void {
    const all = this.read();
    const finished = Number.isFinite(duration) && duration > 0 && time >= duration - finishedMargin(duration);
    if (!finished) {
      all[item._id] = { episodeId, time: Math.max(0, Math.floor(time)) };
    } else {
      const episodes = orderedEpisodes(item);
      const index = episodes.findIndex((episode) => episode.id === episodeId);
      const next = index >= 0 ? episodes[index + 1] : undefined;
      if (next) all[item._id] = { episodeId: next.id, time: 0 };
      else delete all[item._id];
    }
    this.write(all);
  }

  /** The episode to open an item at: the one the user stopped in, else the first. */
  episodeToOpen(item: Pick<MediaItem, '_id' | 'episodes'>): { episode: MediaEpisode | null; time: number } {
    const episodes = orderedEpisodes(item);
    const point = this.get(item._id);
    const episode = episodes.find((candidate) => candidate.id === point?.episodeId) ?? episodes[0] ?? null;
    const time = point && (episode?.id ?? null) === point.episodeId ? point.time : 0;
    return { episode, time };
  }

  private read(): Record<string, ResumePoint> {
    const account = this.account();
    if (!account) return {};
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(resumeKey(account)) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      const points: Record<string, ResumePoint> = {};
      for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
        const point = value as Partial<ResumePoint> | null;
        if (
          point &&
          typeof point.time === 'number' &&
          (typeof point.episodeId === 'string' || point.episodeId === null)
        )
          points[id] = { episodeId: point.episodeId, time: point.time };
      }
      return points;
    } catch {
      return {};
    }
  }

  private write(points: Record<string, ResumePoint>): void {
    const account = this.account();
    if (account) this.storage.setItem(resumeKey(account), JSON.stringify(points));
  }
}
