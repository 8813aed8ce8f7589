/** What a visitor does with the cookie notice, and what the API then hears, implemented once per assembly. */
export interface CookieTasks {
  /** A visitor opens the sign-in page (on a screen of this size, when given: a page only). */
  visit(screen?: { width: number; height: number }): Promise<void>;
  /** Whether the cookie notice covers any part of the button of this name (a page only). */
  noticeCovers(button: string): Promise<boolean>;
  /** Whether the cookie notice is shown. */
  noticeShown(): Promise<boolean>;
  /** The visitor accepts or refuses cookies. */
  choose(choice: 'accept' | 'refuse'): Promise<void>;
  /** The visitor comes back later (a reload). */
  comeBack(): Promise<void>;
  /** The X-Cookies-Accepted header of the next API request, or null when it has none. */
  nextRequestHeader(): Promise<string | null>;
}
