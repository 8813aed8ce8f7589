// Links in e-mails and the dev mailbox (issue 9, items 1 and 2): every link starts with the configured public URL,
// never with the request's Host; the mailbox is served only when DEV_MAILBOX asks for it, and never in production,
// where the server also refuses default secrets.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type CeleiroServer, UnsafeOptionsError } from '../../server/app';
import { DEFAULT_CACHE_KEY, DEFAULT_CONFIG_PASSWORD, DEFAULT_CONFIG_USER, startupProblems } from '../../server/options';
import { buildTestServer, latestMail, resetDatabase } from '../../server/testing';
import { REFERENCE_SERVER_ENV } from '../support/reference-server';

const SUBSCRIBER = 'assinante@example.com';
let configured: CeleiroServer;
let behindProxy: CeleiroServer;
let byDefault: CeleiroServer;

beforeAll(async () => {
  [configured, behindProxy, byDefault] = await Promise.all([
    buildTestServer({ publicUrl: 'https://app.celeiro.example/' }),
    buildTestServer({ publicUrl: 'https://app.celeiro.example', trustProxy: 1 }),
    buildTestServer(),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([configured?.close(), behindProxy?.close(), byDefault?.close()]);
});

beforeEach(async () => {
  await Promise.all([resetDatabase(configured), resetDatabase(behindProxy), resetDatabase(byDefault)]);
});

/** Asks for a reset link with forged headers; returns the link mailed to the subscriber. */
async function mailedLink(server: CeleiroServer, headers: Record<string, string>): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/forgot-password/client',
    payload: { email: SUBSCRIBER },
    headers,
  });
  expect(response.statusCode).toBe(200);
  const link = /https?:\/\/\S+/.exec((await latestMail(server, SUBSCRIBER))?.text ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('the reset link', () => {
  it('starts with PUBLIC_URL whatever Host the request names', async () => {
    const link = await mailedLink(configured, { host: 'evil.example' });
    expect(link).toMatch(/^https:\/\/app\.celeiro\.example\/pages\/reset-password\?token=[\w%-]+$/);
    expect((await latestMail(configured, SUBSCRIBER))?.html).not.toContain('evil.example');
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto behind a trusted proxy', async () => {
    const link = await mailedLink(behindProxy, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(link.startsWith('https://app.celeiro.example/pages/reset-password?token=')).toBe(true);
  });

  it('starts with the local address and port when PUBLIC_URL is unset (development)', async () => {
    const link = await mailedLink(byDefault, { host: 'evil.example' });
    expect(link.startsWith('http://localhost:8080/pages/reset-password?token=')).toBe(true);
  });
});

describe('the dev mailbox', () => {
  it('is off unless DEV_MAILBOX enables it, with the dev push outbox', async () => {
    for (const url of [
      '/dev/mailbox',
      `/dev/mailbox.json?to=${SUBSCRIBER}`,
      '/dev/push-outbox',
      '/dev/push-outbox.json',
    ]) {
      const response = await byDefault.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('reset-password');
    }
  });

  it('is on when enabled', async () => {
    const server = await buildTestServer({ devMailbox: true });
    try {
      await server.mailer.send({ to: SUBSCRIBER, subject: 'Olá', text: 'um', html: '<p>um</p>' });
      const response = await server.app.inject(`/dev/mailbox.json?to=${SUBSCRIBER}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('is turned on by npm start, and by the browser suites that read it', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain('DEV_MAILBOX=true');
    expect(REFERENCE_SERVER_ENV.DEV_MAILBOX).toBe('true');
    for (const suite of ['playwright.config.ts', 'features/support/ui/browser.ts'])
      expect(readFileSync(suite, 'utf8'), suite).toContain('...REFERENCE_SERVER_ENV');
  });
});

describe('starting in production', () => {
  const safe = {
    production: true,
    publicUrl: 'https://app.celeiro.example',
    cacheKey: 'a-long-cache-key',
    configUser: 'app',
    configPassword: 'a-long-password',
  };

  it('is allowed with the mailbox off, a public URL and secrets of its own', () => {
    expect(startupProblems(safe)).toEqual([]);
  });

  it.each([
    ['the dev mailbox on', { devMailbox: true }, /DEV_MAILBOX/],
    ['no public URL', { publicUrl: undefined }, /PUBLIC_URL/],
    ['the default cache key', { cacheKey: DEFAULT_CACHE_KEY }, /CACHE_KEY/],
    ['no cache key', { cacheKey: undefined }, /CACHE_KEY/],
    ['the default config user', { configUser: DEFAULT_CONFIG_USER }, /CONFIG_USER/],
    ['the default config password', { configPassword: DEFAULT_CONFIG_PASSWORD }, /CONFIG_PASSWORD/],
  ])('is refused with %s', async (_name, change, message) => {
    const attempt = buildServer({ ...safe, ...change, dataDir: 'memory://', logger: false, seed: false });
    await expect(attempt).rejects.toBeInstanceOf(UnsafeOptionsError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('refuses a public URL that is not an http(s) origin, in any mode', () => {
    expect(startupProblems({ publicUrl: 'javascript:alert(1)' })).toHaveLength(1);
    expect(startupProblems({ publicUrl: 'https://app.celeiro.example/?next=evil' })).toHaveLength(1);
  });

  it('makes the server process exit with the reasons', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        DEV_MAILBOX: 'true',
        DATA_DIR: 'memory://',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refuses to start');
    expect(result.stderr).toContain('DEV_MAILBOX');
    expect(result.stderr).toContain('CACHE_KEY');
  }, 70_000);
});
