// The admin rule of a route on the server (SPEC §6): the request's user must hold a role that passes it, whatever
// the client shows or hides. 401 as for any signed-in route; 403 for a signed-in user without the role.
import { type FastifyRequest } from 'fastify';
import { type AdminRole, rolesSatisfy } from '../../core';
import { type AppContext } from '../context';
import { forbidden } from '../errors';
import { requireSession, type SignedIn } from '../session/guard';

/** The signed-in request's session and user, when the user holds a role that passes `rule`; 403 otherwise. */
export async function requireRole(ctx: AppContext, request: FastifyRequest, rule: AdminRole): Promise<SignedIn> {
  const signedIn = await requireSession(ctx, request);
  if (!rolesSatisfy(signedIn.user.roles, rule)) throw forbidden();
  return signedIn;
}
