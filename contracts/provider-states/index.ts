// Every provider state the pacts name, by name, and the one way to run one: the reference server's states hook
// (routes.ts) calls it for each request of the Pact verifier.
import { accountStates } from './account';
import { adminStates } from './admin';
import { authStates } from './auth';
import { contentStates } from './content';
import { marketStates } from './market';
import { mediaStates } from './media';
import { publishingStates } from './publishing';
import { servicesStates } from './services';
import { sessionStates } from './session';
import { shellStates } from './shell';
import { fromSeed, type StateServer, type StateSetup } from './state';

/** Every area's provider states; each starts from the seeded database. */
export const PROVIDER_STATES: Readonly<Record<string, StateSetup>> = {
  ...authStates,
  ...accountStates,
  ...sessionStates,
  ...contentStates,
  ...mediaStates,
  ...marketStates,
  ...servicesStates,
  ...shellStates,
  ...adminStates,
  ...publishingStates,
};

/** A state change as the Pact verifier sends it (`stateChangeUrl` with the state in the body, setup and teardown). */
export interface StateChange {
  state: string;
  params?: Record<string, unknown>;
  action?: 'setup' | 'teardown';
}

/** A provider state the server does not know. */
export class UnknownProviderStateError extends Error {
  constructor(readonly state: string) {
    super(`unknown provider state: "${state}"`);
    this.name = 'UnknownProviderStateError';
  }
}

/**
 * Runs a state change: a setup empties and seeds the database, then sets up the state and answers its values (the
 * interaction's values taken from the provider state), `{}` when it has none; a teardown has nothing to undo.
 */
export async function changeState(server: StateServer, change: StateChange): Promise<Record<string, unknown>> {
  const setup = Object.hasOwn(PROVIDER_STATES, change.state) ? PROVIDER_STATES[change.state] : undefined;
  if (!setup) throw new UnknownProviderStateError(change.state);
  if (change.action === 'teardown') return {};
  return (await fromSeed(server, setup)(change.params ?? {})) ?? {};
}
