// Checks the benchmark results in test-results/bench/ against bench/budgets.json; fails (exit 1) when one is over
// budget or missing. Groups: list (scripts/bench-list.ts, quick, in npm test), server (scripts/bench-server.ts: API
// load, cold start, memory), postgres (scripts/bench-postgres.ts). Usage: check-budgets.ts [group...] (all by default).
import { existsSync, readFileSync } from 'node:fs';

interface LoadFigures {
  rate: number;
  achievedRps: number;
  durationS: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}
interface Budgets {
  list: { p95Ms: number };
  apiLoad: { rate: number; durationS: number; p99Ms: number; maxErrors: number };
  coldStart: { emptyMs: number; existingMs: number };
  memory: { afterStartMb: number };
  postgresLoad: { instances: number; rate: number; durationS: number; maxErrors: number };
}

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
const groups = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['list', 'server', 'postgres'];
let failed = 0;

/** Prints one figure against its budget. */
function check(what: string, within: boolean, detail: string): void {
  if (!within) failed++;
  console.log(`${within ? 'within budget' : 'OVER BUDGET  '}  ${what}: ${detail}`);
}

/** A result file, or undefined (counted as a failure) when the benchmark has not run. */
function result<T>(file: string, script: string): T | undefined {
  const path = `test-results/bench/${file}`;
  if (!existsSync(path)) {
    failed++;
    console.error(`MISSING        no ${path}: run ${script} first`);
    return undefined;
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** A load run: the rate and duration the budget asks for, held, with its latency and errors. */
function checkLoad(
  what: string,
  run: LoadFigures,
  budget: { rate: number; durationS: number; maxErrors: number; p99Ms?: number },
  baseline?: LoadFigures,
): void {
  const held = run.rate >= budget.rate && run.durationS >= budget.durationS && run.achievedRps >= budget.rate * 0.97;
  const ratio = baseline
    ? ` (/appversion.json p99 ${baseline.p99Ms} ms in the same run: ${(run.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1)}×)`
    : '';
  check(
    `${what} rate`,
    held,
    `${run.achievedRps} req/s of ${run.rate} asked for ${run.durationS} s, budget ${budget.rate} req/s for ${budget.durationS} s`,
  );
  if (budget.p99Ms !== undefined)
    check(
      `${what} p99`,
      run.p99Ms <= budget.p99Ms,
      `${run.p99Ms} ms (p50 ${run.p50Ms} ms), budget ${budget.p99Ms} ms${ratio}`,
    );
  check(`${what} errors`, run.errors <= budget.maxErrors, `${run.errors}, budget ${budget.maxErrors}`);
}

if (groups.includes('list')) {
  const list = result<{ p95Ms: number; p50Ms: number }>('list.json', 'scripts/bench-list.ts');
  if (list)
    check(
      'list p95 (in process)',
      list.p95Ms <= budgets.list.p95Ms,
      `${list.p95Ms} ms (p50 ${list.p50Ms} ms), budget ${budgets.list.p95Ms} ms`,
    );
}

if (groups.includes('server')) {
  const server = result<{
    coldStart: { emptyMs: number; existingMs: number };
    memory: { afterStartMb: number };
    apiLoad?: Record<'appversion' | 'list' | 'detail', LoadFigures>;
  }>('server.json', 'scripts/bench-server.ts');
  if (server) {
    const { apiLoad, coldStart, memory } = server;
    if (apiLoad) {
      checkLoad('embedded list', apiLoad.list, budgets.apiLoad, apiLoad.appversion);
      checkLoad('embedded detail', apiLoad.detail, budgets.apiLoad, apiLoad.appversion);
    } else {
      failed++;
      console.error('MISSING        no API load figures: run scripts/bench-server.ts without BENCH_LOAD=off');
    }
    check(
      'cold start, empty data folder',
      coldStart.emptyMs <= budgets.coldStart.emptyMs,
      `${coldStart.emptyMs} ms, budget ${budgets.coldStart.emptyMs} ms`,
    );
    check(
      'cold start, existing data folder',
      coldStart.existingMs <= budgets.coldStart.existingMs,
      `${coldStart.existingMs} ms, budget ${budgets.coldStart.existingMs} ms`,
    );
    check(
      'RSS after start',
      memory.afterStartMb <= budgets.memory.afterStartMb,
      `${memory.afterStartMb} MB, budget ${budgets.memory.afterStartMb} MB`,
    );
  }
}

if (groups.includes('postgres')) {
  const postgres = result<{ instances: number; apiLoad: Record<'list' | 'detail', LoadFigures> }>(
    'postgres.json',
    'scripts/bench-postgres.ts',
  );
  if (postgres) {
    check(
      'PostgreSQL instances',
      postgres.instances >= budgets.postgresLoad.instances,
      `${postgres.instances}, budget ${budgets.postgresLoad.instances}`,
    );
    checkLoad('PostgreSQL list', postgres.apiLoad.list, budgets.postgresLoad);
    checkLoad('PostgreSQL detail', postgres.apiLoad.detail, budgets.postgresLoad);
  }
}

console.log(failed === 0 ? 'every budget met' : `${failed} over budget or missing`);
process.exit(failed === 0 ? 0 : 1);
