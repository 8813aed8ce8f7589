import { type Container } from 'inversify';
import { SessionRepository, TransportFailurePort, type TransportFailurePort as TransportFailures } from '../../core';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';
import { type Binding } from '../kit/area-module';

/** The bindings each container has had. */
const applied = new WeakMap<Container, WeakSet<Binding>>();

/**
 * Applies a binding to a container the first time only. An area's bindings load with its first page (or its first
 * use): its later pages find them in place, and so does a test that applied them first and then put its fakes in.
 */
export function bindOnce(container: Container, binding: Binding): void {
  let done = applied.get(container);
  if (!done) applied.set(container, (done = new WeakSet()));
  if (done.has(binding)) return;
  done.add(binding);
  binding(container);
}

/**
 * Binds an HTTP port to a stand-in that loads its adapter, and the HTTP clients, with its first call. An adapter that
 * cannot load (the network went away after the first paint) fails like a request without a response: the transport
 * failure is reported, so the user is told.
 */
export function bindHttpPort<T extends object>(
  container: Container,
  port: symbol,
  build: (clients: HttpClients) => Promise<T>,
): void {
  container.bind<T>(port).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<T>(async () => {
        try {
          return await build(await clients());
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
  );
}
