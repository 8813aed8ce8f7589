import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_DIR, PROVIDER, PROVIDER_STATES_PATH } from './pact-names';

// The provider under test: the API at PACT_PROVIDER_URL (any implementation, with its provider-states hook at
// PACT_PROVIDER_STATES_URL, by default the base URL's /_pact/provider-states), or else the reference server, started
// here. Either way the verifier sets each provider state up over HTTP, through the hook.
const providerUrl = process.env.PACT_PROVIDER_URL?.replace(/\/+$/, '');

/** Stops the reference server when this run started one. */
let stopServer: (() => Promise<void>) | undefined;
let baseUrl: string;
let statesUrl: string;

beforeAll(async () => {
  if (providerUrl) {
    baseUrl = providerUrl;
  } else {
    // Loaded only here: verifying another API (PACT_PROVIDER_URL) loads none of the reference server's code.
    const [{ buildTestServer }, { providerStatesRoutes }] = await Promise.all([
      import('../server/testing'),
      import('./provider-states/routes'),
    ]);
    // Counters in the database, so that provider states can use a limit up (and each state starts with none).
    const server = await buildTestServer({
      rateLimit: { max: 1000, timeWindowMs: 60_000, store: 'database' },
      providerStates: providerStatesRoutes,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    stopServer = () => server.close();
  }
  statesUrl = process.env.PACT_PROVIDER_STATES_URL || `${baseUrl}${PROVIDER_STATES_PATH}`;
  if (providerUrl) await expectStatesHook(statesUrl);
});

/** Fails at once, saying why, when the provider's states hook cannot be reached or is not there. */
async function expectStatesHook(url: string): Promise<void> {
  let status: number;
  try {
    const probe = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: '(a probe of the provider-states hook)', params: {}, action: 'teardown' }),
    });
    status = probe.status;
  } catch (error) {
    throw new Error(
      `the provider-states hook at ${url} cannot be reached: ${String((error as Error).cause ?? error)}`,
      {
        cause: error,
      },
    );
  }
  if ([404, 405, 501].includes(status))
    throw new Error(
      `the provider has no provider-states hook at ${url} (HTTP ${status}): implement POST { state, params, action } ` +
        'there (contracts/PROVIDER-STATES.md), or give its address in PACT_PROVIDER_STATES_URL',
    );
}

afterAll(async () => {
  await stopServer?.();
});

/** Every interaction of every pact file, so each is verified (and counted) on its own. */
function interactions(): [string, string][] {
  return readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const pact = JSON.parse(readFileSync(path.join(PACT_DIR, file), 'utf8')) as {
        interactions: { description: string }[];
      };
      return pact.interactions.map((i): [string, string] => [i.description, path.join(PACT_DIR, file)]);
    });
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe(`the provider honours every interaction the web app expects (${providerUrl ?? 'the reference server'})`, () => {
  const all = interactions();

  it('has pacts to verify (the consumer tests write them)', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all)('%s', async (description, pactUrl) => {
    process.env.PACT_DESCRIPTION = `^${escapeRegex(description)}$`;
    try {
      await expect(
        new Verifier({
          provider: PROVIDER,
          providerBaseUrl: baseUrl,
          pactUrls: [pactUrl],
          // Pact's state change URL: { state, params, action } posted before (setup) and after (teardown) the
          // interaction; the setup's JSON answer gives the values the interaction takes from the provider state.
          // (Pact JS calls the option deprecated in favour of its in-process handlers, which only a Node provider has.)
          providerStatesSetupUrl: statesUrl,
          logLevel: 'error',
        }).verifyProvider(),
      ).resolves.toBeTruthy();
    } finally {
      delete process.env.PACT_DESCRIPTION;
    }
  });
});
