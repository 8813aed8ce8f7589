import { createSession } from '../../server/testing';
import { marketAlertsStates } from './market-alerts';
import { type StateParams, type StateSetup } from './state';

/** The instruments the interactions name: one in the subscriber's plan (Chicago soy) and one outside it (B3 cattle). */
export const MARKET_FIXTURES = { inPlan: 'ZS1', outsidePlan: 'BGI1' } as const;

/** A signed-in user (the subscriber unless the state names another e-mail); the series are seeded on demand. */
const signedIn = async (server: Parameters<StateSetup>[0], { email, token }: StateParams) => {
  await createSession(server, email!, { tokens: { token: token! } });
};

/** Provider states of the market calls. */
export const marketStates: Record<string, StateSetup> = {
  'the market series are seeded and the user is signed in': signedIn,
  ...marketAlertsStates,
};
