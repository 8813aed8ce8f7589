import { type AcceptorApiPort, type AcceptorCheck, type AcceptorLogoutRequest } from '../../core';
import { type ApiClient } from './api-client';
import { AcceptorCheckDto, AcceptorTokenDto } from './session/session.dto';

/** AcceptorApiPort over the HTTP API (SPEC §7, acceptor); the logout goes with keep-alive. */
export class HttpAcceptorApi implements AcceptorApiPort {
  constructor(private readonly api: ApiClient) {}

  async newToken(ua: string): Promise<string> {
    return (await this.api.post('acceptor/newtoken', { ua }, { response: AcceptorTokenDto })).acptoken;
  }

  async refreshToken(refreshToken: string): Promise<string> {
    return (
      await this.api.post('acceptor/refresh-token', { refresh_token: refreshToken }, { response: AcceptorTokenDto })
    ).acptoken;
  }

  checkToken(acptoken: string): Promise<AcceptorCheck> {
    return this.api.post('acceptor/check-token', { acptoken }, { response: AcceptorCheckDto });
  }

  async logout(request: AcceptorLogoutRequest): Promise<void> {
    await this.api.postKeepAlive('acceptor/logout', request);
  }
}
