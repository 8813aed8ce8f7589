import { ApiError, type TransportFailurePort } from '../../core';

/**
 * Wraps an in-memory API so that it reports its failures the way the HTTP adapter does: every rejected
 * call with an ApiError is reported to the TransportFailurePort (status, body, whether a user was signed
 * in when the call was made), then rejected unchanged.
 */
export function reportingFailures<T extends object>(
  api: T,
  failures: TransportFailurePort,
  authenticated: () => boolean,
): T {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const signedIn = authenticated();
        return Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)).catch((error: unknown) => {
          if (error instanceof ApiError)
            failures.report({ status: error.status, body: error.body, authenticated: signedIn });
          throw error;
        });
      };
    },
  });
}
