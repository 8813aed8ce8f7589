// The self-service copy of one's data (LGPD Art. 18, II and V): asked for in my account, built on the server within a
// minute, e-mailed as a link that works once and for 24 hours. Its rules, its wire shapes and the document's shape are
// decided here once, for the server and the app.
import { type SessionEndReason } from '../admin/api';
import { type ViewStyle } from '../kernel/active-user';
import { type AlertKind, type AlertState } from '../market/alerts';
import { type LayoutPreferences } from '../shell/api';

/** How long the e-mailed link works (it works once within that time). */
export const DATA_EXPORT_LINK_HOURS = 24;
/** The copy is built and e-mailed within this many seconds of the request. */
export const DATA_EXPORT_READY_SECONDS = 60;
/** The version of the document's shape (`format` of the JSON). */
export const DATA_EXPORT_FORMAT = 'celeiro-data-export/1';
/** The errorType of a download whose link was never issued. */
export const DATA_EXPORT_LINK_NOT_FOUND_ERROR = 'DataExportLinkNotFound';
/** The errorType of a download whose link was used already or has expired. */
export const DATA_EXPORT_LINK_INVALID_ERROR = 'DataExportLinkInvalid';

const HOUR_MS = 3_600_000;

/** The answer of POST user/data-export: the copy will be e-mailed to this address within `readyWithinSeconds`. */
export interface DataExportRequested {
  requested: true;
  email: string;
  readyWithinSeconds: number;
  linkValidHours: number;
}

/** The query of GET user/data-export/download: the token of the e-mailed link. */
export interface DataExportDownloadQuery {
  token: string;
}

/** Where a requested copy stands. */
export type DataExportStatus = 'pending' | 'ready' | 'failed';

/** What is stored of a copy's link. */
export interface StoredDataExportLink {
  status: DataExportStatus;
  expiresAt: Date | null;
  usedAt: Date | null;
}

/** What a link is now: usable, never issued, used already, expired, or not built yet. */
export type DataExportLinkState = 'valid' | 'not-found' | 'used' | 'expired' | 'pending';

/** When a link made at `readyAt` stops working. */
export function dataExportLinkExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
}

/** The state of a link (undefined: no copy has that token) at `now`: it works once, before it expires. */
export function dataExportLinkState(link: StoredDataExportLink | undefined, now: Date): DataExportLinkState {
  if (!link) return 'not-found';
  if (link.usedAt !== null) return 'used';
  if (link.status !== 'ready' || link.expiresAt === null) return 'pending';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/**
 * Whether a new request builds a new copy: not while one is still being built (the request answers that one), so a
 * double press or a retry does not build and mail two copies.
 */
export function startsNewDataExport(latest: { status: DataExportStatus } | undefined): boolean {
  return latest?.status !== 'pending';
}

/** The notice shown once the copy is asked for: where it goes, how soon, and how long its link works. */
export interface DataExportNotice {
  email: string;
  minutes: number;
  hours: number;
}

/** The notice of an answered request (the minute rounded up). */
export function dataExportNotice(answer: DataExportRequested): DataExportNotice {
  return {
    email: answer.email,
    minutes: Math.max(1, Math.ceil(answer.readyWithinSeconds / 60)),
    hours: answer.linkValidHours,
  };
}

/** The files of the copy: the archive the link downloads, and the two files inside it. */
export const DATA_EXPORT_FILES = { json: 'celeiro-data.json', pdf: 'celeiro-data.pdf' } as const;

/** The archive's name for the day it was built (`YYYY-MM-DD`). */
export function dataExportArchiveName(day: string): string {
  return `celeiro-data-${day}.zip`;
}

/** The display preferences of the copy: the layout's, the list's view style, the tour set aside, and when saved. */
export interface ExportedPreferences extends LayoutPreferences {
  viewstyle: ViewStyle;
  skipTour: boolean;
  updatedAt: string | null;
}

/** A signed-in session of the copy, with its address and user agent. */
export interface ExportedSession {
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  endedReason: SessionEndReason | null;
  ip: string;
  userAgent: string;
  rememberMe: boolean;
}

/** A device of the copy: confirmed with a two-factor code, registered for push, or both. */
export interface ExportedDevice {
  /** The device's opaque id in the device list of my account. */
  id: string;
  browser: string;
  system: string;
  confirmedAt: string | null;
  lastUsedAt: string;
  push: { platform: number; deviceType: number | null; hasPushToken: boolean; registeredAt: string } | null;
  sessions: ExportedSession[];
}

/** A consent of the copy: what, whether given, when and how it was recorded. */
export interface ExportedConsent {
  kind: 'terms-and-privacy-policy' | 'cookies' | 'notifications' | 'push-notifications';
  granted: boolean;
  /** When it was given or last changed (null: not recorded with a time). */
  at: string | null;
  /** How the server knows it. */
  source: string;
}

/** The whole copy of one's data (the JSON file; the PDF shows the same). */
export interface DataExportDocument {
  format: typeof DATA_EXPORT_FORMAT;
  generatedAt: string;
  account: {
    userCode: string;
    email: string;
    name: string;
    profile: number;
    signature: string;
    language: string;
    personType: string | null;
    document: string | null;
    phone: string | null;
    country: string;
    groups: string[];
    createdAt: string;
    demoEndsAt: string | null;
  };
  preferences: ExportedPreferences;
  notifications: { blockAll: boolean; choices: { commodity: number; name: string; email: boolean; app: boolean }[] };
  devices: ExportedDevice[];
  reads: { contentId: number; title: string; readAt: string }[];
  favourites: { commodity: number; name: string; contentIds: number[] }[];
  schedule: { contentIds: number[] };
  questions: { askedAt: string; commodity: number; question: string }[];
  alerts: {
    instrument: string;
    kind: AlertKind;
    level: number;
    state: AlertState;
    createdAt: string;
    firedAt: string | null;
  }[];
  watchlist: string[];
  liveSessions: { sessionId: string; registeredAt: string }[];
  consents: ExportedConsent[];
}
