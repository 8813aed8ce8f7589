// The role rules of the admin pages (SPEC §6), checked by the navigation guard after its rules 1–8 allowed a page
// under /admin: a user whose roles fail the page's rule goes to not-authorized. Ordinary routes carry the publisher
// rule too, but their guard only tells signed-in from signed-out users (decideNavigation). This module loads only when
// an /admin address is entered, so no other page carries the admin rules.
import { adminRuleOf, NOT_AUTHORIZED_PATH, rolesSatisfy } from '../../core';

/** Where an allowed navigation to an admin page goes instead: not-authorized when the roles fail its rule, else null. */
export function adminRedirect(path: string, roles: readonly string[]): string | null {
  const rule = adminRuleOf(path);
  return rule !== undefined && !rolesSatisfy(roles, rule) ? NOT_AUTHORIZED_PATH : null;
}
