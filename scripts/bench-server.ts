// Server benchmark on the embedded database, against the built server (`npm run build:server`, as `npm start` runs it):
// - cold start: time from spawning the process to its first 200 on /api/health, on an empty data folder (it copies
//   the database template and seeds 6,000 items) and on an existing one; the median of 3 of each;
// - memory: resident set size one second after start (median of the existing-folder starts) and its peak;
// - API load: list and detail at a fixed 500 requests per second for 30 s each, signed in as three profiles, beside
//   /appversion.json on the same server as the trivial baseline, measured in the same run.
// Prints the figures and writes them to test-results/bench/server.json for scripts/check-budgets.ts.
// Options (environment): BENCH_SECONDS (30), BENCH_RATE (500), BENCH_STARTS (3), BENCH_PORT (18470), BENCH_LOAD
// (`off`: cold starts and memory only, in under a minute; the API load figures of the last full run are kept).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { load, type LoadRequest, type LoadResult, median, signIn, startServer, statusOf } from './bench-support';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 30);
const RATE = Number(env.BENCH_RATE ?? 500);
const STARTS = Number(env.BENCH_STARTS ?? 3);
const PORT = Number(env.BENCH_PORT ?? 18470);
const LOAD = env.BENCH_LOAD !== 'off';
const RESULT_FILE = 'test-results/bench/server.json';
/** What a browser sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const PROFILES = ['assinante@example.com', 'demo@example.com', 'gratuito@example.com'];
/** Every list a user reaches: all commodities, one commodity, and filtered lists, each on 20 pages of 50. */
const LIST_SHAPES = [
  'commodity=0',
  'commodity=13',
  'commodity=0&publicationType=news&orderBy=oldest',
  'commodity=0&important=true',
  'commodity=16&mediaType=attachment&orderBy=priority',
  'commodity=0&orderBy=title&periodicity=daily',
];

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** Writes the figures for scripts/check-budgets.ts. */
function writeResult(result: object): void {
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
}

const work = mkdtempSync(join(tmpdir(), 'celeiro-bench-'));
const dataDir = join(work, 'data');
const round = (value: number) => Math.round(value);

try {
  // Cold starts: the first on an empty folder, then on the folder it left; each empty start gets a fresh folder.
  const empty: number[] = [];
  const existing: number[] = [];
  const rssAfterStart: number[] = [];
  const peakRss: number[] = [];
  for (let run = 0; run < STARTS; run++) {
    rmSync(dataDir, { recursive: true, force: true });
    const first = await startServer({ env: { DATA_DIR: dataDir }, port: PORT, timeoutMs: 120_000 });
    empty.push(first.firstOkMs);
    peakRss.push(first.peakRssMb());
    await first.stop();
    const again = await startServer({ env: { DATA_DIR: dataDir }, port: PORT });
    existing.push(again.firstOkMs);
    await sleep(1000);
    rssAfterStart.push(again.rssMb());
    await again.stop();
  }
  const coldStart = {
    emptyMs: round(median(empty)),
    existingMs: round(median(existing)),
    runs: { emptyMs: empty.map(round), existingMs: existing.map(round) },
  };
  const memory = { afterStartMb: median(rssAfterStart), firstStartPeakMb: Math.max(...peakRss), runs: rssAfterStart };
  console.log(
    `cold start: empty folder ${coldStart.emptyMs} ms (${coldStart.runs.emptyMs.join(', ')}), existing ${coldStart.existingMs} ms (${coldStart.runs.existingMs.join(', ')})`,
  );
  console.log(
    `memory: RSS ${memory.afterStartMb} MB one second after start (${rssAfterStart.join(', ')}); first start peak ${memory.firstStartPeakMb} MB`,
  );

  if (!LOAD) {
    // Cold starts and memory only: the load figures (and the peak under load) stay those of the last full run.
    const previous = existsSync(RESULT_FILE)
      ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as {
          when?: string;
          apiLoadWhen?: string;
          memory?: { loadPeakMb?: number };
          apiLoad?: Record<string, LoadResult>;
        })
      : {};
    console.log(
      `load: not measured (BENCH_LOAD=off); kept from ${previous.apiLoad ? (previous.apiLoadWhen ?? previous.when) : 'no earlier run'}`,
    );
    writeResult({
      when: new Date().toISOString(),
      machine: { cores: availableParallelism(), loadAverage: loadavg() },
      coldStart,
      memory: { ...memory, ...(previous.memory?.loadPeakMb ? { loadPeakMb: previous.memory.loadPeakMb } : {}) },
      ...(previous.apiLoad ? { apiLoad: previous.apiLoad, apiLoadWhen: previous.apiLoadWhen ?? previous.when } : {}),
    });
  } else {
    // Load, on the folder the starts left; the dev mailbox gives the two-factor codes of the sign-ins.
    const server = await startServer({ env: { DATA_DIR: dataDir, DEV_MAILBOX: 'true' }, port: PORT });
    let apiLoad: Record<string, LoadResult>;
    let loadPeakRss: number;
    try {
      const tokens = await Promise.all(PROFILES.map((email) => signIn(server.url, email)));
      const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING });
      const lists: LoadRequest[] = [];
      for (let page = 1; page <= 20; page++) {
        for (const shape of LIST_SHAPES)
          for (const token of tokens)
            lists.push({ path: `/api/elastic/listall?${shape}&pageSize=50&page=${page}`, headers: headers(token) });
      }
      // The detail pool: the first 1,000 items of the full list (items of subjects not offered never show there).
      const ids: number[] = [];
      for (let page = 1; page <= 20; page++) {
        const response = await fetch(`${server.url}/api/elastic/listall?commodity=0&pageSize=50&page=${page}`, {
          headers: { authorization: `Bearer ${tokens[0]}` },
        });
        ids.push(...((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id));
      }
      const details: LoadRequest[] = ids.flatMap((id) =>
        tokens.map((token) => ({ path: `/api/news/detail?id=${id}`, headers: headers(token) })),
      );
      const trivial: LoadRequest[] = [{ path: '/appversion.json', headers: { 'accept-encoding': ACCEPT_ENCODING } }];
      // Every request once, in order: each must answer 200, and the cache holds it afterwards (a warm server).
      for (const request of [...lists, ...details, ...trivial]) {
        const status = await statusOf(`${server.url}${request.path}`, request.headers);
        if (status !== 200) throw new Error(`${request.path} answered ${status}`);
      }
      const shuffled = <T>(items: readonly T[]): T[] => {
        const copy = [...items];
        for (let i = copy.length - 1; i > 0; i--) {
          const j = (i * 7919 + 13) % (i + 1);
          [copy[i], copy[j]] = [copy[j]!, copy[i]!];
        }
        return copy;
      };
      const options = { rate: RATE, durationS: SECONDS, serverPids: [server.pid] };
      apiLoad = {
        appversion: await load(server.url, trivial, options),
        list: await load(server.url, shuffled(lists), options),
        detail: await load(server.url, shuffled(details), options),
      };
      loadPeakRss = server.peakRssMb();
    } finally {
      await server.stop();
    }
    for (const [name, result] of Object.entries(apiLoad)) {
      const ratio =
        name === 'appversion'
          ? ''
          : `, p99 ${(result.p99Ms / Math.max(apiLoad.appversion!.p99Ms, 1)).toFixed(1)}× /appversion.json's`;
      console.log(
        `load ${name}: ${result.achievedRps} req/s of ${result.rate} for ${result.durationS} s: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, ${result.errors} errors, ${result.cpuMsPerRequest ?? '?'} ms CPU per request${ratio}`,
      );
    }
    console.log(`memory: peak RSS under load ${loadPeakRss} MB`);

    const result = {
      when: new Date().toISOString(),
      machine: { cores: availableParallelism(), loadAverage: loadavg() },
      coldStart,
      memory: { ...memory, loadPeakMb: loadPeakRss },
      apiLoad,
    };
    writeResult(result);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
