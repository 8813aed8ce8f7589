/** Where the home menu is: beside the page (a desk) or in a drawer opened from the header (a phone). */
export type MenuPlace = 'sidebar' | 'drawer';

/** What a subscriber sees of the signed-in frame on screens of different sizes, implemented once per assembly. */
export interface LayoutTasks {
  /** The subscriber reads their first list on a screen of this size. */
  readOn(email: string, width: number, height: number): Promise<void>;
  /** Where the home menu is now. */
  menuPlace(): Promise<MenuPlace>;
  /** The screen turns (or the window is resized) to this size, and the page settles. */
  turnTo(width: number, height: number): Promise<void>;
  /** Whether the first item of the list shows without scrolling. */
  firstItemInFirstScreen(): Promise<boolean>;
  /** How far the page scrolls sideways (0 when nothing is wider than the screen). */
  sidewaysScroll(): Promise<number>;
  /** Opens the menu's drawer and follows an entry; returns the heading of the page reached. */
  chooseFromDrawer(entry: string): Promise<string>;
  /** Whether the drawer is open. */
  drawerOpen(): Promise<boolean>;
  /** Picks an option of the user menu (a radio button, by its name) and closes the menu. */
  pickInUserMenu(option: string): Promise<void>;
  /** The page is loaded again (the session kept). */
  reload(): Promise<void>;
  /** The theme and the image alignment of news the interface shows. */
  display(): Promise<{ theme: string; alignment: string }>;
}
