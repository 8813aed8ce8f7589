/** What the player shows: the item, the episode (of a course or lecture), the quality and the second it is at. */
export interface NowPlaying {
  title: string;
  episode: string | null;
  /** The frame height of the stream (0 for an audio). */
  quality: number;
  /** Seconds. */
  time: number;
  playing: boolean;
}

/** Media, the player and the playlist of one user, implemented once per assembly. */
export interface MediaTasks {
  /** The user signs in and opens the media. */
  signIn(email: string): Promise<void>;
  /** The quality badges the media's card shows, each as "576p SD", highest first. */
  badges(title: string): Promise<string[]>;
  /** Plays a media from its card (a course or lecture: where the user stopped, else its first episode). */
  play(title: string): Promise<void>;
  /** Plays one episode of a course or lecture, lets it play `seconds` seconds, and pauses it. */
  playEpisodeFor(title: string, episode: string, seconds: number): Promise<void>;
  /** The episodes of a course or lecture, in the order shown. */
  episodes(title: string): Promise<string[]>;
  /** What the player plays, or null when nothing does. */
  nowPlaying(): Promise<NowPlaying | null>;
  /** Adds a media to the playlist from its card (a media already there cannot be added again). */
  add(title: string): Promise<void>;
  /** Removes a media from the playlist. */
  remove(title: string): Promise<void>;
  /** Selects a media of the playlist (it plays). */
  select(title: string): Promise<void>;
  /** Empties the playlist. */
  clear(): Promise<void>;
  /** The titles of the playlist, in order. */
  playlist(): Promise<string[]>;
  /** The selected media of the playlist, or null. */
  selected(): Promise<string | null>;
  /** Whether the playlist panel is open. */
  playlistOpen(): Promise<boolean>;
  /** The notices shown (their texts). */
  notices(): Promise<string[]>;
  /** The user reloads the app (or comes back to it later on the same device) and opens the media again. */
  reload(): Promise<void>;
  /** The user goes to another page of the app (a list of content). */
  readAnotherPage(): Promise<void>;
  /** The user pauses the current media with the player's own button. */
  pause(): Promise<void>;
}
