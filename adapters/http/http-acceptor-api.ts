import { type AcceptorApiPort, type AcceptorCheck, type AcceptorLogoutRequest } from '../../core';
import { type ApiClient } from './api-client';

/** AcceptorApiPort over the HTTP API (SPEC §7, acceptor); the logout goes with keep-alive. */
export class HttpAcceptorApi implements AcceptorApiPort {
  constructor(private readonly api: ApiClient) {}

  async newToken(ua: string): Promise<string> {
    return (await this.api.post<{ acptoken: string }>('acceptor/newtoken', { ua })).acptoken;
  }

  async refreshToken(refreshToken: string): Promise<string> {
    return (await this.api.post<{ acptoken: string }>('acceptor/refresh-token', { refresh_token: refreshToken })).acptoken;
  }

  checkToken(acptoken: string): Promise<AcceptorCheck> {
    return this.api.post<AcceptorCheck>('acceptor/check-token', { acptoken });
  }

  async logout(request: AcceptorLogoutRequest): Promise<void> {
    await this.api.postKeepAlive('acceptor/logout', request);
  }
}
