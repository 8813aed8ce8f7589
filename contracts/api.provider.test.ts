import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AddressInfo } from 'node:net';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../server/app';
import { buildTestServer } from '../server/testing';
import { accountStates } from './provider-states/account';
import { adminStates } from './provider-states/admin';
import { authStates } from './provider-states/auth';
import { contentStates } from './provider-states/content';
import { marketStates } from './provider-states/market';
import { mediaStates } from './provider-states/media';
import { publishingStates } from './provider-states/publishing';
import { servicesStates } from './provider-states/services';
import { sessionStates } from './provider-states/session';
import { shellStates } from './provider-states/shell';
import { fromSeed } from './provider-states/state';
import { PACT_DIR, PROVIDER } from './pact-setup';

let server: CeleiroServer;
let baseUrl: string;

beforeAll(async () => {
  // Counters in the database, so that provider states can use a limit up (and each state starts with none).
  server = await buildTestServer({ rateLimit: { max: 1000, timeWindowMs: 60_000, store: 'database' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

// Every area's provider states; each starts from the seeded database.
const stateHandlers = (): NonNullable<VerifierOptions['stateHandlers']> =>
  Object.fromEntries(
    Object.entries({
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
    }).map(([name, setup]) => [name, fromSeed(server, setup)]),
  );

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

describe('the reference server honours every interaction the web app expects', () => {
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
          stateHandlers: stateHandlers(),
          logLevel: 'warn',
        }).verifyProvider(),
      ).resolves.toBeTruthy();
    } finally {
      delete process.env.PACT_DESCRIPTION;
    }
  });
});
