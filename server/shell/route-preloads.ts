// The SPA's index.html as served for an address: with a preload of the code and texts the route entered there loads
// first, found in the build's manifest (dist/.vite/manifest.json), so that they download beside the app's entry
// rather than in a second wave once the entry has run. Only routes listed here get preloads; any other address, a
// build without a manifest, or a module missing from it gets index.html as it is.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_TAGS, localeChain, localeFromBrowserLanguage, type Locale } from '../../core';

/** The modules (as the manifest names them: source paths) and text namespaces a route loads first. */
interface RoutePreload {
  path: RegExp;
  modules: readonly string[];
  texts: readonly string[];
}

/**
 * The routes entered most, and what each loads before its first paint (see ui/app/routes.tsx): the signed-in list
 * (its layout, the list, the HTTP clients, the adapters and the configuration's adapter that its first reads need), and the
 * login page. tests/server/route-preloads.test.ts checks each module against a real build's manifest.
 */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  {
    path: /^\/informative\/\d+\/?$/,
    modules: [
      'adapters/http/http-config.ts',
      'ui/di/http-clients.ts',
      'adapters/http/http-auth-api.ts',
      'adapters/http/http-content-api.ts',
      'ui/shell/signed-in-layout.tsx',
      'ui/content/news-ticker.tsx',
      'ui/content/informative-list.tsx',
    ],
    texts: ['common', 'session', 'shell', 'content'],
  },
  {
    path: /^\/pages\/login\/?$/,
    modules: [
      'adapters/http/http-config.ts',
      'ui/shell/public-layout.tsx',
      'ui/app/login-route.tsx',
      'ui/auth/login-page.tsx',
    ],
    texts: ['common', 'auth'],
  },
];

/** A chunk of the build's manifest. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest key of a namespace's texts in a locale: its file, `ui/<area>/i18n/<tag>.ts` (the kit's namespace is
 * `common`) or `ui/<area>/i18n/<part>/<tag>.ts` for `<area>-<part>` (see ui/kit/i18n/area-texts.ts).
 */
export function textsModule(namespace: string, locale: Locale): string {
  const [area, part] = namespace === 'common' ? ['kit'] : namespace.split('-');
  return `ui/${area}/i18n/${part ? `${part}/` : ''}${LOCALE_TAGS[locale]}.ts`;
}

/** Every chunk a chunk needs, itself first, then its static imports (depth first, each once). */
function closure(manifest: Manifest, key: string, seen: Set<string>, out: ManifestChunk[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, out);
}

/** The `<link>` tags that preload what a route loads first, beyond what index.html loads already. */
export function preloadLinks(manifest: Manifest, route: RoutePreload, locale: Locale): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) return '';
  const already = new Set<string>();
  closure(manifest, entryKey, already, []);
  const chunks: ManifestChunk[] = [];
  // A regional locale's texts come with those of the locale it falls back to (EsAr's with EsEs's).
  const texts = route.texts.flatMap((namespace) => localeChain(locale).map((each) => textsModule(namespace, each)));
  const keys = [...route.modules, ...texts];
  for (const key of keys) closure(manifest, key, already, chunks);
  const scripts = chunks.map(
    (chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk.file}">`,
  );
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(
    (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
  );
  return [...scripts, ...styles].join('\n    ');
}

/** index.html per route and locale, read again when the build changes. */
export class RoutedIndex {
  private built = -1;
  private html = '';
  private manifest: Manifest | undefined;
  private readonly pages = new Map<string, string | undefined>();

  constructor(private readonly root: string) {}

  /**
   * The page for an address (its path) and the browser's language (Accept-Language), or undefined when it is
   * index.html as it is (then served from the build's pre-compressed copies).
   */
  page(path: string, acceptLanguage: string | undefined): string | undefined {
    this.refresh();
    const index = ROUTE_PRELOADS.findIndex((route) => route.path.test(path));
    if (index < 0 || !this.manifest) return undefined;
    const locale = localeFromBrowserLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);
    const key = `${index} ${locale}`;
    if (!this.pages.has(key)) {
      const links = preloadLinks(this.manifest, ROUTE_PRELOADS[index]!, locale);
      const page =
        links && this.html.includes('</head>') ? this.html.replace('</head>', `  ${links}\n  </head>`) : undefined;
      this.pages.set(key, page);
    }
    return this.pages.get(key);
  }

  private refresh(): void {
    const built = statSync(join(this.root, 'index.html')).mtimeMs;
    if (built === this.built) return;
    this.html = readFileSync(join(this.root, 'index.html'), 'utf8');
    try {
      this.manifest = JSON.parse(readFileSync(join(this.root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      this.manifest = undefined;
    }
    this.pages.clear();
    this.built = built;
  }
}
