// The reader of a signed-in content request: the session's user, with the rights, plan and trial read at the
// request's generations (server/content/service.ts: readerOf). 401 as for any signed-in route.
import { type FastifyRequest } from 'fastify';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { readerOf, type Reader } from './service';

/** The signed-in user of a request and that user as a reader in the request's language. */
export async function signedInReader(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ user: UserRow; who: Reader }> {
  const { user, generations } = await requireSession(ctx, request);
  return { user, who: await readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations) };
}

/** The reader of a signed-in request. */
export async function requireReader(ctx: AppContext, request: FastifyRequest): Promise<Reader> {
  return (await signedInReader(ctx, request)).who;
}
