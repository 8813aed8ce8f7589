// The shell area's wire contract (SPEC §7, layout, attendance and the app logger): the layout preferences the server keeps. The menu items the
// shell shows travel as core/shell/menu.ts declares them; the runtime configuration is the kernel's AppConfig.
import { type DetailAlignment, type FavoriteContent, type Theme } from '../kernel/active-user';
import { type Locale } from '../kernel/locale';

/** The layout preferences the server keeps (SPEC §3, Layout preferences saved to the server). */
export interface LayoutPreferences {
  theme: Theme;
  canDisplayTicker: boolean;
  tickerViewAtTheTop: boolean;
  zoom: number;
  zoomDetail: number;
  formatAlignDetail: DetailAlignment;
  /** The pace at which items are read aloud, 0.5 to 2 (1 is the voice's normal pace). */
  rateTextSpeech: number;
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

/** The areas of the team a contact of the attendance answers for (SPEC §7, attendance/client and attendance/public). */
export const ATTENDANCE_AREAS = ['commercial', 'support', 'account-manager', 'analysis', 'financial'] as const;
/** An area of the attendance team. */
export type AttendanceArea = (typeof ATTENDANCE_AREAS)[number];

/**
 * One contact of the attendance team, as GET attendance/client (a signed-in client: its account team included) and
 * GET attendance/public (anyone: the general desks) return them, per brand.
 */
export interface AttendanceContact {
  id: number;
  /** The person's or the desk's name. */
  name: string;
  area: AttendanceArea;
  email: string;
  /** The phone in international form (+55 11 …). */
  phone: string;
  /** The WhatsApp number in international form, when the contact takes messages there. */
  whatsapp: string | null;
}

/** The levels of a log entry the app sends (SPEC §7, logger/applogger). */
export const APP_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A level of an app log entry. */
export type AppLogLevel = (typeof APP_LOG_LEVELS)[number];

/** The body of POST logger/applogger: a diagnostic entry of the app, answered 204. */
export interface AppLogEntry {
  level: AppLogLevel;
  message: string;
  deviceId: string;
  /** The session's id, null for a visitor. */
  sessionId: string | null;
  userAgent: string;
  locale: Locale;
  /** The page's path, without its query or fragment. */
  route: string;
  /** The version hash of the running app. */
  appVersion: string;
  /** When the entry was made: an ISO-8601 instant in UTC. */
  timestamp: string;
}

/**
 * The body and the answer of POST client/update/skip-tour: whether the guided tour stays put away for the account
 * (users.skip_tour, the login's skipTour). The app sends `true` when the user skips or finishes the tour.
 */
export interface TourChoice {
  skipTour: boolean;
}
