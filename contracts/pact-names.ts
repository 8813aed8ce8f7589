// What both sides of the contract name alike: the pact's parties, where its files are kept, and where a provider's
// states hook answers. Nothing else: verifying another API (PACT_PROVIDER_URL) imports this and Pact, and none of the
// consumer's or the reference server's code.
import path from 'node:path';

/** The consumer and provider names of every pact. */
export const CONSUMER = 'celeiro-web';
export const PROVIDER = 'celeiro-api';

/** Where the pact files are kept and read. */
export const PACT_DIR = path.resolve('contracts/pacts');

/** Where the provider-states hook answers, on the provider's base URL (contracts/PROVIDER-STATES.md). */
export const PROVIDER_STATES_PATH = '/_pact/provider-states';
