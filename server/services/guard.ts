// The service rule of a route on the server: the request's user must have a plan that includes the service, whatever
// the client shows or hides. 401 as for any signed-in route; 403 (5006) for a plan without it.
import { type FastifyRequest } from 'fastify';
import { ErrorCode, mayUseService, type ServiceOption } from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { forbidden } from '../errors';
import { requireSession } from '../session/guard';
import { serviceRightsOf, type ServiceRights } from './rights.service';

/** The signed-in user and that user's service rights; 403 (5006) when the plan does not include `service`. */
export async function requireService(
  ctx: AppContext,
  request: FastifyRequest,
  service: ServiceOption,
): Promise<{ user: UserRow; rights: ServiceRights }> {
  const { user } = await requireSession(ctx, request);
  const rights = await serviceRightsOf(ctx, user);
  if (!mayUseService(rights.options, service)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return { user, rights };
}
