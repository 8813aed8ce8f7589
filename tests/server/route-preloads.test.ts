// index.html as served for an address: the code and texts the route entered loads first are preloaded beside the
// app's entry (from the build's manifest), and only those; any other address gets index.html as it is.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { LOCALES } from '../../core';
import { ROUTE_PRELOADS, textsModule } from '../../server/shell/route-preloads';
import { buildTestServer } from '../../server/testing';

const INDEX_HTML = `<!doctype html><html><head><title>Celeiro</title>
<script type="module" crossorigin src="/assets/index-e.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-r.js">
</head><body><div id="root"></div></body></html>`;

/** A small build's manifest: the entry, the list's route (sharing react with the entry) and the texts. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, imports: ['_react-r.js'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_shared-s.js': { file: 'assets/shared-s.js', imports: ['_react-r.js'] },
  'adapters/http/http-config.ts': { file: 'assets/http-config-c.js', imports: ['index.html', '_shared-s.js'] },
  'ui/di/http-clients.ts': { file: 'assets/http-clients-h.js', imports: ['index.html', '_shared-s.js'] },
  'adapters/http/http-auth-api.ts': { file: 'assets/http-auth-api-a.js', imports: ['_shared-s.js'] },
  'adapters/http/http-content-api.ts': { file: 'assets/http-content-api-n.js', imports: ['_shared-s.js'] },
  'ui/shell/signed-in-layout.tsx': { file: 'assets/signed-in-layout-l.js', imports: ['index.html'] },
  'ui/content/news-ticker.tsx': { file: 'assets/news-ticker-t.js', imports: ['index.html'] },
  'ui/content/informative-list.tsx': {
    file: 'assets/informative-list-i.js',
    imports: ['index.html', '_react-r.js'],
    css: ['assets/content-c.css'],
    dynamicImports: ['ui/content/embla-attach.tsx'],
  },
  'ui/content/embla-attach.tsx': { file: 'assets/embla-attach-x.js' },
  'ui/kit/i18n/pt-BR.ts': { file: 'assets/common-pt.js' },
  'ui/kit/i18n/en-GB.ts': { file: 'assets/common-en.js' },
  'ui/session/i18n/pt-BR.ts': { file: 'assets/i18n-session-pt.js' },
  'ui/shell/i18n/pt-BR.ts': { file: 'assets/i18n-shell-pt.js' },
  'ui/content/i18n/pt-BR.ts': { file: 'assets/i18n-content-pt.js' },
  'ui/content/i18n/en-GB.ts': { file: 'assets/i18n-content-en.js' },
  'ui/kit/i18n/es-AR.ts': { file: 'assets/common-ar.js' },
  'ui/kit/i18n/es-ES.ts': { file: 'assets/common-es.js' },
  'ui/content/i18n/es-AR.ts': { file: 'assets/i18n-content-ar.js' },
  'ui/content/i18n/es-ES.ts': { file: 'assets/i18n-content-es.js' },
};

let distDir: string;
let server: CeleiroServer;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'));
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await buildTestServer({ staticDir: distDir });
}, 90_000);

afterAll(async () => {
  try {
    await server?.close();
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);

describe('index.html for a route', () => {
  it('preloads the signed-in list’s code and its texts in the browser’s language, beside the entry’s own', async () => {
    const response = await server.app.inject({
      url: '/informative/1',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Each once, and none the entry loads already (react), at a low priority so they go after the entry's own.
    expect(preloads(response.body)).toEqual([
      '/assets/http-config-c.js',
      '/assets/shared-s.js',
      '/assets/http-clients-h.js',
      '/assets/http-auth-api-a.js',
      '/assets/http-content-api-n.js',
      '/assets/signed-in-layout-l.js',
      '/assets/news-ticker-t.js',
      '/assets/informative-list-i.js',
      '/assets/common-pt.js',
      '/assets/i18n-session-pt.js',
      '/assets/i18n-shell-pt.js',
      '/assets/i18n-content-pt.js',
    ]);
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/content-c.css">',
    );
    // What the list loads later (the highlights' carousel) is not preloaded.
    expect(response.body).not.toContain('embla-attach');
    // The page is index.html with the links added at the end of its head.
    const head = INDEX_HTML.indexOf('</head>');
    expect(response.body.startsWith(INDEX_HTML.slice(0, head))).toBe(true);
    expect(response.body.endsWith(INDEX_HTML.slice(head))).toBe(true);
  });

  it('takes the texts of the browser’s language', async () => {
    const response = await server.app.inject({ url: '/informative/3/', headers: { 'accept-language': 'en-GB' } });
    expect(preloads(response.body)).toContain('/assets/i18n-content-en.js');
    expect(preloads(response.body)).toContain('/assets/common-en.js');
    expect(response.body).not.toContain('-pt.js');
  });

  it('takes Argentine texts with the Spanish ones they fall back to', async () => {
    const response = await server.app.inject({ url: '/informative/3', headers: { 'accept-language': 'es-AR' } });
    const links = preloads(response.body);
    expect(links.filter((link) => link!.includes('common-'))).toEqual(['/assets/common-ar.js', '/assets/common-es.js']);
    expect(links.filter((link) => link!.includes('i18n-content-'))).toEqual([
      '/assets/i18n-content-ar.js',
      '/assets/i18n-content-es.js',
    ]);
  });

  it('serves index.html as it is for any other address', async () => {
    for (const url of ['/', '/informative/1/42', '/my-account', '/informative/x']) {
      const response = await server.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('the preloaded modules', () => {
  // Every module a route preloads is a source module of the app (the build's manifest keys them by source path), and
  // every namespace of texts has its file in every locale: a renamed page or area fails here, before any build.
  it('are modules and texts of the app', () => {
    for (const route of ROUTE_PRELOADS) {
      for (const module of route.modules) expect(existsSync(module), `${String(route.path)}: ${module}`).toBe(true);
      for (const texts of route.texts)
        for (const locale of LOCALES)
          expect(existsSync(textsModule(texts, locale)), `${String(route.path)}: ${texts} ${locale}`).toBe(true);
    }
  });

  // The build's own manifest, when there is one: every module a route preloads is a chunk of it.
  it.runIf(existsSync('dist/.vite/manifest.json'))('are chunks of the real build', () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
    for (const route of ROUTE_PRELOADS) {
      for (const module of route.modules) expect(Object.keys(manifest), String(route.path)).toContain(module);
      for (const texts of route.texts)
        for (const locale of LOCALES) expect(Object.keys(manifest)).toContain(textsModule(texts, locale));
    }
  });
});
