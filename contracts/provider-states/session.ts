import { createSession, endSession, registerDevice } from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of token refresh, acceptor tokens, simultaneous sessions and push devices. */
export const sessionStates: Record<string, StateSetup> = {
  'the subscriber has a session': (server, { email, token, refreshToken, acptoken }) =>
    createSession(server, email!, { tokens: { token: token!, refreshToken: refreshToken!, acceptorToken: acptoken! } }),
  "the subscriber's access token has expired": (server, { email, token, refreshToken }) =>
    createSession(server, email!, { tokens: { token: token!, refreshToken: refreshToken! }, accessTtlMs: 0 }),
  "the subscriber's session was replaced by a sign-in elsewhere": async (server, { email, token, refreshToken, acptoken }) => {
    await createSession(server, email!, { tokens: { token: token!, refreshToken: refreshToken!, acceptorToken: acptoken! } });
    await endSession(server, token!, 'replaced');
  },
  'the subscriber has a registered device': async (server, { email, token, deviceId }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    await registerDevice(server, email!, deviceId!);
  },
};
