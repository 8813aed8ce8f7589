// Two built server instances on one PostgreSQL behind a round-robin proxy, under the same load as the embedded
// benchmark: list and detail at a fixed 500 requests per second for 30 s each, signed in as three profiles (the
// two-factor challenge is opened on one instance and answered on the other). Midway through each run a right is
// granted and taken back straight in the database, as another instance or an admin tool would.
// Needs PostgreSQL's server binaries (Debian: apt-get install -y postgresql); runs a throwaway cluster on 127.0.0.1.
// Writes test-results/bench/postgres.json for scripts/check-budgets.ts.
// Options (environment): BENCH_SECONDS (30), BENCH_RATE (500), PG_BIN (the newest /usr/lib/postgresql/*/bin).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  load,
  type LoadRequest,
  type LoadResult,
  type RunningServer,
  signIn,
  startServer,
  statusOf,
} from './bench-support';
import { startThrowawayPostgres } from './throwaway-postgres';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 30);
const RATE = Number(env.BENCH_RATE ?? 500);
const PG_PORT = 18490;
const INSTANCE_PORTS = [18491, 18492];
const PROXY_PORT = 18493;
const ACCEPT_ENCODING = 'gzip, deflate, br';
const PROFILES = ['assinante@example.com', 'demo@example.com', 'gratuito@example.com'];

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const servers: RunningServer[] = [];
let proxy: ReturnType<typeof spawn> | undefined;
const postgres = startThrowawayPostgres(PG_PORT, { max_connections: 60 });
try {
  const databaseUrl = postgres.url;
  // The load signs in through the instances, reading the two-factor codes from the dev mailbox.
  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
    DATA_DIR: join(postgres.dir, 'unused'),
    DEV_MAILBOX: 'true',
  };
  // The first instance migrates and seeds; the second finds it done.
  servers.push(await startServer({ env: instanceEnv, port: INSTANCE_PORTS[0]!, timeoutMs: 120_000 }));
  servers.push(await startServer({ env: instanceEnv, port: INSTANCE_PORTS[1]!, timeoutMs: 120_000 }));
  proxy = spawn(process.execPath, ['scripts/bench-proxy.mjs'], {
    env: {
      ...env,
      PORT: String(PROXY_PORT),
      TARGETS: INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`).join(','),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${PROXY_PORT}`;
  for (let tries = 0; (await statusOf(`${url}/api/health`, {}).catch(() => 0)) !== 200; tries++) {
    if (tries > 200) throw new Error('the proxy did not answer');
    await sleep(25);
  }

  const tokens: string[] = [];
  for (const email of PROFILES) tokens.push(await signIn(url, email));
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING });
  const lists: LoadRequest[] = [];
  for (let page = 1; page <= 20; page++) {
    for (const shape of [
      'commodity=0',
      'commodity=13',
      'commodity=0&publicationType=news&orderBy=oldest',
      'commodity=0&important=true',
    ]) {
      for (const token of tokens)
        lists.push({ path: `/api/elastic/listall?${shape}&pageSize=50&page=${page}`, headers: headers(token) });
    }
  }
  const ids: number[] = [];
  for (let page = 1; page <= 10; page++) {
    const response = await fetch(`${url}/api/elastic/listall?commodity=0&pageSize=50&page=${page}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    ids.push(...((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id));
  }
  const details: LoadRequest[] = ids.flatMap((id) =>
    tokens.map((token) => ({ path: `/api/news/detail?id=${id}`, headers: headers(token) })),
  );
  for (const request of [...lists, ...details]) {
    const status = await statusOf(`${url}${request.path}`, request.headers);
    if (status !== 200) throw new Error(`${request.path} answered ${status}`);
  }

  /** Grants the subscriber a right and takes it back, straight in the database, halfway through a run. */
  const rightsChange = async () => {
    await sleep((SECONDS * 1000) / 2);
    const psql = (statement: string) =>
      postgres.run('psql', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', '-qc', statement]);
    const subscriber = "(select id from users where email = 'assinante@example.com')";
    psql(`update user_rights set enabled = true where subject_id = 3 and user_id = ${subscriber}`);
    await sleep(1000);
    psql(`update user_rights set enabled = false where subject_id = 3 and user_id = ${subscriber}`);
  };
  const pids = servers.map((server) => server.pid);
  const options = { rate: RATE, durationS: SECONDS, serverPids: pids };
  const apiLoad: Record<string, LoadResult> = {};
  for (const [name, requests] of [
    ['list', lists],
    ['detail', details],
  ] as const) {
    const [result] = await Promise.all([load(url, requests, options), rightsChange()]);
    apiLoad[name] = result;
    console.log(
      `postgres, ${servers.length} instances behind a proxy, ${name}: ${result.achievedRps} req/s of ${result.rate} for ${result.durationS} s: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, ${result.errors} errors, ${result.cpuMsPerRequest ?? '?'} ms server CPU per request`,
    );
  }
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync(
    'test-results/bench/postgres.json',
    `${JSON.stringify({ when: new Date().toISOString(), instances: servers.length, apiLoad }, null, 2)}\n`,
  );
} finally {
  proxy?.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop()));
  postgres.stop();
}
