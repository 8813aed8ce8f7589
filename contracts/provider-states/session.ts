import { createSession, endSession, registerDevice } from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of token refresh, acceptor tokens, simultaneous sessions and push devices. */
export const sessionStates: Record<string, StateSetup> = {
  'the subscriber has a session': (server, { email, token, refreshToken, acptoken }) =>
    createSession(server, email!, { tokens: { token: token!, refreshToken: refreshToken!, acceptorToken: acptoken! } }),
  "the subscriber's access token has expired": (server, { email, token, refreshToken }) =>
    createSession(server, email!, { tokens: { token: token!, refreshToken: refreshToken! }, accessTtlMs: 0 }),
  "the subscriber's session was replaced by a sign-in elsewhere": async (
    server,
    { email, token, refreshToken, acptoken },
  ) => {
    await createSession(server, email!, {
      tokens: { token: token!, refreshToken: refreshToken!, acceptorToken: acptoken! },
    });
    await endSession(server, token!, 'replaced');
  },
  "the subscriber's refresh token was already used": async (server, { email, token, refreshToken, acptoken }) => {
    await createSession(server, email!, {
      tokens: { token: token!, refreshToken: refreshToken!, acceptorToken: acptoken! },
    });
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/auth/getAccessTokenFromRefreshToken',
      payload: { refresh_token: refreshToken },
    });
    if (first.statusCode !== 200) throw new Error(`the first refresh failed: ${first.body}`);
  },
  "another account has registered the subscriber's device": async (server, { email, token, deviceId }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    await registerDevice(server, 'gratuito@example.com', deviceId!);
  },
  'the subscriber has a registered device': async (server, { email, token, deviceId }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    await registerDevice(server, email!, deviceId!);
  },
};
