// `npm run pact:publish`: refuses without a broker, and publishes every pact with the version and branch to a
// broker's HTTP API (here a stand-in broker that records what it receives).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandRun, runCommand } from './run-command';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: {
    pacticipantName: string;
    pacticipantVersionNumber: string;
    branch: string;
    contracts: { consumerName: string; providerName: string; specification: string; content: string }[];
  };
}

const received: Received[] = [];
let answer = { status: 200, body: '{"notices":[{"type":"success","text":"Created celeiro-web version"}]}' };
let broker: Server;
let brokerUrl: string;

beforeAll(async () => {
  broker = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(body) });
      response.writeHead(answer.status, { 'Content-Type': 'application/hal+json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => broker?.close(resolve));
});

/** Runs the publish script with these variables (and none of the broker's from outside). */
function publish(vars: Record<string, string>): Promise<CommandRun> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^PACT_(BROKER|CONSUMER)_/.test(name)),
  );
  return runCommand('node', ['scripts/pact-publish.mjs'], { ...env, ...vars });
}

describe('npm run pact:publish', () => {
  it('says what it needs and exits 1 without a broker', async () => {
    const { code, output } = await publish({});
    expect(code).toBe(1);
    expect(output).toContain('nothing published');
    expect(output).toContain('PACT_BROKER_BASE_URL');
    expect(output).toContain('PACT_BROKER_TOKEN');
  });

  it('publishes the pact with the git commit as version and the branch, with the token', async () => {
    received.length = 0;
    const { code, output } = await publish({
      PACT_BROKER_BASE_URL: `${brokerUrl}/`,
      PACT_BROKER_TOKEN: 'broker-token',
      PACT_CONSUMER_BRANCH: 'feature-x',
    });
    expect(code, output).toBe(0);
    expect(output).toContain('Created celeiro-web version');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/contracts/publish' });
    expect(request!.headers.authorization).toBe('Bearer broker-token');
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    expect(request!.body).toMatchObject({
      pacticipantName: 'celeiro-web',
      pacticipantVersionNumber: sha,
      branch: 'feature-x',
    });
    expect(request!.body.contracts).toHaveLength(1);
    const [contract] = request!.body.contracts;
    expect(contract).toMatchObject({ consumerName: 'celeiro-web', providerName: 'celeiro-api', specification: 'pact' });
    expect(Buffer.from(contract!.content, 'base64').toString()).toBe(
      readFileSync('contracts/pacts/celeiro-web-celeiro-api.json', 'utf8'),
    );
  });

  it('fails with the broker’s answer when the broker refuses', async () => {
    answer = { status: 401, body: '{"error":"bad token"}' };
    const { code, output } = await publish({
      PACT_BROKER_BASE_URL: brokerUrl,
      PACT_BROKER_TOKEN: 'wrong',
      PACT_CONSUMER_VERSION: '1.2.3',
      PACT_CONSUMER_BRANCH: 'main',
    });
    expect(code).toBe(1);
    expect(output).toContain('HTTP 401');
    expect(output).toContain('bad token');
    expect(received.at(-1)!.body.pacticipantVersionNumber).toBe('1.2.3');
  });
});
