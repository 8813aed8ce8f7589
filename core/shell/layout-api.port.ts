import { type FavoriteContent } from '../kernel/active-user';
import { type LayoutPreferences } from './api';

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
