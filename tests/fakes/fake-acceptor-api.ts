import {
  CATALOGUES,
  ACCEPTOR_ERROR,
  type AcceptorApiPort,
  type AcceptorCheck,
  type AcceptorLogoutRequest,
  ApiError,
  ErrorCode,
  otherMessage,
} from '../../core';

/** The AcceptorError body the server answers, with its two messages (SPEC §8). */
export const acceptorFailure = (message: 'anotherStation' | 'sessionExpired') =>
  new ApiError(401, {
    errorType: ACCEPTOR_ERROR,
    code: ErrorCode.UNAUTHORIZED,
    message: otherMessage(message, CATALOGUES.PtBr),
  });

/**
 * An in-memory AcceptorApiPort with the server's rules for one session: one live acceptor token at a time (a new or
 * refreshed token retires the one before, a keep-alive logout retires its own), each living `lifetimeMs`. `retired`
 * hears each token that stops being the live one (the server ends that token's live stream then).
 */
export class FakeAcceptorApi implements AcceptorApiPort {
  readonly calls: string[] = [];
  /** The refresh token the session has (any other is refused). */
  refreshTokenOfSession = 'refresh-1';
  lifetimeMs = 60 * 60_000;
  /** When set, the next calls fail with no answer (a network failure). */
  offline = false;
  /** When set, acceptor/newtoken answers this error (a session ended, say). */
  refuseNew: ApiError | undefined;
  private live: { token: string; expiresAt: number } | undefined;
  private issued = 0;
  /** Set when the session's module was opened on another station. */
  private replaced = false;

  constructor(
    private readonly now: () => number,
    private readonly retired: (token: string) => void = () => undefined,
  ) {}

  /** The token the server takes as the module's now. */
  get liveToken(): string | undefined {
    return this.live?.token;
  }

  newToken(ua: string): Promise<string> {
    this.calls.push(`newtoken ${ua}`);
    return this.answer(() => {
      if (this.refuseNew) throw this.refuseNew;
      this.replaced = false;
      return this.issue();
    });
  }

  refreshToken(refreshToken: string): Promise<string> {
    this.calls.push('refresh-token');
    return this.answer(() => {
      if (this.replaced) throw acceptorFailure('anotherStation');
      if (refreshToken !== this.refreshTokenOfSession) throw acceptorFailure('sessionExpired');
      return this.issue();
    });
  }

  checkToken(acptoken: string): Promise<AcceptorCheck> {
    this.calls.push(`check-token ${acptoken}`);
    return this.answer(() => {
      if (this.replaced) throw acceptorFailure('anotherStation');
      if (!this.live || this.live.token !== acptoken || this.live.expiresAt <= this.now())
        throw acceptorFailure('sessionExpired');
      return { valid: true, email: 'assinante@example.com', expiresAt: new Date(this.live.expiresAt).toISOString() };
    });
  }

  logout(request: AcceptorLogoutRequest): Promise<void> {
    this.calls.push(`logout ${request.token ?? ''}`);
    return this.answer(() => {
      if (this.live && this.live.token === request.token) this.retire();
    });
  }

  /** The module is opened on another station: the live token is retired, and checks answer "another station". */
  openElsewhere(): void {
    this.replaced = true;
    this.retire();
  }

  private issue(): string {
    this.retire();
    const token = `acp-${++this.issued}`;
    this.live = { token, expiresAt: this.now() + this.lifetimeMs };
    return token;
  }

  private retire(): void {
    const old = this.live?.token;
    this.live = undefined;
    if (old) this.retired(old);
  }

  private answer<T>(result: () => T): Promise<T> {
    if (this.offline) return Promise.reject(new ApiError(undefined, undefined));
    try {
      return Promise.resolve(result());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
