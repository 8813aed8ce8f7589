import { type DetailAlignment, type Theme, type ViewStyle } from '../kernel/active-user';
import { type Locale } from '../kernel/locale';

/** Display settings that a login (or a preference change) applies to the interface. */
export interface DisplayPreferences {
  locale?: Locale;
  theme: Theme;
  viewstyle: ViewStyle;
  zoom: number;
  zoomDetail: number;
  formatAlignDetail: DetailAlignment;
  skipTour: boolean;
}

/** Applies display settings to the running interface (language, theme, view style, zoom, tour). */
export interface PreferencesPort {
  /** Applies the settings at once. */
  apply(preferences: DisplayPreferences): void;
}
/** Injection token of the PreferencesPort. */
export const PreferencesPort = Symbol('PreferencesPort');
