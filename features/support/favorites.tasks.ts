/** Favourites and starred pages of one user on several devices, implemented once per assembly. */
export interface FavoritesTasks {
  /** The user signs in on a device (a browser of their own). */
  signInOn(device: string, email: string): Promise<void>;
  /**
   * On a device, the user presses the favourite star of an entry of a commodity's list (its position, from 1), which
   * stars it or unstars it; answers the entry's title.
   */
  toggleEntry(device: string, commodity: number, position: number): Promise<string>;
  /** On a device, the user takes a favourite (by its title) out from the favourites view of every commodity. */
  removeFromView(device: string, title: string): Promise<void>;
  /** The titles the favourites view of a device shows for a commodity (0: every commodity), in order. */
  favorites(device: string, commodity: number): Promise<string[]>;
  /**
   * The device reads the account: on the core, a device signed in before the last change runs its user-info check;
   * in the browser, a new browser signs in.
   */
  readAccount(device: string): Promise<void>;
  /** On a device, the user empties the schedule. */
  clearSchedule(device: string): Promise<void>;
  /**
   * On a device, the user saves an entry of a commodity's list (its position, from 1) to the schedule, from its detail;
   * saving one already there leaves it as it is. Answers the entry's title.
   */
  saveToSchedule(device: string, commodity: number, position: number): Promise<string>;
  /** The titles the schedule of a device shows, in order. */
  schedule(device: string): Promise<string[]>;
  /** On a device, the user takes a news (by its title) out of the schedule. */
  takeOutOfSchedule(device: string, title: string): Promise<void>;
  /**
   * The device loses its network (online false) or gets it back. Before going offline it has finished keeping the
   * saved news (the browser: its service worker holds their copies).
   */
  setNetwork(device: string, online: boolean): Promise<void>;
  /** On a device without network, the user opens a saved news (by its title): whether it shows, noted as the copy. */
  opensOffline(device: string, title: string): Promise<boolean>;
  /** Whether the device keeps a copy of a news (by its title) for reading offline. */
  keepsCopyOf(device: string, title: string): Promise<boolean>;
  /** On a device, the user stars so many different pages; answers their addresses, in the order starred. */
  starPages(device: string, count: number): Promise<string[]>;
  /** The notices the device has shown (their texts). */
  notices(device: string): Promise<string[]>;
  /** The addresses of the pages starred on a device, as its starred pages list them. */
  starredPages(device: string): Promise<string[]>;
}
