// The back office's routes (under /api): the subjects, users and tags lists (sorted, filtered and paged on the
// server), their records and register forms, and the dropdown lists, user filter and acronym lookup that serve the
// forms (SPEC §7). Every route checks the caller's roles (requireRole): users the admin's rule; subjects and tags the
// editor's; each dropdown the rule of the forms it serves. The forms' rules are core's, checked again by each
// resource's service, with field messages in the request's language. Every change of a user, a subject or a tag goes
// into its change log (server/admin/audit.service.ts); disabling a user ends all of its sessions at once (its open
// app is told at its next user-info check).
import { type FastifyInstance } from 'fastify';
import { ACRONYM_RULE, type AdminRole, DROPDOWN_RULES, DROPDOWNS, USER_FILTER_RULE } from '../../core';
import { type AppContext } from '../context';
import { adminListsRoutes } from './lists.routes';
import { adminSubjectsRoutes } from './subjects.routes';
import { adminTagsRoutes } from './tags.routes';
import { adminUsersRoutes } from './users.routes';

/** Registers the back office's routes and the dropdown lists that serve its forms. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminSubjectsRoutes(app, ctx);
  adminUsersRoutes(app, ctx);
  adminTagsRoutes(app, ctx);
  adminListsRoutes(app, ctx);
}

/** The rule of each route of this module, for the tests that call them as every reader. */
export const ADMIN_ROUTE_RULES: Readonly<Record<string, AdminRole>> = {
  '/api/admin/subjects': 'editor',
  '/api/admin/subjects/:id': 'editor',
  '/api/admin/users': 'admin',
  '/api/admin/users/:id': 'admin',
  '/api/admin/tags': 'editor',
  '/api/admin/tags/:id': 'editor',
  ...Object.fromEntries(DROPDOWNS.map((name) => [`/api/dropdown/${name}`, DROPDOWN_RULES[name]])),
  '/api/filter/user-all': USER_FILTER_RULE,
  '/api/acronym/find/key': ACRONYM_RULE,
  // The publishing desk's routes (server/admin/publishing.routes.ts): the publisher's rule, every one.
  ...Object.fromEntries(
    ['', '/:id', '/:id/save', '/:id/schedule', '/:id/send-now', '/:id/resume'].map((tail) => [
      `/api/admin/publishing${tail}`,
      'publisher' as const,
    ]),
  ),
};
