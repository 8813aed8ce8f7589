import { type Container } from 'inversify';
import {
  AccountPrivacyApiPort,
  ClockPort,
  EndDeviceUseCase,
  LoadDevicesUseCase,
  LogoutUseCase,
  RequestDataExportUseCase,
  SessionRepository,
  TransportFailurePort,
  type AccountPrivacyApiPort as PrivacyApi,
  type ClockPort as Clock,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { AccountPage } from '../account/account-page';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';

/** The containers bound already (a use case's class cannot be asked about: the container would bind it itself). */
const bound = new WeakSet<Container>();

/**
 * Binds the port and use cases of one's data and devices. This module loads with the account page's code, so nothing
 * of it weighs on the other pages; binding twice is harmless (the second call does nothing).
 */
export function bindAccountPrivacy(container: Container): void {
  if (bound.has(container)) return;
  bound.add(container);
  // A port bound already (a test's fake) is kept.
  if (!container.isBound(AccountPrivacyApiPort))
    container.bind(AccountPrivacyApiPort).toResolvedValue(
      (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
        lazyPort<PrivacyApi>(async () => {
          try {
            return new (await import('../../adapters/http/http-account-privacy-api')).HttpAccountPrivacyApi(
              (await clients()).api,
            );
          } catch (error) {
            failures.report({ status: undefined, authenticated: session.isAuthenticated() });
            throw error;
          }
        }),
      [HttpClientsToken, TransportFailurePort, SessionRepository],
    );
  container
    .bind(RequestDataExportUseCase)
    .toResolvedValue((api: PrivacyApi) => new RequestDataExportUseCase(api), [AccountPrivacyApiPort]);
  container
    .bind(LoadDevicesUseCase)
    .toResolvedValue(
      (api: PrivacyApi, clock: Clock) => new LoadDevicesUseCase(api, clock),
      [AccountPrivacyApiPort, ClockPort],
    );
  container
    .bind(EndDeviceUseCase)
    .toResolvedValue(
      (api: PrivacyApi, logout: LogoutUseCase) => new EndDeviceUseCase(api, logout),
      [AccountPrivacyApiPort, LogoutUseCase],
    );
}

/** The account page, with the port of its devices and my-data tabs bound first (the route loads this module). */
export function accountRoute(container: Container) {
  bindAccountPrivacy(container);
  return AccountPage;
}
