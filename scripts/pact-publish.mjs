#!/usr/bin/env node
// Publishes the pact files (contracts/pacts/*.json) to a Pact Broker: `npm run pact:publish`.
//   PACT_BROKER_BASE_URL   the broker, e.g. https://broker.example (required)
//   PACT_BROKER_TOKEN      its bearer token (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD for basic auth)
//   PACT_CONSUMER_VERSION  the app's version (default: the git commit, `git rev-parse HEAD`)
//   PACT_CONSUMER_BRANCH   its branch (default: the git branch)
// With the pact-broker CLI installed (node_modules/.bin/pact-broker) it publishes with it; otherwise it calls the
// broker's HTTP API (POST /contracts/publish). Without a broker it says what it needs and exits 1: asked to publish,
// it has not published.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACT_DIR = path.resolve('contracts/pacts');
const env = process.env;

/** Stops with a message and exit code 1. */
function fail(message) {
  console.error(`pact:publish: ${message}`);
  process.exit(1);
}

/** A git answer, or undefined without git or a repository. */
function git(...args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const broker = env.PACT_BROKER_BASE_URL?.replace(/\/+$/, '');
const token = env.PACT_BROKER_TOKEN;
const basic = env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD;
if (!broker || !(token || basic)) {
  fail(
    [
      'nothing published: no Pact Broker given.',
      '  Set PACT_BROKER_BASE_URL (e.g. https://broker.example) and PACT_BROKER_TOKEN',
      '  (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD), then run npm run pact:publish again.',
      '  The version is PACT_CONSUMER_VERSION or the git commit; the branch PACT_CONSUMER_BRANCH or the git branch.',
    ].join('\n'),
  );
}

const version = env.PACT_CONSUMER_VERSION || git('rev-parse', 'HEAD');
if (!version) fail('no version to publish: set PACT_CONSUMER_VERSION (no git commit found)');
const gitBranch = git('rev-parse', '--abbrev-ref', 'HEAD');
const branch = env.PACT_CONSUMER_BRANCH || (gitBranch !== 'HEAD' ? gitBranch : undefined);
if (!branch) fail('no branch to publish: set PACT_CONSUMER_BRANCH (git is on no branch, e.g. a detached checkout)');

const files = existsSync(PACT_DIR)
  ? readdirSync(PACT_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort()
  : [];
if (files.length === 0) fail(`no pact files in ${path.relative(process.cwd(), PACT_DIR)}: run npm run test:pact first`);
const pacts = files.map((file) => ({ file, pact: JSON.parse(readFileSync(path.join(PACT_DIR, file), 'utf8')) }));

const cli = path.resolve('node_modules/.bin/pact-broker');
if (existsSync(cli)) {
  const auth = token
    ? ['--broker-token', token]
    : ['--broker-username', env.PACT_BROKER_USERNAME, '--broker-password', env.PACT_BROKER_PASSWORD];
  const args = [
    'publish',
    PACT_DIR,
    '--consumer-app-version',
    version,
    '--branch',
    branch,
    '--broker-base-url',
    broker,
    ...auth,
  ];
  const result = spawnSync(cli, args, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

// The broker's publish endpoint: one request per consumer, with every pact of that consumer.
const authorization = token
  ? `Bearer ${token}`
  : `Basic ${Buffer.from(`${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD}`).toString('base64')}`;
const consumers = [...new Set(pacts.map(({ pact }) => pact.consumer.name))];
for (const consumer of consumers) {
  const mine = pacts.filter(({ pact }) => pact.consumer.name === consumer);
  const body = {
    pacticipantName: consumer,
    pacticipantVersionNumber: version,
    branch,
    tags: [],
    contracts: mine.map(({ file, pact }) => ({
      consumerName: consumer,
      providerName: pact.provider.name,
      specification: 'pact',
      contentType: 'application/json',
      content: readFileSync(path.join(PACT_DIR, file)).toString('base64'),
    })),
  };
  let response;
  try {
    response = await fetch(`${broker}/contracts/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/hal+json', Authorization: authorization },
      body: JSON.stringify(body),
    });
  } catch (error) {
    fail(`the broker at ${broker} could not be reached: ${error.cause?.message ?? error.message}`);
  }
  const text = await response.text();
  if (!response.ok)
    fail(`the broker refused the pacts of ${consumer} (HTTP ${response.status}): ${text.slice(0, 2000)}`);
  let notices = [];
  try {
    notices = JSON.parse(text).notices ?? [];
  } catch {
    // An answer without notices.
  }
  for (const notice of notices) console.log(notice.text);
  console.log(
    `pact:publish: published ${mine.map(({ file }) => file).join(', ')} as ${consumer} ${version} (branch ${branch}) to ${broker}`,
  );
}
