import { type FavoriteContent } from '../kernel/active-user';
import {
  type LayoutPreferences,
  type LayoutVersion,
  type SavedLayout,
  type SavedLayoutConfig,
  type TourChoice,
} from './api';

/**
 * The layout calls of the API (SPEC §7, Layout): the display preferences (`layout`), the whole layout
 * (`layoutwdma/loadconfig`, `layoutwdma/saveconfig`), its history (`layoutwdma-hist`), and the account's tour setting
 * (`client/update/skip-tour`), which the login applies with the display preferences.
 */
export interface LayoutApiPort {
  /** Saves the whole favourites list (favoriteContent) through saveconfig. */
  saveFavorites(favoriteContent: FavoriteContent[]): Promise<SavedLayoutConfig>;
  /** Saves the schedule as the list of saved news ids (saved_news) through saveconfig. */
  saveSchedule(savedNews: string[]): Promise<SavedLayoutConfig>;
  /** Saves changed display preferences (theme, ticker, zoom, alignment): POST layout. */
  savePreferences(preferences: Partial<LayoutPreferences>): Promise<SavedLayout>;
  /** The account's whole layout: GET layoutwdma/loadconfig. */
  loadConfig(): Promise<SavedLayoutConfig>;
  /** The versions of the layout, newest first: GET layoutwdma-hist. */
  history(): Promise<LayoutVersion[]>;
  /** Makes a version the current layout again: POST layoutwdma-hist/{id}. */
  restore(id: number): Promise<SavedLayoutConfig>;
  /** Keeps the guided tour put away (or not) for the account: POST client/update/skip-tour. */
  saveTourChoice(choice: TourChoice): Promise<TourChoice>;
}
/** Injection token of the LayoutApiPort. */
export const LayoutApiPort = Symbol('LayoutApiPort');
