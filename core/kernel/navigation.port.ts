/** Whole-page navigation, for the moments the app must start afresh (logout, new version). */
export interface NavigationPort {
  /** Loads `path` as a new page (a full reload). */
  reloadAt(path: string): void;
  /** Reloads the current page. */
  reload(): void;
}
/** Injection token of the NavigationPort. */
export const NavigationPort = Symbol('NavigationPort');
