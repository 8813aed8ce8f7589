import {
  ApiError,
  CONCURRENT_ACCESS_ERROR,
  ErrorCode,
  type AuthApiPort,
  type LoginFields,
  type SignInResponse,
} from '../../core';
import { FakeAuthApi } from './fake-auth-api';

interface FakeSession {
  email: string;
  token: string;
  ended?: 'logout' | 'replaced';
}

/**
 * An in-memory server of sessions over the FakeAuthApi's accounts, with the server's rule of simultaneous
 * sessions: each sign-in opens a session with its own token; beyond `maxSessions` for an account the oldest
 * ends as replaced, and a request from it is refused with a 401 ConcurrentAccessError.
 */
export class FakeSessionServer {
  readonly auth = new FakeAuthApi();
  readonly sessions: FakeSession[] = [];
  maxSessions = 3;

  /** The AuthApiPort one browser sees; `token` is the token that browser holds now. */
  browser(token: () => string | undefined): AuthApiPort {
    return {
      signIn: async (request) => this.opened(await this.auth.signIn(request)),
      signInS4: async (request) => this.opened(await this.auth.signInS4(request)),
      validateTwoFactor: async (request) => this.open(await this.auth.validateTwoFactor(request)),
      resendTwoFactor: (challenge) => this.auth.resendTwoFactor(challenge),
      logout: async (request) => {
        const session = this.sessions.find((s) => s.token === request.token && !s.ended);
        if (session) session.ended = 'logout';
        await this.auth.logout(request);
      },
      checkInfo: async () => {
        const session = this.sessions.find((s) => s.token === token());
        if (!session || session.ended) {
          const errorType = session?.ended === 'replaced' ? CONCURRENT_ACCESS_ERROR : 'AuthError';
          throw new ApiError(401, { errorType, code: ErrorCode.UNAUTHORIZED, message: 'ended', erros: [] });
        }
        return this.auth.checkInfo();
      },
    };
  }

  private opened(response: SignInResponse): SignInResponse {
    return response.kind === 'signed-in' ? { kind: 'signed-in', fields: this.open(response.fields) } : response;
  }

  /** Opens a session with a fresh token, ending the account's oldest live ones beyond the limit. */
  private open(fields: LoginFields): LoginFields {
    const token = `token-${this.sessions.length + 1}`;
    this.sessions.push({ email: fields.email, token });
    const live = this.sessions.filter((s) => s.email === fields.email && !s.ended);
    for (const session of live.slice(0, Math.max(0, live.length - this.maxSessions))) session.ended = 'replaced';
    return { ...fields, token };
  }
}
