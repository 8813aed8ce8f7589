import { type Container } from 'inversify';
import {
  ClockPort,
  PublishingApiPort,
  PublishUseCase,
  SessionRepository,
  TransportFailurePort,
  type ClockPort as Clock,
  type PublishingApiPort as PublishingApi,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { PublishingListPage } from '../admin/publishing-list-page';
import { PublishingRegisterPage } from '../admin/publishing-register-page';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';

/**
 * Binds the publishing desk's port and its command. This module loads with the desk's pages, so nothing of it weighs
 * on the other pages; binding twice is harmless (the second call does nothing).
 */
export function bindPublishing(container: Container): void {
  if (container.isBound(PublishingApiPort)) return;
  container.bind(PublishingApiPort).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<PublishingApi>(async () => {
        try {
          return new (await import('../../adapters/http/http-publishing-api')).HttpPublishingApi((await clients()).api);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
  );
  container
    .bind(PublishUseCase)
    .toResolvedValue(
      (api: PublishingApi, clock: Clock) => new PublishUseCase(api, clock),
      [PublishingApiPort, ClockPort],
    );
}

/** The desk's list and form pages, with the port bound first (the routes load this module, and the pages with it). */
export function publishingRoute(container: Container, page: 'list' | 'register') {
  bindPublishing(container);
  return page === 'list' ? PublishingListPage : PublishingRegisterPage;
}
