import { type CeleiroServer } from '../../server/app';
import { resetDatabase } from '../../server/testing';

/** Parameters of a provider state, as the consumer test gave them. */
export type StateParams = Record<string, string>;

/** What a provider state reaches of the server: its Fastify app (to make a request), its database and its clock. */
export type StateServer = Pick<CeleiroServer, 'app' | 'db' | 'now'>;

/** A provider-state handler: starts from the seeded database, then sets up what the interaction needs. */
export type StateSetup = (server: StateServer, params: StateParams) => Promise<unknown>;

/** Wraps a setup so every state starts from a freshly seeded database. */
export function fromSeed(server: StateServer, setup: StateSetup) {
  return async (params?: unknown) => {
    await resetDatabase(server);
    // What the setup answers (an object of values) is given to the interaction's values taken from the state.
    const given = await setup(server, (params ?? {}) as StateParams);
    return given && typeof given === 'object' ? (given as Record<string, string>) : undefined;
  };
}
