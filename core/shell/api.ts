// The shell area's wire contract (SPEC §7, layout): the layout preferences the server keeps. The menu items the
// shell shows travel as core/shell/menu.ts declares them; the runtime configuration is the kernel's AppConfig.
import { type DetailAlignment, type Theme } from '../kernel/active-user';

/** The layout preferences the server keeps (SPEC §3, Layout preferences saved to the server). */
export interface LayoutPreferences {
  theme: Theme;
  canDisplayTicker: boolean;
  tickerViewAtTheTop: boolean;
  zoom: number;
  zoomDetail: number;
  formatAlignDetail: DetailAlignment;
}
