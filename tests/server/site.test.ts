// The site around the API: SPA and fallback, /config.json, /appversion.json, the cache service, the dev mailbox and push
// outbox, production mode, 503.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession } from '../../server/testing';

const INDEX_HTML = '<!doctype html><html><head><title>Celeiro</title></head><body><div id="root"></div></body></html>';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let distDir: string;
let server: CeleiroServer;
let production: CeleiroServer;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  [server, production] = await Promise.all([
    buildTestServer({ staticDir: distDir, brand: 'market-news', devMailbox: true }),
    buildTestServer({
      production: true,
      publicUrl: 'https://app.celeiro.example',
      staticDir: join(distDir, 'missing'),
      cacheKey: 'secret-key',
      configUser: 'u',
      configPassword: 'p',
    }),
  ]);
}, 90_000);

afterAll(async () => {
  try {
    await Promise.all([server?.close(), production?.close()]);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

describe('the built SPA', () => {
  it('serves index.html at / and for any app path, files as they are', async () => {
    for (const url of ['/', '/pages/login', '/informative/16/0?isApp=true']) {
      const response = await server.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
    }
    const asset = await server.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for missing files rather than the app', async () => {
    const response = await server.app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });

  it("serves the build's files as they were when it started, by their exact names only", async () => {
    // A deployment's build never changes under its server: a file written later is not served.
    writeFileSync(join(distDir, 'assets', 'later-def456.js'), 'console.log("later");');
    // Nor is anything outside the build.
    writeFileSync(`${distDir}-beside.js`, 'console.log("beside");');
    const beside = `${basename(distDir)}-beside.js`;
    try {
      for (const url of [
        '/assets/later-def456.js',
        '/ASSETS/app-abc123.js',
        '/assets/APP-ABC123.js',
        `/%2e%2e/${beside}`,
        `/assets/%2e%2e/%2e%2e/${beside}`,
      ]) {
        const response = await server.app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('console.log');
      }
    } finally {
      rmSync(`${distDir}-beside.js`, { force: true });
    }
  });

  it('answers a page asking for the build when there is none', async () => {
    const response = await production.app.inject('/pages/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});

describe('/appversion.json', () => {
  it('hashes the built index.html', async () => {
    const response = await server.app.inject('/appversion.json');
    expect(response.statusCode).toBe(200);
    const { hash } = response.json() as { hash: string };
    expect(hash).toBe(createHash('sha256').update(INDEX_HTML).digest('hex').slice(0, 20));
  });

  it("gives the build's date: when the build wrote index.html", async () => {
    const { builtAt } = (await server.app.inject('/appversion.json')).json() as { builtAt: string };
    expect(builtAt).toBe(statSync(join(distDir, 'index.html')).mtime.toISOString());
  });

  it('answers a constant without a build', async () => {
    expect((await production.app.inject('/appversion.json')).json()).toEqual({ hash: 'development' });
  });
});

describe('/config.json', () => {
  it('needs basic auth and answers 401 with WWW-Authenticate otherwise', async () => {
    for (const authorization of [undefined, basic('celeiro', 'wrong'), basic('other', 'celeiro'), 'Bearer celeiro']) {
      const response = await server.app.inject({
        url: '/config.json',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic /);
      expect(response.json()).toMatchObject({ errorType: 'AuthError' });
    }
  });

  it('answers the runtime configuration', async () => {
    const response = await server.app.inject({
      url: '/config.json',
      headers: { authorization: basic('celeiro', 'celeiro'), host: 'celeiro.test:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      api_url: '/api/',
      api_cache: '/cache/',
      api_cache_key: 'celeiro-cache-key',
      checkUserInfoPoolingTime: 60000,
      URL_PRODUCTION: 'http://celeiro.test:8080/',
      URL_MOBILE: 'http://celeiro.test:8080/',
      brand: 'market-news',
      pushProjectIds: expect.any(Object),
      mediaEmbeds: {
        video: 'https://video.celeiro.example/embed/',
        audio: 'https://audio.celeiro.example/embed/',
        podcast: 'https://podcast.celeiro.example/episode/',
      },
    });
  });

  it('uses the configured credentials and cache key', async () => {
    expect(
      (await production.app.inject({ url: '/config.json', headers: { authorization: basic('celeiro', 'celeiro') } }))
        .statusCode,
    ).toBe(401);
    const response = await production.app.inject({ url: '/config.json', headers: { authorization: basic('u', 'p') } });
    expect(response.json()).toMatchObject({ api_cache_key: 'secret-key', brand: 'consultancy' });
  });
});

describe('the installable app (PWA)', () => {
  it("gives each brand's manifest: its name, home page, colours and icon, with no sign-in", async () => {
    const [news, consultancy] = await Promise.all(
      [server, production].map((site) => site.app.inject({ url: '/manifest.webmanifest' })),
    );
    expect(news!.statusCode).toBe(200);
    expect(news!.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(news!.json()).toMatchObject({
      name: 'Celeiro Notícias',
      start_url: '/home',
      display: 'standalone',
      theme_color: '#1d4f91',
      icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/market-news.svg' })]),
    });
    expect(consultancy!.json()).toMatchObject({
      name: 'Celeiro Consultoria',
      theme_color: '#2f6b2f',
      icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/consultancy.svg' })]),
    });
  });
});

describe('the cache service', () => {
  it('needs the bearer key', async () => {
    for (const authorization of [undefined, 'Bearer wrong', basic('celeiro', 'celeiro')]) {
      const response = await server.app.inject({
        url: '/cache/subjects',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'AuthError', code: 5500 });
    }
  });

  it('answers the cached subjects', async () => {
    const response = await server.app.inject({
      url: '/cache/subjects',
      headers: { authorization: 'Bearer celeiro-cache-key' },
    });
    expect(response.statusCode).toBe(200);
    const subjects = response.json() as { code: number; active: boolean }[];
    expect(subjects).toHaveLength(18);
    expect(subjects[0]).toEqual({
      code: 1,
      labelPtBr: 'Açúcar e Etanol',
      labelEnEu: 'Sugar & Ethanol',
      labelEsEs: 'Azúcar y Etanol',
      labelEsAr: 'Azúcar y Etanol',
      labelPtPt: 'Açúcar e Etanol',
      icon: 'sugar-ethanol',
      active: true,
      mne: 'ACE',
    });
    expect(subjects.find((s) => s.code === 61)?.active).toBe(false);
    const other = await production.app.inject({
      url: '/cache/subjects',
      headers: { authorization: 'Bearer secret-key' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the dev mailbox', () => {
  it('lists mails newest first as JSON, filtered by recipient', async () => {
    await server.mailer.send({ to: 'a@example.com', subject: 'Primeira', text: 'um', html: '<p>um</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.mailer.send({ to: 'b@example.com', subject: 'Segunda', text: 'dois', html: '<p>dois</p>' });
    const all = (await server.app.inject('/dev/mailbox.json')).json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      sentAt: string;
    }[];
    expect(all.map((m) => m.subject)).toEqual(['Segunda', 'Primeira']);
    expect(Object.keys(all[0]!).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
    expect(Number.isNaN(Date.parse(all[0]!.sentAt))).toBe(false);
    const filtered = (await server.app.inject('/dev/mailbox.json?to=A@example.com')).json() as { subject: string }[];
    expect(filtered.map((m) => m.subject)).toEqual(['Primeira']);
  });

  it('shows mails as escaped HTML', async () => {
    await server.mailer.send({ to: 'c@example.com', subject: '<script>alert(1)</script>', text: 'a & b', html: '' });
    const response = await server.app.inject('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is off in production, and so is the dev push outbox', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/push-outbox', '/dev/push-outbox.json']) {
      const response = await production.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorType: 'NotFoundError' });
    }
  });
});

describe('the dev push outbox', () => {
  it('lists pushes newest first as JSON, filtered by device, and shows them as escaped HTML', async () => {
    const push = {
      userId: 1,
      platform: 0,
      pushProjectId: 'celeiro-consultancy-android',
      pushToken: 't',
      body: 'b',
      data: { userdata: { custom: { id: 1 } } },
    };
    await server.push.send({ ...push, deviceId: 'aparelho-a', title: '<b>Primeira</b>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.push.send({ ...push, deviceId: 'aparelho-b', title: 'Segunda' });
    const all = (await server.app.inject('/dev/push-outbox.json')).json() as { deviceId: string; title: string }[];
    expect(all.map((p) => p.title)).toEqual(['Segunda', '<b>Primeira</b>']);
    expect(Object.keys(all[0]!).sort()).toEqual([
      'body',
      'data',
      'deviceId',
      'platform',
      'pushProjectId',
      'pushToken',
      'sentAt',
      'title',
    ]);
    const filtered = (await server.app.inject('/dev/push-outbox.json?device=aparelho-a')).json() as { title: string }[];
    expect(filtered.map((p) => p.title)).toEqual(['<b>Primeira</b>']);
    const page = await server.app.inject('/dev/push-outbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;b&gt;Primeira&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Primeira</b>');
  });
});

describe('health and an unavailable database', () => {
  it('answers 503 with the error body once the database is gone', async () => {
    const { token } = await createSession(production, 'assinante@example.com');
    expect((await production.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    await (production.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
    const menu = await production.app.inject({ url: '/api/main/menu', headers: { authorization: `Bearer ${token}` } });
    expect(menu.statusCode).toBe(503);
    expect(menu.json()).toMatchObject({ errorType: 'UnavailableError', message: expect.any(String), erros: [] });
    expect((await production.app.inject('/api/health')).statusCode).toBe(503);
  });
});
