// Market benchmark: 1,000 open market/stream connections (Server-Sent Events) on one server instance, and how long a
// tick takes from its instant to each connection (p50, p99), beside a bare Node.js server writing the same events to
// the same number of connections in the same run (the baseline: what the machine and the client cost).
// The server runs from source with its clock moved to a weekday noon in São Paulo, so the market trades whatever the
// hour of the run (scripts/bench-market-server.ts).
// Prints the figures and writes them to test-results/bench/market.json for scripts/check-budgets.ts.
// Options (environment): BENCH_CONNECTIONS (1000), BENCH_SECONDS (20), BENCH_PORT (8584), BENCH_BASELINE_PORT (8585).
import { spawn } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { shiftToNoon, startServer } from './bench-support';

const env = process.env;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 1000);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const PORT = Number(env.BENCH_PORT ?? 8584);
const BASELINE_PORT = Number(env.BENCH_BASELINE_PORT ?? 8585);
const TICK_MS = 2000;

/** The n-th percentile of values. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Opens `count` event streams at `url` and records, for each `tick` event, the time from the tick's instant (the
 * newest `time` of its ticks, moved back by `shift`) to its arrival; resolves after `seconds`.
 */
async function listen(url: string, headers: Record<string, string>, count: number, seconds: number, shift: number) {
  const latencies: number[] = [];
  const responses: IncomingMessage[] = [];
  let opened = 0;
  let failed = 0;
  let counting = false;
  const open = () =>
    new Promise<void>((resolve) => {
      const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
        if (res.statusCode !== 200) {
          failed++;
          res.resume();
          return resolve();
        }
        opened++;
        responses.push(res);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const arrived = Date.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const data = /^event: tick\ndata: (.*)$/m.exec(block)?.[1];
            if (!data || !counting) continue;
            const times = (JSON.parse(data) as { time: string }[]).map((t) => Date.parse(t.time));
            if (times.length > 0) latencies.push(arrived - (Math.max(...times) - shift));
          }
        });
        resolve();
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end();
    });
  for (let start = 0; start < count; start += 100)
    await Promise.all(Array.from({ length: Math.min(100, count - start) }, open));
  // The first events of each stream (every price at once) are not ticks of the run.
  await sleep(TICK_MS * 1.5);
  counting = true;
  await sleep(seconds * 1000);
  counting = false;
  for (const res of responses) res.destroy();
  return {
    opened,
    failed,
    events: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** A bare Node.js server that writes one tick (dated at its boundary) to every open stream at each boundary. */
const BASELINE_SERVER = `
const http = require('node:http');
const streams = new Set();
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  streams.add(res);
  req.on('close', () => streams.delete(res));
}).listen(Number(process.env.PORT), '127.0.0.1');
const next = () => setTimeout(() => {
  const at = Math.floor(Date.now() / ${TICK_MS}) * ${TICK_MS};
  const event = 'event: tick\\ndata: ' + JSON.stringify([{ id: 'X', time: new Date(at).toISOString() }]) + '\\n\\n';
  for (const res of streams) res.write(event);
  next();
}, ${TICK_MS} - (Date.now() % ${TICK_MS}));
next();
`;

const work = mkdtempSync(join(tmpdir(), 'celeiro-bench-market-'));
try {
  const shift = shiftToNoon();
  const tokenFile = join(work, 'token');
  const server = await startServer({
    command: ['node', '--import', 'tsx', 'scripts/bench-market-server.ts'],
    env: { DATA_DIR: join(work, 'data'), BENCH_CLOCK_SHIFT_MS: String(shift), BENCH_TOKEN_FILE: tokenFile },
    port: PORT,
    timeoutMs: 180_000,
  });
  let market;
  try {
    while (!readFileSafe(tokenFile)) await sleep(50);
    const [token, acceptorToken] = readFileSafe(tokenFile)!.split('\n') as [string, string];
    // Warms the series (filled on the first read) before the streams open.
    await fetch(`${server.url}/api/market/table?market=futures`, { headers: { authorization: `Bearer ${token}` } });
    market = await listen(
      `${server.url}/api/market/stream`,
      // One session's quotes module, open in many tabs at once (one acceptor token).
      { authorization: `Bearer ${token}`, 'acceptor-token': acceptorToken },
      CONNECTIONS,
      SECONDS,
      shift,
    );
  } finally {
    await server.stop();
  }
  const baselineProcess = spawn(process.execPath, ['-e', BASELINE_SERVER], {
    env: { ...process.env, PORT: String(BASELINE_PORT) },
    stdio: 'ignore',
  });
  let baseline;
  try {
    await sleep(500);
    baseline = await listen(`http://127.0.0.1:${BASELINE_PORT}/`, {}, CONNECTIONS, SECONDS, 0);
  } finally {
    baselineProcess.kill('SIGTERM');
  }
  console.log(
    `market stream: ${market.opened} connections (${market.failed} refused), ${market.events} tick events in ${SECONDS} s: p50 ${market.p50Ms} ms, p99 ${market.p99Ms} ms from the tick to the connection`,
  );
  console.log(
    `baseline (bare Node.js server, same connections): ${baseline.opened} connections, ${baseline.events} events: p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`,
  );
  mkdirSync('test-results/bench', { recursive: true });
  const previous = readJson('test-results/bench/market.json');
  writeFileSync(
    'test-results/bench/market.json',
    `${JSON.stringify({ ...previous, when: new Date().toISOString(), machine: { cores: availableParallelism(), loadAverage: loadavg() }, stream: { connections: CONNECTIONS, ...market, baseline } }, null, 2)}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

function readFileSafe(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8') || undefined;
  } catch {
    return undefined;
  }
}

function readJson(path: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
