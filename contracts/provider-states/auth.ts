import {
  createSession,
  createTwoFactorChallenge,
  exhaustRateLimit,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of sign-in, two-factor, logout, main/menu and check/info. */
export const authStates: Record<string, StateSetup> = {
  'the subscriber exists': async () => undefined,
  'no session exists': async () => undefined,
  'the subscriber has a trusted device': (server, { email, deviceId }) => trustDevice(server, email!, deviceId!),
  'the subscriber is disabled': (server, { email }) => setUserDisabled(server, email!),
  'the subscriber is signed in': (server, { email, token }) =>
    createSession(server, email!, { tokens: { token: token! } }),
  'a two-factor challenge is waiting': (server, { email, token, code }) =>
    createTwoFactorChallenge(server, email!, { token: token!, code: code! }),
  'the address has failed too many sign-ins': (server) => exhaustRateLimit(server, 'sign-in-failures'),
  'a two-factor challenge has expired': (server, { email, token, code }) =>
    createTwoFactorChallenge(server, email!, {
      token: token!,
      code: code!,
      expiresAt: new Date(server.now().getTime() - 60_000),
    }),
};
