// The push outbox of development: the pushes the server sent, newest first.
import { type AppContext } from '../context';
import { listPushes, type StoredPush } from './repository';

/** The pushes sent, newest first: all of them, or those to one device. */
export function sentPushes(ctx: AppContext, deviceId: string | undefined): Promise<StoredPush[]> {
  return listPushes(ctx.db, deviceId);
}
