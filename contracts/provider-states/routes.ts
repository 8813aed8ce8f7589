// The Pact provider-states hook of the reference server: POST /_pact/provider-states with the verifier's state change
// ({ state, params, action }), answered with the state's values as JSON. Registered only with the providerStates
// option (PACT_PROVIDER_STATES=true), which the server refuses in production.
import { Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type AppContext } from '../../server/context';
import { PROVIDER_STATES_PATH } from '../pact-names';
import { changeState, PROVIDER_STATES, type StateChange, UnknownProviderStateError } from './index';

const StateChangeBody = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 500 }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  action: Type.Optional(Type.Union([Type.Literal('setup'), Type.Literal('teardown')])),
});

/** The hook as a plugin; `root` is the whole app (a state may make a request to it), `ctx` its database and clock. */
export function providerStatesRoutes(root: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now'>): FastifyPluginAsync {
  const server = { app: root, db: ctx.db, now: ctx.now };
  // One state change at a time: each empties the database.
  let queue: Promise<unknown> = Promise.resolve();
  return async (hook) => {
    hook.post<{ Body: StateChange }>(
      PROVIDER_STATES_PATH,
      { schema: { body: StateChangeBody } },
      async (request, reply) => {
        const run = queue.then(() => changeState(server, request.body));
        queue = run.catch(() => undefined);
        reply.header('Cache-Control', 'no-store');
        try {
          return await run;
        } catch (error) {
          if (error instanceof UnknownProviderStateError)
            return reply.code(400).send({ error: error.message, knownStates: Object.keys(PROVIDER_STATES) });
          // A development tool: the setup's failure is what its caller needs to read.
          request.log.error({ err: error }, 'provider state failed');
          return reply.code(500).send({ error: `provider state "${request.body.state}" failed: ${String(error)}` });
        }
      },
    );
  };
}
