// The rules of the layout the account keeps (SPEC §3, Layout preferences saved to the server), shared by the
// server and the tests' in-memory API: defaults, merging a write, and how writes become history versions.
import { DEFAULT_TICKER_SETTINGS } from '../content/display';
import { DEFAULT_DETAIL_ALIGNMENT, DEFAULT_SPEECH_RATE, DEFAULT_THEME, DEFAULT_ZOOM } from '../kernel/constants';
import { type LayoutConfig } from './api';

/** The layout of an account that never saved one. */
export const DEFAULT_LAYOUT_CONFIG: Readonly<LayoutConfig> = Object.freeze({
  theme: DEFAULT_THEME,
  canDisplayTicker: DEFAULT_TICKER_SETTINGS.canDisplayTicker,
  tickerViewAtTheTop: DEFAULT_TICKER_SETTINGS.tickerViewAtTheTop,
  zoom: DEFAULT_ZOOM,
  zoomDetail: DEFAULT_ZOOM,
  formatAlignDetail: DEFAULT_DETAIL_ALIGNMENT,
  rateTextSpeech: DEFAULT_SPEECH_RATE,
  favoriteContent: [],
  saved_news: [],
});

/** How many versions of an account's layout the history keeps (the newest). */
export const LAYOUT_HISTORY_SIZE = 20;

/** Writes within this time of a version's last write update that version instead of adding one (a zoom tried at a few steps is one version). */
export const LAYOUT_VERSION_WINDOW_MS = 5 * 60_000;

/** The layout after a write: the fields written replace the saved ones, the others stay (the newest write wins per field). */
export function mergeLayout(current: LayoutConfig, changes: Partial<LayoutConfig>): LayoutConfig {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...current, ...defined };
}

/**
 * Whether a write at `now` updates the newest version (written less than the window before) or adds a version;
 * a restore always adds one, so the version it replaced stays in the history.
 */
export function layoutVersionWrite(
  newest: { updatedAt: Date } | undefined,
  now: Date,
  restoring = false,
): 'update' | 'add' {
  if (!newest || restoring) return 'add';
  const age = now.getTime() - newest.updatedAt.getTime();
  return age >= 0 && age < LAYOUT_VERSION_WINDOW_MS ? 'update' : 'add';
}
