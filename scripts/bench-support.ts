// What the server benchmarks share: starting a built server as its own process, timing its first 200, reading its
// memory, signing in over HTTP, and a fixed-rate load through autocannon. Every request goes to this machine only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/** The seed accounts' password (README: demo accounts). */
export const BENCH_PASSWORD = 'Celeiro#2026';

/** A running server process. */
export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to its first 200. */
  firstOkMs: number;
  /** Resident memory of the process now, in MB. */
  rssMb: () => number;
  /** Highest resident memory of the process so far, in MB. */
  peakRssMb: () => number;
  stop: () => Promise<void>;
}

/** How to start a server: the command, its environment, the port and the path polled until it answers 200. */
export interface ServerLaunch {
  command?: string[];
  env: Record<string, string>;
  port: number;
  readyPath?: string;
  /** Give up after this long (ms). */
  timeoutMs?: number;
  /** The folder to run it in (default: this one). */
  cwd?: string;
  /** Print the server's output (otherwise only its last lines on a failure). */
  verbose?: boolean;
}

/** The built server (`npm run build:server`), as `npm start` runs it. */
export const BUILT_SERVER = ['node', 'dist-server/main.js'];

/** A field of /proc/<pid>/status in MB (Linux). */
function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** Whether a GET answers 200 now. */
async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns a server and waits for its first 200 on the ready path, polling every 10 ms. */
export async function startServer(launch: ServerLaunch): Promise<RunningServer> {
  const [command, ...args] = launch.command ?? BUILT_SERVER;
  const url = `http://127.0.0.1:${launch.port}`;
  // A server left on the port (a run stopped before its end) would answer in place of this one, on another data folder.
  if (await answersOk(`${url}${launch.readyPath ?? '/api/health'}`))
    throw new Error(`port ${launch.port} already answers: stop the server on it, or choose another port`);
  const started = performance.now();
  const child: ChildProcess = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(launch.port),
      ...launch.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    if (launch.verbose) process.stderr.write(chunk);
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const deadline = started + (launch.timeoutMs ?? 60_000);
  while (!(await answersOk(`${url}${launch.readyPath ?? '/api/health'}`))) {
    if (exited || performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `server on port ${launch.port} did not answer 200 (${exited ? 'it exited' : 'timeout'}):\n${output.join('')}`,
      );
    }
    await sleep(10);
  }
  const firstOkMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    pid,
    firstOkMs,
    rssMb: () => procStatusMb(pid, 'VmRSS'),
    peakRssMb: () => procStatusMb(pid, 'VmHWM'),
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** A JSON request that must answer 200. */
async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs a seed account in over HTTP (the two-factor code read from the dev mailbox); returns its access token. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    json<Record<string, unknown>[]>(`${baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  const [first] = await post('/api/auth/new-signin', { email, password: BENCH_PASSWORD, device_id: 'bench' });
  if (typeof first?.token === 'string') return first.token;
  const challenge = first?.twoFactorToken;
  const mails = await json<{ text: string }[]>(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (typeof challenge !== 'string' || !code) throw new Error(`no two-factor code for ${email}`);
  const [fields] = await post('/api/auth/validate-two-factor-auth-token', {
    token: challenge,
    code,
    device_id: 'bench',
  });
  if (typeof fields?.token !== 'string') throw new Error(`no token for ${email}`);
  return fields.token;
}

/** A GET's status, for checking the requests of a load before it runs. */
export async function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

/** One request of a load: a path and its headers. */
export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

/** What a load run measured. */
export interface LoadResult {
  /** Requests per second asked and done. */
  rate: number;
  achievedRps: number;
  durationS: number;
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors, timeouts and answers other than 2xx, together. */
  errors: number;
  /** CPU time the server process spent per request (user + system), when its pid is known. */
  cpuMsPerRequest?: number;
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sends the requests in turn at a fixed overall rate for a while, over `connections` keep-alive connections. */
export async function load(
  baseUrl: string,
  requests: readonly LoadRequest[],
  options: { rate: number; durationS: number; connections?: number; serverPids?: readonly number[] },
): Promise<LoadResult> {
  let next = 0;
  const pids = options.serverPids ?? [];
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 50,
    overallRate: options.rate,
    duration: options.durationS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]!;
          return { ...request, method: 'GET', path: chosen.path, headers: { ...request.headers, ...chosen.headers } };
        },
      },
    ],
  });
  const latency = result.latency;
  const cpuUsed = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
  return {
    rate: options.rate,
    achievedRps: Math.round(result.requests.total / options.durationS),
    durationS: options.durationS,
    requests: result.requests.total,
    p50Ms: latency.p50,
    p90Ms: latency.p90,
    p99Ms: latency.p99,
    maxMs: latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(pids.length > 0 && result.requests.total > 0
      ? { cpuMsPerRequest: Number((cpuUsed / result.requests.total).toFixed(3)) }
      : {}),
  };
}

/** Median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Whole minutes from now to the next weekday 12:00 in São Paulo (15:00 UTC), always ahead (so that what the server
 * dates, its mails included, is never before what a test saw before it started): a shift that makes the markets trade.
 */
export function shiftToNoon(): number {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15));
  if (target.getTime() <= now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  while (target.getUTCDay() === 0 || target.getUTCDay() === 6) target.setUTCDate(target.getUTCDate() + 1);
  return Math.round((target.getTime() - now.getTime()) / 60_000) * 60_000;
}
