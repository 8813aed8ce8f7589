import { deviceListId } from '../../server/account/devices.service';
import {
  createSession,
  endSession,
  exhaustRateLimit,
  getUser,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';
import {
  clearPendingRegistrations,
  createPendingRegistration,
  createResetToken,
  recordUsedDemo,
  setAccountProfile,
} from '../../server/testing-accounts';
import { type StateSetup } from './state';

/** Provider states of registration, passwords and access, the demo request, my account and data deletion. */
export const accountStates: Record<string, StateSetup> = {
  'no registration is pending': (server) => clearPendingRegistrations(server),
  'an account has the document': async (server, { email, userType, document }) => {
    await clearPendingRegistrations(server);
    await setAccountProfile(server, email!, { personType: userType!, document: document! });
  },
  'the account of the e-mail is blocked': async (server, { email }) => {
    await clearPendingRegistrations(server);
    await setUserDisabled(server, email!);
  },
  'a registration is waiting for its code': async (server, { email, token, code }) => {
    await clearPendingRegistrations(server);
    await createPendingRegistration(server, { email: email!, token: token!, code: code! });
  },
  'a registration code has expired': async (server, { email, token, code }) => {
    await clearPendingRegistrations(server);
    await createPendingRegistration(server, {
      email: email!,
      token: token!,
      code: code!,
      expiresAt: new Date(server.now().getTime() - 60_000),
    });
  },
  'a password reset link was mailed': (server, { email, token }) => createResetToken(server, email!, { token: token! }),
  'a password reset link has expired': (server, { email, token }) =>
    createResetToken(server, email!, { token: token!, expiresAt: new Date(server.now().getTime() - 60_000) }),
  'a user is signed in': (server, { email, token }) => createSession(server, email!, { tokens: { token: token! } }),
  'the address has sent too many team mails': (server) => exhaustRateLimit(server, 'team-mail'),
  'the session was ended by wrong current passwords': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    await endSession(server, token!, 'guessing');
  },
  'a user whose demo is over is signed in': async (server, { email, token }) => {
    await recordUsedDemo(server, email!);
    await createSession(server, email!, { tokens: { token: token! } });
  },
  'a user is signed in on this and another device': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! }, deviceId: 'pact-this-device' });
    await trustDevice(server, email!, 'pact-other-device');
    await createSession(server, email!, { deviceId: 'pact-other-device' });
    return { otherDevice: deviceListId((await getUser(server, email!)).id, 'pact-other-device') };
  },
  'a user with a phone is signed in': async (server, { email, token, phone }) => {
    await setAccountProfile(server, email!, { phone: phone!, personType: 'individual', document: '52998224725' });
    await createSession(server, email!, { tokens: { token: token! } });
  },
};
