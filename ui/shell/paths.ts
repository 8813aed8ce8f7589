import { type AdminPage } from '../../core';

/** The public pages (SPEC §2): reachable without signing in. */
export const PUBLIC_PAGES = [
  'login',
  's4login',
  'register',
  'plans',
  'forgot-password',
  'reset-password',
  'new-client',
  'lost-access',
  'error-404',
  'error-500',
  'callback',
  'comingsoon',
  'browser-not-support',
  'download-file',
  'maintenance',
  'not-authorized',
  'two-factor',
  'confirm-email',
] as const;
/** A public page under /pages. */
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** Other public pages at the root. */
export const PUBLIC_ROOT_PAGES = ['version', 'landing-page', 'details'] as const;

/** The tabs of /account/{tab}. */
export const ACCOUNT_TABS = [
  'signature',
  'notification',
  'change-password',
  'privacy-policy',
  'packages',
  'devices',
  'my-data',
] as const;
/** An account tab. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The admin pages under /admin, each with its role rule in core's ADMIN_PAGE_RULES (written out here, so the first
 * pages do not carry the rules; a test keeps the two lists equal). */
export const ADMIN_PAGES = [
  'subjects',
  'subjects/register',
  'users',
  'users/register',
  'tags',
  'tags/register',
  'publishing',
  'publishing/register',
] as const satisfies readonly AdminPage[];

/** The signed-in section pages still waiting for their feature (each shows its heading and what it is for). */
export const SECTION_PAGES = ['info/content'] as const;
/** The routes of the services area: ask the analyst, and each service's page at /services/{name}. */
export const SERVICE_ROUTES = ['ask-to-analyst', 'services/:name'] as const;
/** A route of the services area. */
export type ServiceRoute = (typeof SERVICE_ROUTES)[number];

/** Signed-in pages outside /informative, /account, /admin and /services (ui/services/service-names.ts). */
export const SIGNED_IN_PAGES = [
  ...SECTION_PAGES,
  'my-account',
  'change-password',
  'favorites',
  'schedule',
  'events',
  'economic-calendar',
  'media',
  'quotes',
  'tmnquotes',
  'ask-to-analyst',
  'consulting',
  'search',
] as const;

/** Addresses the guard and the pages share. */
export const PATHS = {
  home: '/home',
  login: '/pages/login',
  plans: '/pages/plans',
  twoFactor: '/pages/two-factor',
  notFound: '/pages/error-404',
  serverError: '/pages/error-500',
  browserNotSupported: '/pages/browser-not-support',
  downloadFile: '/pages/download-file',
  forgotPassword: '/pages/forgot-password',
  lostAccess: '/pages/lost-access',
  register: '/pages/register',
  accountDefault: '/account/notification',
  confirmEmail: '/pages/confirm-email',
  /** The account's favourites (SPEC §4), of every commodity or of one (`?commodity=`). */
  favorites: '/favorites',
  /** The saved-news schedule (SPEC §4, saved_news). */
  schedule: '/schedule',
} as const;

/** The favourites of a commodity (0 = every commodity). */
export const favoritesPath = (commodity = 0): string =>
  commodity === 0 ? PATHS.favorites : `${PATHS.favorites}?commodity=${commodity}`;

/** The address of a tab of the account page. */
export const accountTabPath = (tab: AccountTab): string => `/account/${tab}`;

/** The address of a public page. */
export const pagePath = (page: PublicPage): string => `/pages/${page}`;
