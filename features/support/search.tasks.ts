/** A result as the reader sees it. */
export interface SearchResultShown {
  title: string;
  /** The words marked in the title, lower-cased, in order. */
  markedInTitle: string[];
  locked: boolean;
  /** Whether any text of the item's body reached the reader. */
  bodyShown: boolean;
}

/** What the search scenarios do and read, in the core assembly or in the browser. */
export interface SearchTasks {
  /** Signs in as `email` (when not yet) and searches `text` (submitted from the header's box). */
  search(email: string, text: string): Promise<void>;
  /** Opens the results page of the last search again from its address (a reload, a link kept). */
  reopen(): Promise<void>;
  /** The results of the last search, in order. */
  results(): Promise<SearchResultShown[]>;
  /** Whether the last search asked the server anything. */
  asked(): Promise<boolean>;
  /** The count of the last search's results: how many, and whether it says there are more. */
  count(): Promise<{ total: number; more: boolean }>;
  /** Whether the page asks for a longer text. */
  tooShortShown(): Promise<boolean>;
  /** Types `text` in the header's box as `email` and waits for the suggestions; answers their titles. */
  suggestionsFor(email: string, text: string): Promise<string[]>;
}
