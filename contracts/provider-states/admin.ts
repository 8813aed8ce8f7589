import { getUser, createSession } from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of the back office: the seeded subjects, users and tags, and a staff member (or reader) signed in. */
export const adminStates: Record<string, StateSetup> = {
  'the back office is seeded and the user is signed in': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    // The records the interactions name by id: the seeded subscriber is the first account.
    const subscriber = await getUser(server, 'assinante@example.com');
    if (subscriber.id !== 1) throw new Error(`the seeded subscriber is account ${subscriber.id}, not 1`);
  },
};
