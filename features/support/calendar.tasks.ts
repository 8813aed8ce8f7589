/** What an iCalendar file the user saved holds. */
export interface SavedCalendarFile {
  name: string;
  text: string;
}

/** An entry of a calendar as the user sees it. */
export interface ShownEvent {
  title: string;
  commodities: number[];
  importance: string | null;
}

/** The calendars and the author page, implemented once per assembly. */
export interface CalendarTasks {
  /** The user signs in and opens the economic calendar of the current month. */
  openEconomicCalendar(email: string): Promise<void>;
  /** The user signs in and opens the calendar of every event of the current month. */
  openEvents(email: string): Promise<void>;
  /** In the economic calendar, the user keeps only one importance and one commodity. */
  keepOnly(importance: string, commodity: number): Promise<void>;
  /** The entries the calendar shows now. */
  shown(): Promise<ShownEvent[]>;
  /** The user adds the first entry shown (or the one whose title has `title`) to their own calendar. */
  addToCalendar(title?: string): Promise<SavedCalendarFile>;
  /** The event of one commodity only: whether it is locked, and its link and price as shown. */
  eventOf(commodity: number): Promise<{ locked: boolean; link: string | null; price: number | null }>;
  /** Whether adding that event to the calendar is refused (nothing saved). */
  addingLockedRefused(commodity: number): Promise<boolean>;
  /** The user signs in and opens an author's page. */
  openAuthor(email: string, id: number): Promise<void>;
  /** What the author page shows. */
  author(): Promise<{ name: string; bio: string; latest: number }>;
}
