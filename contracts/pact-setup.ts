import path from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { ApiClient } from '../adapters/http/api-client';
import { type RequestContext } from '../adapters/http/request-context';
import { configFor, StaticConfig } from '../tests/fakes/static-config';
import { RecordingFailures } from '../tests/fakes/recording-failures';
import { CONSUMER, PACT_DIR, PROVIDER } from './pact-names';

/**
 * Where the consumer tests write the pact files: PACT_DIR, or `PACT_OUTPUT_DIR` when the full test run has them
 * written apart and moved into PACT_DIR once the consumer tests pass (other suites read PACT_DIR meanwhile).
 */
export const PACT_OUTPUT_DIR = process.env.PACT_OUTPUT_DIR ? path.resolve(process.env.PACT_OUTPUT_DIR) : PACT_DIR;

/** A new Pact (V4) between the web app and the API. */
export function newPact(): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_OUTPUT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

/** Shared example values; provider states create exactly these on the server. */
export const EXAMPLE = {
  email: 'assinante@example.com',
  password: 'Celeiro#2026',
  deviceId: 'pact-device-1',
  sessionToken: 'pact-session-token',
  challenge: 'pact-challenge-token',
  code: '482913',
} as const;

/** The real axios client pointed at the mock server, signed in with `token` when given. */
export function apiClientFor(mockServerUrl: string, token?: string): ApiClient {
  const context: RequestContext = {
    token: () => token,
    locale: () => 'PtBr',
    isDesktop: () => true,
    cookiesAccepted: () => undefined,
    correlationId: () => undefined,
  };
  return new ApiClient(new StaticConfig(configFor(mockServerUrl)), context, new RecordingFailures());
}
