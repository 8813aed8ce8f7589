import { sql } from 'drizzle-orm';
import { fillSeats, setQuestionsUsed } from '../../server/services/testing';
import { OPEN_LINE_SEATS, scheduledSessions } from '../../server/services/live-sessions';
import { SEED_SERVICE_PLANS } from '../../server/services/seed';
import { seedServicesIfEmpty } from '../../server/services/seed';
import { createSession, getUser } from '../../server/testing';
import { type StateParams, type StateSetup } from './state';

/** A signed-in user (the subscriber unless the state names another e-mail) with `used` questions asked this month. */
const signedInHaving =
  (used: 'none' | 'all') =>
  async (server: Parameters<StateSetup>[0], { email, token }: StateParams) => {
    // The plans' services survive the reseed of each state; seeded here when a state runs on a database without them.
    await seedServicesIfEmpty(server.db, server.now());
    await createSession(server, email!, { tokens: { token: token! } });
    const { signature } = await getUser(server, email!);
    const limit = SEED_SERVICE_PLANS.find((plan) => plan.plan === signature)?.askAnalystLimit ?? 0;
    await setQuestionsUsed(server, email!, used === 'all' ? limit : 0);
  };

/** The subscriber signed in, and the next open line session (its id given back as `sessionId`), with `taken` seats taken. */
const openLineSession =
  (taken: number, registered = false) =>
  async (server: Parameters<StateSetup>[0], params: StateParams) => {
    await signedInHaving('none')(server, params);
    const now = server.now();
    const next = scheduledSessions('open-line', now).find((session) => session.start > now)!;
    await fillSeats(server, next.id, taken);
    if (registered) {
      const { id } = await getUser(server, params.email!);
      await server.db.execute(
        sql`insert into live_session_registrations (session_id, user_id, registered_at) values (${next.id}, ${id}, ${now})`,
      );
    }
    return { sessionId: next.id };
  };

/** Provider states of the services calls. */
export const servicesStates: Record<string, StateSetup> = {
  'the user is signed in with questions to the analyst left': signedInHaving('none'),
  'the user is signed in with no question to the analyst left': signedInHaving('all'),
  'the user is signed in and an open line session has seats left': openLineSession(0),
  'the user is signed in and registered for an open line session': openLineSession(0, true),
  'the user is signed in and an open line session is full': openLineSession(OPEN_LINE_SEATS),
};
