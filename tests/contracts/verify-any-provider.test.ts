// `npm run pact:verify` against a provider at a URL (PACT_PROVIDER_URL): it passes against a reference server started
// apart from it, and fails, naming the interaction, when one of that server's routes answers wrongly. A subset of the
// interactions, chosen with Vitest's test-name filter, keeps it short.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandRun, runCommand } from './run-command';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer } from '../../server/testing';
import { providerStatesRoutes } from '../../contracts/provider-states/routes';

/** The interactions verified: the broken route's and a healthy one's. */
const BROKEN = 'a user-info check';
const HEALTHY = 'a request for the main menu';
const FILTER = ` (${BROKEN}|${HEALTHY})$`;

let reference: CeleiroServer;
let referenceUrl: string;
let broken: Server;
let brokenUrl: string;

/**
 * The reference server seen through a proxy that breaks one route: GET /api/check/info answers an empty object
 * instead of the user's information; every other request and answer passes unchanged (the states hook too).
 */
function breakingProxy(target: URL): Server {
  return createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (
          incoming.method === 'GET' &&
          incoming.url?.split('?')[0] === '/api/check/info' &&
          answer.statusCode === 200
        ) {
          answer.resume();
          delete headers['content-encoding'];
          headers['content-length'] = '2';
          outgoing.writeHead(200, headers).end('{}');
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
}

beforeAll(async () => {
  reference = await buildTestServer({
    rateLimit: { max: 1000, timeWindowMs: 60_000, store: 'database' },
    providerStates: providerStatesRoutes,
  });
  await reference.app.listen({ port: 0, host: '127.0.0.1' });
  referenceUrl = `http://127.0.0.1:${(reference.app.server.address() as AddressInfo).port}`;
  broken = breakingProxy(new URL(referenceUrl));
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => broken?.close(resolve));
  await reference?.close();
});

/** Runs `npm run pact:verify` on the filtered interactions against a provider URL; its exit code and its output. */
function verify(providerUrl: string): Promise<CommandRun> {
  // A clean environment for the inner Vitest: none of this run's own variables.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_OPTIONS$)/.test(name)));
  return runCommand('npm', ['run', '--silent', 'pact:verify', '--', '-t', FILTER], {
    ...env,
    PACT_PROVIDER_URL: providerUrl,
    PACT_DO_NOT_TRACK: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  });
}

describe('npm run pact:verify with PACT_PROVIDER_URL', () => {
  it('passes against a reference server started apart, setting its states up through its hook', async () => {
    const { code, output } = await verify(referenceUrl);
    expect(output).toMatch(/Tests\s+2 passed/);
    expect(code, output).toBe(0);
  }, 120_000);

  it('fails when a route answers wrongly, and its report names the broken interaction', async () => {
    const { code, output } = await verify(brokenUrl);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Tests\s+1 failed \| 1 passed/);
    // Pact's own report: each failed interaction by name (only the broken one), with what differed.
    const failed = new Set(
      [...output.matchAll(/\d+\) Verifying a pact between celeiro-web and celeiro-api Given [^\n"]* - ([^\n"]+)/g)].map(
        (match) => match[1]!.trim(),
      ),
    );
    expect([...failed]).toEqual([BROKEN]);
    expect(output).toContain('Actual map is missing the following keys');
    // Vitest's list: the broken interaction failed, the healthy one passed.
    expect(output).toMatch(new RegExp(`× .*${BROKEN}`));
  }, 120_000);

  it('stops at once, saying so, when the provider has no states hook', async () => {
    const bare = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
      const { code, output } = await verify(bareUrl);
      expect(code).not.toBe(0);
      expect(output).toContain(
        `the provider has no provider-states hook at ${bareUrl}/_pact/provider-states (HTTP 404)`,
      );
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  }, 120_000);
});
