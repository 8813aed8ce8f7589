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

/** The layout calls of the API (SPEC §7: layout, layoutwdma/saveconfig). */
export interface LayoutApiPort {
  /** Saves the whole favourites list (favoriteContent). */
  saveFavorites(favoriteContent: FavoriteContent[]): Promise<void>;
  /** Saves the schedule as the list of saved news ids (saved_news). */
  saveSchedule(savedNews: string[]): Promise<void>;
  /** Saves changed display preferences (theme, ticker, zoom, alignment). */
  savePreferences(preferences: Partial<LayoutPreferences>): Promise<void>;
}
/** Injection token of the LayoutApiPort. */
export const LayoutApiPort = Symbol('LayoutApiPort');
