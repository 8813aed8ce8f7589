// Admin roles (SPEC §6): admin, editor, publisher.
import { type AdminRole } from '../kernel/profile';

/** The admin roles, strongest first. */
export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'editor', 'publisher'];
/** The role a new administrator starts with. */
export const INITIAL_ADMIN_ROLE: AdminRole = 'admin';
/** The rule every ordinary route carries. */
export const DEFAULT_ROUTE_RULE: AdminRole = 'publisher';
/** Where a role that fails a route's rule is sent. */
export const NOT_AUTHORIZED_PATH = '/pages/not-authorized';
/** The prefix of the admin routes. */
export const ADMIN_ROUTE_PREFIX = '/admin';

const RANK: Readonly<Record<AdminRole, number>> = { admin: 3, editor: 2, publisher: 1 };

/** Whether a value is one of the admin roles. */
export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/**
 * Whether a role passes a rule: the admin rule only admin; the editor rule editor or admin; the
 * publisher rule publisher, editor or admin. An unknown or missing role passes nothing.
 */
export function roleSatisfies(role: unknown, rule: AdminRole): boolean {
  return isAdminRole(role) && RANK[role] >= RANK[rule];
}

/** Whether any of a user's roles passes a rule (a user with no admin role passes none). */
export function rolesSatisfy(roles: readonly unknown[], rule: AdminRole): boolean {
  return roles.some((role) => roleSatisfies(role, rule));
}

/** The admin roles of a received or stored value: the known roles only, each once (anything else: none). */
export function parseAdminRoles(value: unknown): AdminRole[] {
  return Array.isArray(value) ? [...new Set(value.filter(isAdminRole))] : [];
}
