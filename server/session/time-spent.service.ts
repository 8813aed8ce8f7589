// The time a signed-in user spent in the app, as the app reports it, added up per session.
import { type AppContext } from '../context';
import { addTimeSpent } from './repository';

/** Adds a stretch the app reports (in seconds) to its session's time. */
export async function recordTimeSpent(ctx: AppContext, sessionId: string, seconds: number): Promise<void> {
  await addTimeSpent(ctx.db, sessionId, seconds);
}
