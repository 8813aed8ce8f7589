import { type Container } from 'inversify';
import {
  addServicesMessages,
  AskAnalystUseCase,
  CancelRegistrationUseCase,
  ClockPort,
  QuoteFreightUseCase,
  RecordingPlayerPort,
  RegisterForSessionUseCase,
  ServicesApiPort,
  SessionRepository,
  TransportFailurePort,
  type ClockPort as Clock,
  type LiveRecording,
  type ServicesApiPort as ServicesApi,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { type ServiceRoute } from '../shell/paths';
import { servicesPage } from '../services/services-page';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';

/**
 * Binds the services area (its HTTP port and use cases). This module loads with the services pages' code, so nothing
 * of it weighs on the other pages; binding twice is harmless (the second call does nothing).
 */
export function bindServices(container: Container): void {
  if (container.isBound(ServicesApiPort)) return;
  addServicesMessages();
  container.bind(ServicesApiPort).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<ServicesApi>(async () => {
        try {
          return new (await import('../../adapters/http/http-services-api')).HttpServicesApi((await clients()).api);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
  );
  container
    .bind(QuoteFreightUseCase)
    .toResolvedValue((api: ServicesApi) => new QuoteFreightUseCase(api), [ServicesApiPort]);
  container
    .bind(AskAnalystUseCase)
    .toResolvedValue((api: ServicesApi) => new AskAnalystUseCase(api), [ServicesApiPort]);
  container
    .bind(RegisterForSessionUseCase)
    .toResolvedValue(
      (api: ServicesApi, clock: Clock) => new RegisterForSessionUseCase(api, () => clock.now()),
      [ServicesApiPort, ClockPort],
    );
  container
    .bind(CancelRegistrationUseCase)
    .toResolvedValue(
      (api: ServicesApi, clock: Clock) => new CancelRegistrationUseCase(api, () => clock.now()),
      [ServicesApiPort, ClockPort],
    );
  // The media area loads with the first recording played, not with the services pages.
  container.bind(RecordingPlayerPort).toConstantValue({
    play: async (recording: LiveRecording) => (await import('./recording-player')).playRecording(container, recording),
  });
}

/** The page of a services route, with the area bound first (the route loads this module, and the page with it). */
export function servicesRoute(container: Container, route: ServiceRoute) {
  bindServices(container);
  return servicesPage(route);
}
