import { sql } from 'drizzle-orm';
import { ensureSeries } from '../../server/market/repository';
import { createSession, getUser } from '../../server/testing';
import { type StateParams, type StateSetup } from './state';

/** A signed-in user whose watch list holds `instruments` (comma-separated). */
const withWatchlist: StateSetup = async (server, { email, token, instruments }: StateParams) => {
  await createSession(server, email!, { tokens: { token: token! } });
  const { id } = await getUser(server, email!);
  const list = JSON.stringify((instruments ?? '').split(',').filter(Boolean));
  await server.db.execute(
    sql`insert into market_watchlists (user_id, instruments, updated_at) values (${id}, ${list}::jsonb, ${server.now()})`,
  );
};

/** A signed-in user with one active alert (`id`, above `level` on `instrument`). */
const withAlert: StateSetup = async (server, { email, token, id, instrument, level }: StateParams) => {
  await createSession(server, email!, { tokens: { token: token! } });
  const user = await getUser(server, email!);
  await ensureSeries(server.db, server.now().toISOString().slice(0, 10));
  await server.db.execute(sql`insert into market_alerts (id, user_id, instrument_id, kind, level, state, created_at)
    values (${Number(id)}, ${user.id}, ${instrument!}, 'above', ${Number(level)}, 'active', ${server.now()})`);
};

/** Provider states of the watch list and alerts calls. */
export const marketAlertsStates: Record<string, StateSetup> = {
  'the user is signed in with a watch list': withWatchlist,
  'the user is signed in with a price alert': withAlert,
};
