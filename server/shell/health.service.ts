// The readiness of the server: the database answers a query.
import { type AppContext } from '../context';
import { unavailable } from '../errors';
import { ping } from './health.repository';

/** Resolves once the database answers `select 1`; 503 with the SPEC error body when it does not. */
export async function checkReady(ctx: AppContext): Promise<void> {
  try {
    await ping(ctx.db);
  } catch (error) {
    throw Object.assign(unavailable(), { cause: error });
  }
}
