// A throwaway PostgreSQL cluster on 127.0.0.1 for the benchmarks: Debian's postgresql server binaries, a fresh data
// folder, no fsync; stopped and removed by `stop`. PostgreSQL refuses to run as root: as root, its commands run as the
// postgres user. PG_BIN names the binaries' folder (by default the newest /usr/lib/postgresql/*/bin).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running cluster: its URL, a folder of its own for the caller, a runner of its binaries (psql…), and its stop. */
export interface ThrowawayPostgres {
  url: string;
  dir: string;
  run(command: string, args: string[]): Buffer;
  stop(): void;
}

/** The newest PostgreSQL server binaries. */
function pgBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** Starts a cluster on `port` with some server settings (`-c name=value`). */
export function startThrowawayPostgres(
  port: number,
  settings: Record<string, string | number> = {},
): ThrowawayPostgres {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)');
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-pg-'));
  chmodSync(dir, 0o777);
  const pgData = join(dir, 'pgdata');
  const run = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const options = Object.entries({ listen_addresses: '127.0.0.1', fsync: 'off', ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  try {
    run('initdb', ['-D', pgData, '--auth=trust', '--username=postgres', '--no-sync']);
    run('pg_ctl', [
      '-D',
      pgData,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} ${options}`,
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    run,
    stop: () => {
      try {
        run('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
