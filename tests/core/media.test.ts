import { describe, expect, it } from 'vitest';
import {
  AppEvents,
  clampSeek,
  DEFAULT_QUALITY,
  embedUrl,
  formatDuration,
  isPlayable,
  MEDIA_KIND_NAMES,
  MEDIA_KINDS,
  orderedEpisodes,
  pickVariant,
  playbackSpeed,
  playerFor,
  Playlist,
  PLAYLIST_KEY,
  qualitiesOf,
  qualityBadges,
  resumeKey,
  ResumePositions,
  SavedPlaylist,
  type MediaItem,
  type MediaVariant,
} from '../../core';
import { RecordingNotifier } from '../fakes/fake-apis';
import { MemoryStorage } from '../fakes/memory-storage';

const variant = (height: number): MediaVariant => ({
  height,
  src: `/api/media/stream/v-${height}.webm`,
  mimeType: 'video/webm',
});

function media(id: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    _id: id,
    kind: 'video',
    title: `Item ${id}`,
    author: 'Ana Lima',
    commodity: 7,
    duration: 60,
    thumbnail: '/api/media/thumbnail/x.svg',
    dt_publish: '2026-11-01T10:00:00Z',
    locked: false,
    variants: [variant(720), variant(576), variant(480)],
    ...extra,
  };
}

const course = media('c', {
  kind: 'course',
  variants: [],
  episodes: [
    { id: 'e3', order: 3, title: 'Três', duration: 30, variants: [variant(576)] },
    { id: 'e1', order: 1, title: 'Um', duration: 30, variants: [variant(576)] },
    { id: 'e2', order: 2, title: 'Dois', duration: 30, variants: [variant(576)] },
  ],
});

describe('player quality', () => {
  it('starts at 576 when the item offers it', () => {
    expect(DEFAULT_QUALITY).toBe(576);
    expect(pickVariant([variant(720), variant(576), variant(480)])?.height).toBe(576);
  });

  it('plays the wanted quality when offered, else the highest below it, else the lowest offered', () => {
    const offered = [variant(1080), variant(720), variant(480)];
    expect(pickVariant(offered, 720)?.height).toBe(720);
    expect(pickVariant(offered)?.height).toBe(480);
    expect(pickVariant([variant(1080), variant(720)])?.height).toBe(720);
    expect(pickVariant([])).toBeNull();
  });

  it('badges each quality offered: 4K for 2160, HD for 1440 to 720, SD for 576 and 480', () => {
    const offered = [2160, 1440, 1080, 720, 576, 480, 360, 576].map(variant);
    expect(qualitiesOf(offered)).toEqual([2160, 1440, 1080, 720, 576, 480, 360]);
    expect(qualityBadges(offered)).toEqual([
      { height: 2160, badge: '4K' },
      { height: 1440, badge: 'HD' },
      { height: 1080, badge: 'HD' },
      { height: 720, badge: 'HD' },
      { height: 576, badge: 'SD' },
      { height: 480, badge: 'SD' },
    ]);
  });
});

describe('player state rules', () => {
  it('plays audio and podcasts in the audio player and everything else in the video player', () => {
    expect(MEDIA_KINDS.map((kind) => [kind, playerFor(kind)])).toEqual([
      ['video', 'video'],
      ['audio', 'audio'],
      ['podcast', 'audio'],
      ['tvcast', 'video'],
      ['course', 'video'],
      ['lecture', 'video'],
    ]);
  });

  it('keeps a seek inside the media', () => {
    expect(clampSeek(-3, 60)).toBe(0);
    expect(clampSeek(30, 60)).toBe(30);
    expect(clampSeek(90, 60)).toBe(60);
    expect(clampSeek(90, Number.NaN)).toBe(90);
    expect(clampSeek(Number.NaN, 60)).toBe(0);
  });

  it('offers the speeds 0.75 to 2 and falls back to 1', () => {
    expect(playbackSpeed(1.5)).toBe(1.5);
    expect(playbackSpeed(3)).toBe(1);
  });

  it('plays here only an unlocked item with streams or episodes, never an embed', () => {
    expect(isPlayable(media('a'))).toBe(true);
    expect(isPlayable(media('a', { locked: true }))).toBe(false);
    expect(isPlayable(media('a', { variants: [], embed: { service: 'video', ref: 'x' } }))).toBe(false);
    expect(isPlayable(course)).toBe(true);
  });

  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });

  it('names every kind of media in every locale', () => {
    for (const kind of MEDIA_KINDS)
      for (const text of Object.values(MEDIA_KIND_NAMES[kind])) expect(text.length).toBeGreaterThan(0);
  });
});

describe('embeds', () => {
  const config = { video: 'https://video.example/embed', podcast: 'https://pod.example/e/' };

  it('builds the address from the configured base URL of the service', () => {
    expect(embedUrl(config, { service: 'video', ref: 'abc 1' })).toBe('https://video.example/embed/abc%201');
    expect(embedUrl(config, { service: 'podcast', ref: 'p9' })).toBe('https://pod.example/e/p9');
  });

  it('frames nothing for a service without a base URL, or with one that is not http(s)', () => {
    expect(embedUrl(config, { service: 'audio', ref: 'a' })).toBeNull();
    expect(embedUrl({ video: 'javascript:alert(1)//' }, { service: 'video', ref: 'a' })).toBeNull();
    expect(embedUrl(undefined, { service: 'video', ref: 'a' })).toBeNull();
  });
});

describe('courses and lectures', () => {
  it('list their episodes in order', () => {
    expect(orderedEpisodes(course).map((episode) => episode.id)).toEqual(['e1', 'e2', 'e3']);
    expect(orderedEpisodes(media('a'))).toEqual([]);
  });

  it('remember where the user stopped, per account on the device', () => {
    const storage = new MemoryStorage();
    let account: string | null = 'ana@example.com';
    const positions = new ResumePositions(storage, () => account);
    expect(positions.episodeToOpen(course)).toEqual({ episode: expect.objectContaining({ id: 'e1' }), time: 0 });
    positions.save(course, 'e2', 12.7, 30);
    expect(positions.get('c')).toEqual({ episodeId: 'e2', time: 12 });
    expect(positions.episodeToOpen(course)).toEqual({ episode: expect.objectContaining({ id: 'e2' }), time: 12 });
    expect(storage.getItem(resumeKey('ana@example.com'))).toContain('e2');
    account = 'bruno@example.com';
    expect(positions.get('c')).toBeNull();
    account = null;
    positions.save(course, 'e3', 5, 30);
    expect(storage.items.size).toBe(1);
  });

  it('move to the next episode when one is finished, and start over after the last', () => {
    const positions = new ResumePositions(new MemoryStorage(), () => 'ana@example.com');
    positions.save(course, 'e1', 28, 30);
    expect(positions.get('c')).toEqual({ episodeId: 'e2', time: 0 });
    positions.save(course, 'e3', 30, 30);
    expect(positions.get('c')).toBeNull();
  });

  it('count a short episode finished only in its last quarter, so its middle is resumed', () => {
    const positions = new ResumePositions(new MemoryStorage(), () => 'ana@example.com');
    positions.save(course, 'e1', 2, 6);
    expect(positions.get('c')).toEqual({ episodeId: 'e1', time: 2 });
    positions.save(course, 'e1', 4.6, 6);
    expect(positions.get('c')).toEqual({ episodeId: 'e2', time: 0 });
  });

  it('ignore an unreadable store', () => {
    const storage = new MemoryStorage();
    storage.setItem(resumeKey('ana'), '{not json');
    expect(new ResumePositions(storage, () => 'ana').get('c')).toBeNull();
    storage.setItem(resumeKey('ana'), JSON.stringify({ c: { episodeId: 4, time: 'x' } }));
    expect(new ResumePositions(storage, () => 'ana').get('c')).toBeNull();
  });
});

describe('the playlist kept across reloads', () => {
  const newPlaylist = () => new Playlist<MediaItem>(new RecordingNotifier(), new AppEvents(), () => 'PtBr');

  it('comes back with its items, selection and current media, without a notice', () => {
    const storage = new MemoryStorage();
    const saved = new SavedPlaylist(storage);
    const before = newPlaylist();
    before.add(media('a'));
    before.add(media('b'));
    before.select('b');
    saved.save(before);
    const notifier = new RecordingNotifier();
    const events = new AppEvents();
    let opened = 0;
    events.on('openPlaylist', () => opened++);
    const after = new Playlist<MediaItem>(notifier, events, () => 'PtBr');
    saved.restore(after);
    expect(after.items.map((item) => item._id)).toEqual(['a', 'b']);
    expect(after.selected?._id).toBe('b');
    expect(after.currentMedia?._id).toBe('b');
    expect(notifier.notices).toEqual([]);
    expect(opened).toBe(0);
  });

  it('drops repeated or unreadable entries, and a selection that is not among the items', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PLAYLIST_KEY,
      JSON.stringify({ items: [media('a'), media('a'), { nope: 1 }], selected: 'z', current: 'a' }),
    );
    const list = newPlaylist();
    new SavedPlaylist(storage).restore(list);
    expect(list.items.map((item) => item._id)).toEqual(['a']);
    expect(list.selected).toBeNull();
    expect(list.currentMedia?._id).toBe('a');
    storage.setItem(PLAYLIST_KEY, '{broken');
    const empty = newPlaylist();
    new SavedPlaylist(storage).restore(empty);
    expect(empty.items).toEqual([]);
  });

  it('plays an item that is not in the playlist as the current media; clearing stops it', () => {
    const list = newPlaylist();
    list.play(media('x'));
    expect(list.currentMedia?._id).toBe('x');
    expect(list.items).toEqual([]);
    list.clear();
    expect(list.currentMedia).toBeNull();
  });
});
