// The player state of the application state (SPEC §3): the current media and, for a video and an audio player,
// whether it plays and where it is. Speeds and seeking are bounded here.
import { type MediaItem, type MediaKind } from './api';

/** The two players of the application state. */
export type PlayerKind = 'video' | 'audio';

/** A player's state (SPEC §3). */
export interface PlayerState {
  isPlaying: boolean;
  /** Seconds. */
  currentTime: number;
}

/** The state of a player that has played nothing yet. */
export const IDLE_PLAYER: Readonly<PlayerState> = Object.freeze({ isPlaying: false, currentTime: 0 });

/** The playback speeds offered. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** A playback speed. */
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Audio and podcasts play in the audio player; everything else (video, TV cast, course, lecture) in the video player. */
export function playerFor(kind: MediaKind): PlayerKind {
  return kind === 'audio' || kind === 'podcast' ? 'audio' : 'video';
}

/** A seek target inside the media: never below 0, never past its duration (an unknown duration bounds nothing). */
export function clampSeek(seconds: number, duration: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(seconds, duration) : seconds;
}

/** A speed that is offered; anything else is 1. */
export function playbackSpeed(value: number): PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value) ? (value as PlaybackSpeed) : 1;
}

/** Whether an item plays here (it has streams of its own or episodes); an embed plays in the service's frame. */
export function isPlayable(item: Pick<MediaItem, 'locked' | 'variants' | 'episodes' | 'embed'>): boolean {
  return !item.locked && !item.embed && (item.variants.length > 0 || (item.episodes?.length ?? 0) > 0);
}

/** m:ss or h:mm:ss of a number of seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
