// The shell area's wire contract (SPEC §7, layout): the layout preferences the server keeps. The menu items the
// shell shows travel as core/shell/menu.ts declares them; the runtime configuration is the kernel's AppConfig.
import { type DetailAlignment, type FavoriteContent, type Theme } from '../kernel/active-user';

/** The layout preferences the server keeps (SPEC §3, Layout preferences saved to the server). */
export interface LayoutPreferences {
  theme: Theme;
  canDisplayTicker: boolean;
  tickerViewAtTheTop: boolean;
  zoom: number;
  zoomDetail: number;
  formatAlignDetail: DetailAlignment;
}

/** Everything the account keeps of the layout (SPEC §3): the display preferences, the favourites and the schedule. */
export interface LayoutConfig extends LayoutPreferences {
  favoriteContent: FavoriteContent[];
  /** The ids of the saved news (the schedule). */
  saved_news: string[];
}

/** The display preferences as saved, with the server's time of the last write (`layout`). */
export interface SavedLayout extends LayoutPreferences {
  /** ISO instant of the last write, set by the server (the newest write wins); null while the account never saved one. */
  updatedAt: string | null;
}

/** The whole layout as saved, with the server's time of the last write (`layoutwdma/loadconfig`, `saveconfig`). */
export interface SavedLayoutConfig extends LayoutConfig {
  /** ISO instant of the last write, set by the server (the newest write wins); null while the account never saved one. */
  updatedAt: string | null;
}

/** A version of the layout history (`layoutwdma-hist`): writes close together update one version. */
export interface LayoutVersion {
  id: number;
  /** ISO instant the version was first written. */
  createdAt: string;
  /** ISO instant the version was last written. */
  updatedAt: string;
  config: LayoutConfig;
}

/** The body of POST layout: the display preferences that changed. */
export type LayoutPreferencesChanges = Partial<LayoutPreferences>;

/** The body of POST layoutwdma/saveconfig: the fields of the layout that changed. */
export type LayoutConfigChanges = Partial<LayoutConfig>;

/** The path of layoutwdma-hist/{id}: a version of the history. */
export interface LayoutVersionParams {
  id: number;
}
