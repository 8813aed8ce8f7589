// Resolves the bearer session of a request, or answers 401.
import { type FastifyRequest } from 'fastify';
import { ErrorCode } from '../../core/errors/error-codes';
import { type AppContext } from '../context';
import { type SessionRow, type UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { findLiveSession } from '../repositories/sessions';
import { findUserById } from '../repositories/users';

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** A signed-in request's session and user. */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
}

/** The live session and user of the request's bearer token; 401 when missing, unknown, ended or expired (or the user disabled, unless allowed). */
export async function requireSession(ctx: AppContext, request: FastifyRequest, options: { allowDisabled?: boolean } = {}): Promise<SignedIn> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = await findLiveSession(ctx.db, token, ctx.now());
  if (!session) throw unauthorized();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw unauthorized();
  if (user.disabled && !options.allowDisabled) throw unauthorized(ErrorCode.USER_DISABLED);
  return { session, user };
}
