// The playlist (SPEC §4).
import { type Locale } from '../kernel/locale';
import { type NotifierPort } from '../kernel/notifier.port';
import { type AppEvents } from '../kernel/app-events';
import { LIBRARY_MESSAGES } from './messages';

/** A playlist item: anything media with an _id. */
export interface PlaylistItem {
  _id: string;
}

/**
 * The playlist rules: adding appends only an item not already there (by _id); the first item added to an
 * empty playlist becomes selected; each addition shows a notice and fires the open-playlist event.
 * Removing the selected item clears the selection; clearing empties the playlist and the current media.
 */
export class Playlist<T extends PlaylistItem = PlaylistItem> {
  private list: T[] = [];
  private selectedItem: T | null = null;
  private media: T | null = null;

  constructor(
    private readonly notifier: NotifierPort,
    private readonly events: AppEvents,
    private readonly locale: () => Locale,
  ) {}

  /** The items, in the order added. */
  get items(): readonly T[] {
    return this.list;
  }

  /** The selected item, or null. */
  get selected(): T | null {
    return this.selectedItem;
  }

  /** The media being played, or null. */
  get currentMedia(): T | null {
    return this.media;
  }

  /** Whether an item with this _id is in the playlist. */
  has(id: string): boolean {
    return this.list.some((item) => item._id === id);
  }

  /** Adds an item not already present; true when it was appended. An item already there changes nothing. */
  add(item: T): boolean {
    if (this.has(item._id)) return false;
    const wasEmpty = this.list.length === 0;
    this.list = [...this.list, item];
    if (wasEmpty) this.selectedItem = item;
    const locale = this.locale();
    this.notifier.notify({
      level: 'success',
      title: LIBRARY_MESSAGES.playlistTitle[locale],
      message: LIBRARY_MESSAGES.addedToPlaylist[locale],
    });
    this.events.emit('openPlaylist', undefined);
    return true;
  }

  /** Selects an item of the playlist and makes it the current media; false when it is not there. */
  select(id: string): boolean {
    const item = this.list.find((candidate) => candidate._id === id);
    if (!item) return false;
    this.selectedItem = item;
    this.media = item;
    return true;
  }

  /** Makes an item the current media, in the playlist or not (played from its page). */
  play(item: T): void {
    this.media = item;
  }

  /**
   * Puts a kept playlist back (a reload): the items without repeated _ids, the selection and the current media when
   * they are among them. Shows no notice and fires no event: nothing was added.
   */
  restore(items: readonly T[], selectedId: string | null, currentId: string | null): void {
    const seen = new Set<string>();
    this.list = items.filter((item) => !seen.has(item._id) && seen.add(item._id));
    this.selectedItem = this.list.find((item) => item._id === selectedId) ?? null;
    this.media = this.list.find((item) => item._id === currentId) ?? null;
  }

  /** Removes an item; the selection is cleared when the removed item was selected. */
  remove(id: string): void {
    this.list = this.list.filter((item) => item._id !== id);
    if (this.selectedItem?._id === id) this.selectedItem = null;
  }

  /** Empties the playlist, the selection and the current media. */
  clear(): void {
    this.list = [];
    this.selectedItem = null;
    this.media = null;
  }
}
