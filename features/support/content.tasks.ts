/** The profiles of the seeded accounts. */
export type Reader = 'subscriber' | 'demo' | 'free';

/** An item of the list being read, as the reader sees it. */
export interface ListedItem {
  title: string;
  /** Kept for subscribers: listed, but not readable by this reader. */
  locked: boolean;
  important: boolean;
  exclusive: boolean;
  free: boolean;
  /** The description of the item's picture, when the list shows one. */
  picture: string | null;
}

/** What a reader does and sees around content lists and details, implemented once per assembly (core, browser). */
export interface ContentTasks {
  /** Signs in (or has signed in) as the seeded account of a profile. */
  readAs(profile: Reader, email: string): Promise<void>;
  /** Opens the list of a commodity (0 = all) filtered to one publication type. */
  browse(publicationType: string, commodity: number): Promise<void>;
  /** The items of the first page of the list. */
  listed(): Promise<ListedItem[]>;
  /** Opens the first readable item. */
  openFirst(): Promise<void>;
  /** The full text of the item open, if the reader got it. */
  fullText(): Promise<string | null>;
  /** Whether the item opened is marked read. */
  isMarkedRead(): Promise<boolean>;
  /** Opens the first item kept for subscribers; returns the title of the invitation shown. */
  openKeptItem(): Promise<string>;
  /** Turns on the important filter. */
  keepImportant(): Promise<void>;
  /** How many report filters are on. */
  activeFilters(): Promise<number>;
  /** Leaves and comes back (a reload). */
  comeBack(): Promise<void>;
  /** Clears the report filters. */
  clearFilters(): Promise<void>;
  /** How many highlights and latest news the page shows beside the list (a page only). */
  besideTheList(): Promise<{ highlights: number; latestNews: number }>;
  /** Shows the list in the display type of this name (as the view-style control names it); answers how many items it then shows (a page only). */
  showAs(display: string): Promise<number>;
}
