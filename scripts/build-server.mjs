#!/usr/bin/env node
// Builds the server ahead of time, so that it starts with plain node instead of compiling TypeScript at every start:
// - dist-server/main.js: server/main.ts and its packages bundled by esbuild into one file, which loads in half the
//   time of the same modules resolved one by one from node_modules (PGlite stays there: it loads its WebAssembly and
//   data files from beside itself);
// - dist-server/migrations: the SQL migrations the bundle applies;
// - dist-server/files: the generated media files the bundle streams (server/media/files, found beside the bundle);
// - dist-server/pgdata-template: an embedded database folder with every migration applied and the full seed (6,000
//   content items, the demo accounts), copied into an empty data folder at the first start, which then moves its dates
//   to that day (a new cluster takes seconds and hundreds of MB to initialise, and the seed seconds more; see
//   server/db/template.ts). Made again only when the migrations, the seed's code or PGlite change.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const out = 'dist-server';
const started = performance.now();

await build({
  entryPoints: { main: 'server/main.ts', 'make-template': 'server/db/make-template.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // jsdom (the window DOMPurify sanitises news bodies in) and Swagger UI (the API's rendered reference) read their own
  // files at run time: loaded from node_modules.
  external: ['@electric-sql/pglite', 'pg-native', 'jsdom', '@fastify/swagger-ui'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __celeiroRequire } from 'node:module'; const require = __celeiroRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
rmSync(join(out, 'migrations'), { recursive: true, force: true });
cpSync('server/db/migrations', join(out, 'migrations'), { recursive: true });
rmSync(join(out, 'files'), { recursive: true, force: true });
cpSync('server/media/files', join(out, 'files'), { recursive: true });

/** What the template depends on: every migration file, the code that makes it (seed included) and the PGlite version. */
function templateStamp() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(out, 'make-template.js')));
  const files = readdirSync('server/db/migrations', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
  return hash.update(`pglite ${pglite}`).digest('hex');
}

const template = join(out, 'pgdata-template');
const stampFile = join(out, 'pgdata-template.stamp');
const stamp = templateStamp();
if (!existsSync(template) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  const fresh = `${template}.new`;
  execFileSync(process.execPath, [join(out, 'make-template.js'), fresh], { stdio: 'inherit' });
  rmSync(template, { recursive: true, force: true });
  renameSync(fresh, template);
  writeFileSync(stampFile, stamp);
  console.log('server: made the database template');
}
console.log(`server: built ${out}/main.js in ${Math.round(performance.now() - started)} ms`);
