import { setQuestionsUsed } from '../../server/services/testing';
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

/** Provider states of the services calls. */
export const servicesStates: Record<string, StateSetup> = {
  'the user is signed in with questions to the analyst left': signedInHaving('none'),
  'the user is signed in with no question to the analyst left': signedInHaving('all'),
};
