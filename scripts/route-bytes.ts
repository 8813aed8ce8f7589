// The JavaScript a route loads, from a Vite build's manifest: the chunks of the route's modules (the entry, its lazy
// route modules, its texts) and every chunk they import statically, each counted once, gzipped at level 9 (as the
// build's .gz copies are). Used by scripts/check-budgets.ts and its tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of a Vite manifest (`build.manifest`), keyed there by its source module. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** A Vite manifest: source module (or shared chunk key) → chunk. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Reads `<dist>/.vite/manifest.json`. */
export function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`no Vite manifest in ${dist} (build first, with build.manifest)`, { cause: error });
  }
}

/**
 * The JavaScript files a route loads: each module's chunk and, transitively, the chunks it imports statically
 * (what the browser fetches, or preloads, before the module runs). Throws on a module the build does not have,
 * so a renamed page cannot silently drop out of its budget.
 */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${from}: ${key} is not in the build's manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const module of modules) visit(module, 'route');
  return [...files].sort();
}

/** The gzipped size of a file, at level 9. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** What a route loads: each file with its gzipped size, and the total. */
export interface RouteBytes {
  files: { file: string; gzip: number }[];
  gzip: number;
}

/** The gzipped JavaScript of a route of the build in `dist`. */
export function routeBytes(
  dist: string,
  modules: readonly string[],
  manifest: Manifest = readManifest(dist),
): RouteBytes {
  const files = routeFiles(manifest, modules).map((file) => ({ file, gzip: gzipSize(join(dist, file)) }));
  return { files, gzip: files.reduce((sum, { gzip }) => sum + gzip, 0) };
}
