#!/usr/bin/env node
// The standing security probe (`npm run security`; `--fast` for the part `npm test` runs): the rights matrix, the
// fuzz of every route, the session and rate-limit checks, the XSS corpus in Chromium and kill -9 during writes
// (tests/security/). It builds the SPA when there is no build, starts a throwaway PostgreSQL when one is installed (so
// the limits are also checked shared by two instances on it), prints each probe's figure and ends with
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fast = process.argv.includes('--fast');
const figuresFile = 'test-results/security/figures.jsonl';
const report = 'test-results/reports/security.json';
const env = { ...process.env, FORCE_COLOR: '0', SECURITY_PART: fast ? 'fast' : 'all' };

/** Runs a command with inherited output; returns its exit status. */
function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env, ...options }).status ?? 1;
}

/** A PostgreSQL of its own in a temporary folder, when the server binaries are installed; undefined otherwise. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  const bin = version ? join(root, version, 'bin') : undefined;
  if (!bin || !existsSync(join(bin, 'initdb'))) return undefined;
  // PostgreSQL refuses to run as root: as root it runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-pg-'));
  const port = String(56000 + Math.floor(Math.random() * 2000));
  const as = (command) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', 'sh', '-c', command]] : ['sh', ['-c', command]];
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const quiet = { stdio: 'ignore', env: { ...env, LC_ALL: 'C' } };
  if (spawnSync(...as(`${bin}/initdb -D ${dir}/data -A trust -U postgres`), quiet).status !== 0) return undefined;
  if (
    spawnSync(
      ...as(
        `${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off" start`,
      ),
      quiet,
    ).status !== 0
  )
    return undefined;
  spawnSync(...as(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres celeiro_probe`), quiet);
  console.log(`▶ a throwaway PostgreSQL ${version} on port ${port} for the shared limits`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/celeiro_probe`,
    stop: () => {
      spawnSync(...as(`${bin}/pg_ctl -D ${dir}/data -m immediate stop`), quiet);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

rmSync(figuresFile, { force: true });
if (!fast && !existsSync('dist/index.html')) {
  console.log('▶ building the SPA for the XSS probe');
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
}
const postgres = startPostgres();
if (postgres) env.TEST_DATABASE_URL = postgres.url;
let status;
try {
  status = run('npx', [
    'vitest',
    'run',
    '--config',
    'tests/security/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
} finally {
  postgres?.stop();
}

const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).line)
  : [];
console.log(`\nSecurity probe${fast ? ' (fast part)' : ''}:`);
for (const figure of figures) console.log(`  ${figure}`);
const passed = results?.numPassedTests ?? 0;
const failed = (results?.numFailedTests ?? 1) + (status !== 0 && results?.numFailedTests === 0 ? 1 : 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && status === 0 ? 0 : 1);
