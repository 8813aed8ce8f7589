import { type Container } from 'inversify';
import {
  ConsultingApiPort,
  SessionRepository,
  TransportFailurePort,
  type ConsultingApiPort as ConsultingApi,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { ConsultingPage } from '../content/consulting-page';
import { type HttpClients } from './http-clients';
import { bindDocuments } from './document-bindings';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';

/**
 * Binds the consulting call's port. This module loads with the consulting page's code, so nothing of it weighs on the
 * other pages; binding twice is harmless (the second call does nothing).
 */
export function bindConsulting(container: Container): void {
  if (container.isBound(ConsultingApiPort)) return;
  container.bind(ConsultingApiPort).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<ConsultingApi>(async () => {
        try {
          return new (await import('../../adapters/http/http-consulting-api')).HttpConsultingApi((await clients()).api);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
  );
}

/** The consulting page, with its port and the document use cases bound first (the route loads this module, and the page with it). */
export function consultingRoute(container: Container) {
  bindConsulting(container);
  bindDocuments(container);
  return ConsultingPage;
}
