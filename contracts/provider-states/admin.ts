import { getUser, createSession, registerDevice } from '../../server/testing';
import { setAccountProfile } from '../../server/testing-accounts';
import { type StateSetup } from './state';

/**
 * Provider states of the back office: the seeded subjects, users and tags, and a staff member (or reader) signed in;
 * the subscriber has its account data (a CPF, a phone, a group) and a device registered for push.
 */
export const adminStates: Record<string, StateSetup> = {
  'the back office is seeded and the user is signed in': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    // The records the interactions name by id: the seeded subscriber is the first account.
    const subscriber = await getUser(server, 'assinante@example.com');
    if (subscriber.id !== 1) throw new Error(`the seeded subscriber is account ${subscriber.id}, not 1`);
    await setAccountProfile(server, subscriber.email, {
      personType: 'individual',
      document: '52998224725',
      phone: '11987654321',
      groups: ['Cooperativa'],
    });
    await registerDevice(server, subscriber.email, 'celular-da-mariana');
  },
};
