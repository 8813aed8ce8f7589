import { type AcceptorCheck, type AcceptorLogoutRequest } from './api';

/** The acceptor (session token) calls of the API (SPEC §7); their failures carry errorType AcceptorError. */
export interface AcceptorApiPort {
  /** POST acceptor/newtoken with the user agent: a new acceptor token for the signed-in session. */
  newToken(ua: string): Promise<string>;
  /** POST acceptor/refresh-token: a new acceptor token from the session's refresh token. */
  refreshToken(refreshToken: string): Promise<string>;
  /** POST acceptor/check-token: whether an acceptor token is alive. */
  checkToken(acptoken: string): Promise<AcceptorCheck>;
  /** POST acceptor/logout, sent with keep-alive so it survives the page going away. */
  logout(request: AcceptorLogoutRequest): Promise<void>;
}
/** Injection token of the AcceptorApiPort. */
export const AcceptorApiPort = Symbol('AcceptorApiPort');
