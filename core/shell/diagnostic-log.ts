// The diagnostic entry the support tools send (SPEC §7, logger/applogger): what support needs to find a device's
// requests in the logs, and nothing the address bar may carry (a sign-in link's token travels in the query).
import { type AppLogEntry, type AppLogLevel } from './api';
import { type Locale } from '../kernel/locale';

/** The longest text of each field of an entry; the server refuses longer ones. */
export const APP_LOG_LIMITS = {
  message: 2000,
  deviceId: 128,
  sessionId: 128,
  userAgent: 512,
  route: 512,
  appVersion: 64,
} as const;

/** What the entry is made from. */
export interface DiagnosticInput {
  level: AppLogLevel;
  message: string;
  deviceId: string;
  sessionId: string | null | undefined;
  userAgent: string;
  locale: Locale;
  /** The address of the page: a path, or a whole URL. */
  location: string;
  appVersion: string;
  /** When, in ms since the epoch. */
  now: number;
}

/** Characters the server refuses in one-line text: control characters (C0, DEL, C1). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]+/g;

/** A text on one line (control characters become spaces), trimmed and cut to `max` characters. */
export function oneLine(text: string, max: number): string {
  return [...text.replace(CONTROL, ' ').trim()].slice(0, max).join('');
}

/** The path of an address, without its origin, query or fragment ('/' when it has none). */
export function pathOnly(location: string): string {
  const withoutOrigin = location.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The entry of POST logger/applogger: every text on one line and within its limit (so the server never refuses it
 * for its length), the page's path without query or fragment, no session id for a visitor (null), and the instant
 * in ISO-8601 UTC.
 */
export function buildDiagnosticLog(input: DiagnosticInput): AppLogEntry {
  const sessionId = input.sessionId ? oneLine(input.sessionId, APP_LOG_LIMITS.sessionId) : '';
  return {
    level: input.level,
    message: oneLine(input.message, APP_LOG_LIMITS.message),
    deviceId: oneLine(input.deviceId, APP_LOG_LIMITS.deviceId),
    sessionId: sessionId === '' ? null : sessionId,
    userAgent: oneLine(input.userAgent, APP_LOG_LIMITS.userAgent),
    locale: input.locale,
    route: oneLine(pathOnly(input.location), APP_LOG_LIMITS.route),
    appVersion: oneLine(input.appVersion, APP_LOG_LIMITS.appVersion) || 'unknown',
    timestamp: new Date(input.now).toISOString(),
  };
}
