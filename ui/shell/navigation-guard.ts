// The navigation guard of SPEC §2, rules 1–8, as pure functions. The root route's loader asks
// decideNavigation() before every navigation; the root layout runs afterNavigation() after each one.
import { APP_MARKER, isNativeApp, isOldInternetExplorer, withAppMarker } from '../../core';
import { ACCOUNT_TABS, ADMIN_PAGES, PATHS, PUBLIC_PAGES, PUBLIC_ROOT_PAGES, SIGNED_IN_PAGES } from './paths';

/** What the guard knows about a navigation. */
export interface NavigationRequest {
  /** The target path, without query (e.g. '/informative/1'). */
  path: string;
  /** The target query, with or without the leading '?'. */
  search: string;
  /** Whether a user is signed in. */
  authenticated: boolean;
  /** The browser's user-agent. */
  userAgent: string;
  /** Whether the app runs inside the native app (its marker was seen in this or an earlier address). */
  isApp: boolean;
}

/** What the guard decides. */
export type NavigationDecision =
  /** Go on to the page asked for. */
  | { kind: 'allow' }
  /** Go to another address instead. */
  | { kind: 'redirect'; to: string }
  /** Go to the first informative menu item (it needs the menu), with this query ('' or '?…'). */
  | { kind: 'first-informative'; search: string };

/** How the guard sees a path. */
export type PathKind = 'public' | 'signed-in' | 'home' | 'account' | 'unknown';

/** The pages a signed-in user has no business on (rule 2). */
const SIGN_IN_ENTRY_PAGES = new Set<string>([PATHS.login, PATHS.register, PATHS.forgotPassword, PATHS.lostAccess]);

const publicPages = new Set<string>(PUBLIC_PAGES);
const publicRootPages = new Set<string>(PUBLIC_ROOT_PAGES);
const signedInPages = new Set<string>(SIGNED_IN_PAGES);
const accountTabs = new Set<string>(ACCOUNT_TABS);
const adminPages = new Set<string>(ADMIN_PAGES);

/** The path without a trailing slash (the root stays '/'). */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Classifies a path against the routes of SPEC §2. */
export function classifyPath(path: string): PathKind {
  const segments = normalizePath(path)
    .split('/')
    .slice(1)
    .filter((s) => s !== '');
  const [first = '', ...rest] = segments;
  const tail = rest.join('/');
  if (segments.length === 0 || (first === 'home' && rest.length === 0)) return 'home';
  if (first === 'pages') return rest.length === 1 && publicPages.has(tail) ? 'public' : 'unknown';
  if (rest.length === 0 && publicRootPages.has(first)) return 'public';
  if (first === 'informative') return rest.length === 0 ? 'home' : rest.length <= 2 ? 'signed-in' : 'unknown';
  if (first === 'account')
    return rest.length === 0 ? 'account' : rest.length === 1 && accountTabs.has(tail) ? 'signed-in' : 'unknown';
  if (first === 'admin') return adminPages.has(tail) ? 'signed-in' : 'unknown';
  if (first === 'author') return /^\d{1,9}$/.test(tail) ? 'signed-in' : 'unknown';
  // A service's page: the services area, loaded with it, sends a name that is no service to not-found.
  if (first === 'services' && rest.length === 1) return 'signed-in';
  return signedInPages.has(segments.join('/')) ? 'signed-in' : 'unknown';
}

/** A query string ('' or '?…') from parameters. */
function query(params: URLSearchParams): string {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The login address for an unauthenticated user who asked for `path` + `search` (rule 3): `to` carries the
 * original path and query, `token` the token query parameter if any; inside the native app the address
 * gets isApp=true (rule 8).
 */
export function loginAddress(path: string, search: string, isApp: boolean): string {
  const original = new URLSearchParams(search);
  const params = new URLSearchParams();
  params.set('to', `${path}${query(original)}`);
  const token = original.get('token');
  if (token !== null) params.set('token', token);
  if (isApp) params.set(APP_MARKER, 'true');
  return `${PATHS.login}${query(params)}`;
}

/** Decides where a navigation goes (rules 2, 3, 4, 5, 7, 8 and the redirects of SPEC §2). */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const path = normalizePath(request.path);
  const search = query(new URLSearchParams(request.search));
  const { authenticated, isApp } = request;
  const redirect = (to: string, toSearch = ''): NavigationDecision => ({
    kind: 'redirect',
    to: withAppMarker(`${to}${toSearch}`, isApp),
  });
  const carried = (toSearch: string): string => withAppMarker(`/${toSearch}`, isApp).slice(1);

  // Rule 4: an old Internet Explorer only sees the browser-not-supported page.
  if (isOldInternetExplorer(request.userAgent) && path !== PATHS.browserNotSupported)
    return redirect(PATHS.browserNotSupported);

  // Rule 7: unknown paths go to the not-found page.
  const kind = classifyPath(path);
  if (kind === 'unknown') return redirect(PATHS.notFound);

  // /home is a public page for a visitor (what the cache service makes public); a signed-in user is redirected below.
  const visitorHome = !authenticated && path === PATHS.home;

  // Rule 3: signed-in pages send an unauthenticated user to login (the public file download never does).
  if (!authenticated && kind !== 'public' && path !== PATHS.downloadFile && !visitorHome)
    return { kind: 'redirect', to: loginAddress(path, search, isApp) };

  // Rule 2: a signed-in user is sent from the sign-in entry pages to the first informative item.
  if (authenticated && SIGN_IN_ENTRY_PAGES.has(path)) return { kind: 'first-informative', search: carried('') };

  // The root, /home and /informative go to the first informative item, keeping the query.
  if (kind === 'home' && !visitorHome) return { kind: 'first-informative', search: carried(search) };
  // /account opens its notification tab.
  if (kind === 'account') return redirect(PATHS.accountDefault, search);

  // Rule 8: inside the native app the login address says isApp=true.
  if (path === PATHS.login && isApp && !isNativeApp(search)) {
    const params = new URLSearchParams(search);
    params.set(APP_MARKER, 'true');
    return { kind: 'redirect', to: `${path}${query(params)}` };
  }
  // Rule 5: the app flag is carried across navigations.
  if (isApp && !new URLSearchParams(search).has(APP_MARKER)) return redirect(path, search);
  return { kind: 'allow' };
}

/** What the interface does after each navigation. */
export interface AfterNavigationEffects {
  /** Closes every open popup (rule 1). */
  closePopups(): void;
  /** Hides the loading background (rule 6). */
  hideLoadingBackground(): void;
  /** Scrolls back to the top of the page (rule 6). */
  scrollToTop(): void;
}

/** Runs after every navigation: rules 1 and 6. */
export function afterNavigation(effects: AfterNavigationEffects): void {
  effects.closePopups();
  effects.hideLoadingBackground();
  effects.scrollToTop();
}
