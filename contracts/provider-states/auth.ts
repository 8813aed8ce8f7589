import {
  createSession,
  createTwoFactorChallenge,
  exhaustRateLimit,
  revokeBiometricSecret,
  setBiometricSecret,
  setUserDisabled,
  trustDevice,
} from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of sign-in, two-factor, quick sign-in, logout, main/menu and check/info. */
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
  'the subscriber has a biometric secret on a device': async (server, { email, token, deviceId, secret }) => {
    if (token) await createSession(server, email!, { tokens: { token } });
    await setBiometricSecret(server, email!, deviceId!, secret!);
  },
  'the subscriber has a PIN-locked secret on a device': (server, { email, deviceId, secret, pin }) =>
    setBiometricSecret(server, email!, deviceId!, secret!, pin!),
  "the subscriber's biometric secret on a device was revoked": async (server, { email, deviceId, secret }) => {
    await setBiometricSecret(server, email!, deviceId!, secret!);
    await revokeBiometricSecret(server, email!, deviceId!);
  },
};
