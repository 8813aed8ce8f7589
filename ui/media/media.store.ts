import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AppEvents,
  clampSeek,
  DEFAULT_QUALITY,
  IDLE_PLAYER,
  orderedEpisodes,
  pickVariant,
  playbackSpeed,
  playerFor,
  ResumePositions,
  SavedPlaylist,
  type MediaEpisode,
  type MediaItem,
  type MediaVariant,
  type PlaybackSpeed,
  type Playlist,
  type PlayerKind,
  type PlayerState,
} from '../../core';

/** Token of the media area's playlist (the core's Playlist of media items), bound by the media bindings. */
export const MediaPlaylistToken = Symbol('MediaPlaylist');

/** What plays: an item and, for a course or lecture, one of its episodes. */
export interface NowPlaying {
  item: MediaItem;
  episode: MediaEpisode | null;
}

/**
 * The player state of the application state (SPEC §3), kept for the whole signed-in visit: the current media, a video
 * and an audio player's isPlaying and currentTime, the quality (576 by default) and speed, and the playlist (the core's
 * Playlist rules, kept in local storage after each change). One media element plays it, in the docked player that
 * outlives page changes; this store follows that element's events and drives it.
 */
@injectable()
export class MediaStore {
  /** The media playing (or paused), or null. */
  now: NowPlaying | null = null;
  /** The state of each player. */
  players: Record<PlayerKind, PlayerState> = { video: { ...IDLE_PLAYER }, audio: { ...IDLE_PLAYER } };
  quality = DEFAULT_QUALITY;
  speed: PlaybackSpeed = 1;
  /** Whether the playlist panel is open. */
  playlistOpen = false;
  /** Whether the docked player shows in full (the video and every control) or as a mini-player. */
  expanded = true;
  /** The media's length in seconds as the element knows it. */
  duration = 0;
  /** Bumped on every playlist change, so views of the playlist follow it. */
  private version = 0;
  private element: HTMLMediaElement | null = null;
  private pendingSeek = 0;

  constructor(
    @inject(MediaPlaylistToken) private readonly list: Playlist<MediaItem>,
    @inject(SavedPlaylist) private readonly saved: SavedPlaylist,
    @inject(ResumePositions) private readonly resume: ResumePositions,
    @inject(AppEvents) events: AppEvents,
  ) {
    saved.restore(list);
    const current = list.currentMedia;
    if (current) this.now = { item: current, episode: orderedEpisodes(current)[0] ?? null };
    makeAutoObservable<this, 'list' | 'saved' | 'resume' | 'element' | 'pendingSeek'>(
      this,
      { list: false, saved: false, resume: false, element: false, pendingSeek: false },
      { autoBind: true },
    );
    events.on('openPlaylist', () => runInAction(() => (this.playlistOpen = true)));
    events.on('logout', () => this.stop());
  }

  /** The playlist's items, in order. */
  get items(): readonly MediaItem[] {
    void this.version;
    return this.list.items;
  }

  /** The selected playlist item, or null. */
  get selected(): MediaItem | null {
    void this.version;
    return this.list.selected;
  }

  /** Whether an item is in the playlist. */
  inPlaylist(id: string): boolean {
    void this.version;
    return this.list.has(id);
  }

  /** The player the current media plays in. */
  get kind(): PlayerKind {
    return this.now ? playerFor(this.now.item.kind) : 'audio';
  }

  /** The state of the current media's player. */
  get state(): PlayerState {
    return this.players[this.kind];
  }

  /** The variants of what plays. */
  get variants(): MediaVariant[] {
    return this.now ? (this.now.episode?.variants ?? this.now.item.variants) : [];
  }

  /** The stream playing: the chosen quality when offered (576 by default). */
  get source(): MediaVariant | null {
    return pickVariant(this.variants, this.quality);
  }

  /** Plays an item (at the episode where the user stopped, for a course or lecture; or the one given). */
  play(item: MediaItem, episodeId?: string): void {
    const opening = this.resume.episodeToOpen(item);
    const episode = episodeId
      ? (orderedEpisodes(item).find((candidate) => candidate.id === episodeId) ?? opening.episode)
      : opening.episode;
    const point = this.resume.get(item._id);
    this.pendingSeek = point && point.episodeId === (episode?.id ?? null) ? point.time : 0;
    this.now = { item, episode };
    this.list.play(item);
    this.changed();
    this.players[playerFor(item.kind)] = { isPlaying: true, currentTime: this.pendingSeek };
  }

  /** Plays or pauses; a pause keeps where the user stopped at once, not when the element's event comes after it. */
  toggle(): void {
    const element = this.element;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else {
      element.pause();
      this.remember(element);
    }
  }

  /** Keeps where the user is now: the page is going away (a reload, a closed tab) while the media may be playing. */
  keepPosition(): void {
    if (this.element) this.remember(this.element);
  }

  /** Moves to a second of the media. */
  seek(seconds: number): void {
    const target = clampSeek(seconds, this.duration);
    if (this.element) this.element.currentTime = target;
    this.players[this.kind].currentTime = target;
  }

  setSpeed(value: number): void {
    this.speed = playbackSpeed(value);
    if (this.element) this.element.playbackRate = this.speed;
  }

  /** Changes the quality, going on from the same second. */
  setQuality(height: number): void {
    this.pendingSeek = this.element?.currentTime ?? this.state.currentTime;
    this.quality = height;
  }

  /** Stops and forgets the current media (the playlist stays). */
  stop(): void {
    this.element?.pause();
    this.now = null;
    this.players = { video: { ...IDLE_PLAYER }, audio: { ...IDLE_PLAYER } };
  }

  setExpanded(value: boolean): void {
    this.expanded = value;
  }

  setPlaylistOpen(value: boolean): void {
    this.playlistOpen = value;
  }

  /** Adds to the playlist (SPEC §4: appended if absent; the first becomes selected, a notice, the panel opens). */
  add(item: MediaItem): void {
    this.list.add(item);
    this.changed();
  }

  /** Removes from the playlist (the selection is cleared when it was the selected item). */
  remove(id: string): void {
    this.list.remove(id);
    this.changed();
  }

  /** Selects a playlist item and plays it. */
  select(id: string): void {
    if (!this.list.select(id)) return;
    const item = this.list.selected;
    if (item) this.play(item);
  }

  /** Empties the playlist and stops the current media. */
  clear(): void {
    this.list.clear();
    this.changed();
    this.stop();
  }

  /** Connects the docked player's media element (null when it goes). */
  attach(element: HTMLMediaElement | null): void {
    this.element = element;
  }

  /** The element has the new stream's data: go to where it should start, at the chosen speed, and play. */
  onLoaded(element: HTMLMediaElement): void {
    this.duration = Number.isFinite(element.duration) ? element.duration : (this.now?.item.duration ?? 0);
    element.playbackRate = this.speed;
    if (this.pendingSeek > 0) element.currentTime = clampSeek(this.pendingSeek, this.duration);
    this.pendingSeek = 0;
    if (this.state.isPlaying) void element.play().catch(() => this.onPaused(element));
  }

  onPlaying(): void {
    this.players[this.kind].isPlaying = true;
  }

  onPaused(element: HTMLMediaElement): void {
    this.players[this.kind].isPlaying = false;
    this.remember(element);
  }

  onTime(element: HTMLMediaElement): void {
    this.players[this.kind].currentTime = element.currentTime;
    if (Math.floor(element.currentTime) % 5 === 0) this.remember(element);
  }

  /** Keeps where the user is (per account on this device); a finished episode moves on to the next. */
  private remember(element: HTMLMediaElement): void {
    if (!this.now) return;
    this.resume.save(this.now.item, this.now.episode?.id ?? null, element.currentTime, this.duration);
  }

  /** An episode ended: the next one plays. */
  onEnded(element: HTMLMediaElement): void {
    this.remember(element);
    this.players[this.kind].isPlaying = false;
    const now = this.now;
    if (!now?.episode) return;
    const episodes = orderedEpisodes(now.item);
    const next = episodes[episodes.findIndex((episode) => episode.id === now.episode?.id) + 1];
    if (next) this.play(now.item, next.id);
  }

  private changed(): void {
    this.version++;
    this.saved.save(this.list);
  }
}
