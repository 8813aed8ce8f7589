// How the browser suites (Cucumber @ui, Playwright) start the reference server: the built one, as `npm start` runs it
// (scripts/build-server.mjs), built first when any of its sources is newer than the build. A new data folder then
// starts as a copy of the build's seeded database template: about 2 s and 3 CPU-seconds to the first answer, against
// about 15 s and 20 CPU-seconds for the TypeScript sources on a folder they must initialise and seed.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'dist-server/main.js';

/** What the built server is made of: scripts/build-server.mjs bundles server/ with what it imports. */
const SOURCES = [
  'server',
  'core',
  'contracts/provider-states',
  'scripts/build-server.mjs',
  'package.json',
  'package-lock.json',
];

/** Held while one process builds; a lock older than this was left by a process that died. */
const LOCK = 'dist-server.lock';
const LOCK_GIVEN_UP_MS = 5 * 60_000;

/** Waits synchronously (the callers are configuration files and hooks that cannot await). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The newest modification time of the files under some paths (folders recursively). */
function newest(paths: readonly string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Whether an output is missing or older than one of its sources. */
export const stale = (output: string, sources: readonly string[]) =>
  !existsSync(output) || statSync(output).mtimeMs < newest(sources);

/** Builds the server when it is stale; one process at a time (a parallel run's workers may all ask at once). */
export function ensureServerBuilt(): void {
  while (stale(BUILT, SOURCES)) {
    let held: number;
    try {
      held = openSync(LOCK, 'wx');
    } catch {
      // Another process is building it: wait, then look again.
      const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > LOCK_GIVEN_UP_MS) rmSync(LOCK, { force: true });
      pause(500);
      continue;
    }
    try {
      if (stale(BUILT, SOURCES)) execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    } finally {
      closeSync(held);
      rmSync(LOCK, { force: true });
    }
  }
}

/** The command (program first) that starts the reference server, built when it was stale. */
export function referenceServerCommand(): string[] {
  ensureServerBuilt();
  return [process.execPath, BUILT];
}

/**
 * What the browser suites' reference servers run with, beside their port and data folder: the dev mailbox (the tests
 * read codes and links from it), sign-in limits no run reaches, and warnings and errors only in the log (no line per
 * request: nobody reads them, and writing and redacting them was a tenth of the server's CPU).
 */
export const REFERENCE_SERVER_ENV = {
  DEV_MAILBOX: 'true',
  SIGNIN_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
} as const;
