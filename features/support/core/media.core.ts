import {
  AppEvents,
  orderedEpisodes,
  pickVariant,
  Playlist,
  qualityBadges,
  ResumePositions,
  SavedPlaylist,
  type MediaEpisode,
  type MediaItem,
  type MediaVariant,
} from '../../../core';
import { RecordingNotifier } from '../../../tests/fakes/fake-apis';
import { FakeMediaApi, mediaEpisodes, mediaItem, mediaVariant } from '../../../tests/fakes/fake-media-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { type MediaTasks, type NowPlaying } from '../media.tasks';

/** The media of the catalogue, as the reference server seeds them (and one video offered in 4K, HD and SD). */
function catalogue(): MediaItem[] {
  return [
    mediaItem('m-audio-cafe', {
      kind: 'audio',
      title: 'Abertura do café: o dia em 20 segundos',
      duration: 20,
      variants: [mediaVariant('m-audio-cafe', 0)],
      dt_publish: '2026-11-22T11:00:00.000Z',
    }),
    mediaItem('m-video-chicago', { title: 'Chicago em gráficos', commodity: 23 }),
    mediaItem('m-video-4k', {
      title: 'Safra em 4K',
      variants: [2160, 1080, 720, 576, 480].map((height) => mediaVariant('m-video-4k', height)),
    }),
    mediaItem('m-course-hedge', {
      kind: 'course',
      title: 'Curso: proteção de preços em farelo e óleo',
      commodity: 17,
      duration: 18,
      variants: [],
      dt_publish: '2026-11-15T11:00:00.000Z',
      // Sent out of order: the player orders them.
      episodes: mediaEpisodes('m-course-hedge', ['Introdução', 'Contratos futuros', 'Opções']).reverse(),
    }),
  ];
}

/**
 * The media on the core: the media API (a fake with the server's rules), the core's Playlist with its notices and
 * events, kept by SavedPlaylist in the device's storage, and where the user stopped kept by ResumePositions. A reload
 * builds them again over the same storage. The player is what plays: an item, its episode, its stream and its second.
 */
export class CoreMedia implements MediaTasks {
  private readonly api = new FakeMediaApi();
  private readonly storage = new MemoryStorage();
  private readonly notifier = new RecordingNotifier();
  private email = '';
  private events!: AppEvents;
  private list!: Playlist<MediaItem>;
  private saved!: SavedPlaylist;
  private resume!: ResumePositions;
  private panelOpen = false;
  private now: {
    item: MediaItem;
    episode: MediaEpisode | null;
    stream: MediaVariant | null;
    time: number;
    playing: boolean;
  } | null = null;

  constructor() {
    this.api.items = catalogue();
  }

  async signIn(email: string): Promise<void> {
    this.email = email;
    this.start();
  }

  async badges(title: string): Promise<string[]> {
    return qualityBadges((await this.find(title)).variants).map(({ height, badge }) => `${height}p ${badge}`);
  }

  async play(title: string): Promise<void> {
    const item = await this.api.detail((await this.find(title))._id);
    const { episode, time } = this.resume.episodeToOpen(item);
    this.playing(item, episode, time);
  }

  async playEpisodeFor(title: string, episodeTitle: string, seconds: number): Promise<void> {
    const item = await this.api.detail((await this.find(title))._id);
    const episode = orderedEpisodes(item).find((candidate) => candidate.title === episodeTitle);
    if (!episode) throw new Error(`${title} has no episode ${episodeTitle}`);
    this.playing(item, episode, 0);
    // It plays for a while, then the user pauses: where they stopped is kept.
    this.now = { ...this.now!, time: seconds, playing: false };
    this.resume.save(item, episode.id, seconds, episode.duration);
  }

  async episodes(title: string): Promise<string[]> {
    return orderedEpisodes(await this.find(title)).map((episode) => episode.title);
  }

  async nowPlaying(): Promise<NowPlaying | null> {
    if (!this.now) return null;
    return {
      title: this.now.item.title,
      episode: this.now.episode?.title ?? null,
      quality: this.now.stream?.height ?? -1,
      time: this.now.time,
      playing: this.now.playing,
    };
  }

  async add(title: string): Promise<void> {
    if (this.list.add(await this.find(title))) this.saved.save(this.list);
  }

  async remove(title: string): Promise<void> {
    this.list.remove((await this.find(title))._id);
    this.saved.save(this.list);
  }

  async select(title: string): Promise<void> {
    if (!this.list.select((await this.find(title))._id)) throw new Error(`${title} is not in the playlist`);
    this.saved.save(this.list);
    await this.play(title);
  }

  async clear(): Promise<void> {
    this.list.clear();
    this.saved.save(this.list);
    // Clearing also stops the current media.
    this.now = null;
  }

  async playlist(): Promise<string[]> {
    return this.list.items.map((item) => item.title);
  }

  async selected(): Promise<string | null> {
    return this.list.selected?.title ?? null;
  }

  async playlistOpen(): Promise<boolean> {
    return this.panelOpen;
  }

  async notices(): Promise<string[]> {
    return this.notifier.notices.map((notice) => notice.message);
  }

  async reload(): Promise<void> {
    this.start();
  }

  async readAnotherPage(): Promise<void> {
    throw new Error('pages are the browser’s: this scenario runs in the browser only');
  }

  async pause(): Promise<void> {
    if (!this.now) throw new Error('nothing plays to pause');
    this.now = { ...this.now, playing: false };
  }

  /** A fresh start of the app on this device: the playlist and the resume points read back from its storage. */
  private start(): void {
    this.events = new AppEvents();
    this.panelOpen = false;
    this.events.on('openPlaylist', () => (this.panelOpen = true));
    this.list = new Playlist<MediaItem>(this.notifier, this.events, () => 'PtBr');
    this.saved = new SavedPlaylist(this.storage);
    this.saved.restore(this.list);
    this.resume = new ResumePositions(this.storage, () => this.email || null);
    // The current media is back, paused (nothing plays by itself after a reload).
    const current = this.list.currentMedia;
    this.now = null;
    if (current) this.playing(current, orderedEpisodes(current)[0] ?? null, 0, false);
  }

  private playing(item: MediaItem, episode: MediaEpisode | null, time: number, playing = true): void {
    this.list.play(item);
    this.saved.save(this.list);
    this.now = { item, episode, stream: pickVariant(episode?.variants ?? item.variants), time, playing };
  }

  private async find(title: string): Promise<MediaItem> {
    const { items } = await this.api.latest({ limit: 50 });
    const item = items.find((candidate) => candidate.title === title);
    if (!item) throw new Error(`no media "${title}"`);
    return item;
  }
}
