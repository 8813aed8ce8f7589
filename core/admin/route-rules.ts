// The rule of each admin page (SPEC §6): who may open it. The users' pages are the admin's; subjects and tags the
// editor's (and the admin's); the publishing desk the publisher's (and the editor's and admin's). The ordinary routes
// carry the publisher rule as SPEC §6 says, but their guard only tells signed-in from signed-out users: a reader with
// no admin role reads every ordinary page (the rule of an ordinary route is never checked against roles).
import { type AdminRole } from '../kernel/profile';
import { ADMIN_ROUTE_PREFIX, rolesSatisfy } from './roles';

/** Every admin page under /admin with the role rule it carries. */
export const ADMIN_PAGE_RULES = {
  users: 'admin',
  'users/register': 'admin',
  subjects: 'editor',
  'subjects/register': 'editor',
  tags: 'editor',
  'tags/register': 'editor',
  publishing: 'publisher',
  'publishing/register': 'publisher',
} as const satisfies Record<string, AdminRole>;

/** An admin page (its path under /admin). */
export type AdminPage = keyof typeof ADMIN_PAGE_RULES;

/** The admin lists (the pages the user menu links to; each register form is reached from its list). */
export const ADMIN_LISTS = ['users', 'subjects', 'tags', 'publishing'] as const satisfies readonly AdminPage[];
/** An admin list. */
export type AdminList = (typeof ADMIN_LISTS)[number];

/** Whether a value names an admin page. */
export function isAdminPage(value: string): value is AdminPage {
  return Object.hasOwn(ADMIN_PAGE_RULES, value);
}

/**
 * The rule of a path: the admin page's rule for a path under /admin that names one, undefined otherwise (an ordinary
 * route, or an unknown one: the guard sends the latter to not-found).
 */
export function adminRuleOf(path: string): AdminRole | undefined {
  const prefix = `${ADMIN_ROUTE_PREFIX}/`;
  if (!path.startsWith(prefix)) return undefined;
  const page = path.slice(prefix.length).replace(/\/+$/, '');
  return isAdminPage(page) ? ADMIN_PAGE_RULES[page] : undefined;
}

/** Whether a user with these roles may open an admin page. */
export function canOpenAdminPage(roles: readonly unknown[], page: AdminPage): boolean {
  return rolesSatisfy(roles, ADMIN_PAGE_RULES[page]);
}

/** The admin lists a user's roles open, in menu order (none for a reader without an admin role). */
export function adminListsFor(roles: readonly unknown[]): AdminList[] {
  return ADMIN_LISTS.filter((page) => canOpenAdminPage(roles, page));
}
