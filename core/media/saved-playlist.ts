// The playlist kept across reloads (SPEC §3: playlist, selected playlist item and current media in the application state).
import { type Playlist } from '../library/playlist';
import { type StoragePort } from '../kernel/storage.port';
import { type MediaItem } from './api';

/** Local-storage key of the playlist. */
export const PLAYLIST_KEY = 'playlist';

/** What is kept: the items, the selected one's _id and the current media's _id. */
export interface PlaylistSnapshot {
  items: MediaItem[];
  selected: string | null;
  current: string | null;
}

/** Whether a stored value looks like a media item (the least the playlist needs to show it). */
function isMediaItem(value: unknown): value is MediaItem {
  const item = value as Partial<MediaItem> | null;
  return (
    !!item &&
    typeof item._id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.kind === 'string' &&
    Array.isArray(item.variants)
  );
}

/** Keeps the playlist in local storage after each change and puts it back on a reload. */
export class SavedPlaylist {
  constructor(private readonly storage: StoragePort) {}

  /** Puts the stored playlist back into `playlist` (nothing when none, or when it is unreadable). */
  restore(playlist: Playlist<MediaItem>): void {
    let snapshot: Partial<PlaylistSnapshot>;
    try {
      snapshot = JSON.parse(this.storage.getItem(PLAYLIST_KEY) ?? '{}') as Partial<PlaylistSnapshot>;
    } catch {
      return;
    }
    const items = Array.isArray(snapshot.items) ? snapshot.items.filter(isMediaItem) : [];
    playlist.restore(items, snapshot.selected ?? null, snapshot.current ?? null);
  }

  /** Stores the playlist as it is now. */
  save(playlist: Playlist<MediaItem>): void {
    const snapshot: PlaylistSnapshot = {
      items: [...playlist.items],
      selected: playlist.selected?._id ?? null,
      current: playlist.currentMedia?._id ?? null,
    };
    this.storage.setItem(PLAYLIST_KEY, JSON.stringify(snapshot));
  }
}
