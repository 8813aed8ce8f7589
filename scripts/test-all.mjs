#!/usr/bin/env node
// Runs every suite CI runs, in order (the two browser suites side by side), and ends with one line: "N passed, N failed" summed over all suites.
// Suites: type check, lint (with the layering rule and the formatter), Vitest (unit, component, server), Cucumber on
// the core, Pact consumer then provider verification, the performance budgets, the SPA build, Cucumber @ui in
// Chromium, Playwright end to end, and the whole security probe (`npm run security`: rights matrix, fuzz of every
// route, session and rate-limit checks, XSS corpus in Chromium, kill -9 during writes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
rmSync('test-results/security', { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the commands started now run beside another suite: their output is then held and printed whole. */
let beside = false;

/**
 * Runs a command; answers its exit status and stdout. Its output streams as it comes, or, for a suite that runs beside
 * another, is held and printed whole when it ends, so the two suites' reports never interleave.
 */
function run(command, args, extraEnv = {}) {
  const held = beside;
  if (!held) console.log(`\n▶ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', held ? 'pipe' : 'inherit'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => {
      out.push(chunk);
      if (!held) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => err.push(chunk));
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      if (held) console.log(`\n▶ ${command} ${args.join(' ')}\n${stdout}${Buffer.concat(err).toString('utf8')}`);
      resolve({ status: code ?? 1, stdout });
    });
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** A check that is one test: passes when the command exits 0. */
const check = (command, args) => async () => {
  const { status } = await run(command, args);
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};

/** A Vitest run counted from its JSON report; a crash with no report counts as one failure. */
const vitest =
  (name, args, extraEnv = {}) =>
  async () => {
    const file = `${reports}/${name}.json`;
    const { status } = await run(
      'npx',
      ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      extraEnv,
    );
    const report = readJson(file);
    if (!report) return { passed: 0, failed: 1, failures: [`${name}: no report`] };
    const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed, failures: vitestFailures(report) };
  };

/** The failed tests of a Vitest JSON report, as "file › title". */
const vitestFailures = (report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  );

/** A Cucumber run counted from its summary line ("N scenarios (x failed, y passed)"). */
const cucumber = (args) => async () => {
  const { status, stdout } = await run('npx', ['cucumber-js', ...args], { NODE_OPTIONS: '--import tsx' });
  const summary = stdout.match(/(\d+) scenarios? \(([^)]*)\)/);
  const count = (word) => Number(summary?.[2].match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  const passed = count('passed');
  const failed = summary ? Number(summary[1]) - passed : 1;
  // The progress format lists each failure as "N) Scenario: name # file:line", then its steps: the failed one with ✖,
  // followed by the first line of its error.
  const failures = [...stdout.matchAll(/^\d+\) Scenario: (.+)$[\s\S]*?^\s*✖ (.+)$\n\s*(.*)$/gm)].map(
    ([, scenario, step, error]) => `${scenario.trim()} — ${step.trim()}: ${error.trim()}`,
  );
  return { passed, failed: failed + (status !== 0 && failed === 0 ? 1 : 0), failures };
};

/** Playwright counted from its JSON report. */
const playwright = async () => {
  const file = `${reports}/playwright.json`;
  const { status } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report.suites) };
};

/** The failed tests of a Playwright JSON report's suites (nested by file and describe), as "file:line › title". */
const playwrightFailures = (suites = []) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...playwrightFailures(suite.suites),
  ]);

/** The security probe (scripts/security.mjs), counted from its Vitest report. */
const securityProbe = async () => {
  const file = 'test-results/reports/security.json';
  rmSync(file, { force: true });
  const { status } = await run('node', ['scripts/security.mjs']);
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
    failures: vitestFailures(report),
  };
};

/** Makes sure the system Chromium the browser suites drive is present (installed when running as root). */
function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (existsSync(chromium)) return true;
  }
  console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  return false;
}

const suites = [
  ['type check', check('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])],
  ['lint, layering and format', check('npm', ['run', '--silent', 'lint'])],
  // Built first, so the tests that check the real build (route preloads, pre-compressed copies) run on it.
  ['SPA build', check('npx', ['vite', 'build', '--logLevel', 'warn'])],
  ['unit, component and server (Vitest)', vitest('vitest', [])],
  ['acceptance on the core (Cucumber)', cucumber([])],
  ['Pact consumer', vitest('pact-consumer', ['--config', 'contracts/vitest.consumer.config.ts'])],
  ['Pact provider verification', vitest('pact-provider', ['--config', 'contracts/vitest.provider.config.ts'])],
  // The quick, deterministic budget only: the load, cold-start and PostgreSQL benchmarks run with `npm run bench`.
  ['performance budgets (list benchmark)', check('npm', ['run', '--silent', 'bench:quick'])],
  // The two browser suites run side by side, each with its own server, port and database: much of their time is
  // spent waiting on pages, so together they take little more than the longer one.
  [
    [
      'acceptance in Chromium (Cucumber @ui)',
      () => (ensureChromium() ? cucumber(['--profile', 'ui'])() : { passed: 0, failed: 1 }),
    ],
    ['end to end (Playwright)', () => (ensureChromium() ? playwright() : { passed: 0, failed: 1 })],
  ],
  // The whole standing probe, on the build above (and a throwaway PostgreSQL for the shared limits where one is installed).
  [
    'security probe (rights, fuzz, limits, XSS in Chromium, kill -9)',
    () => (ensureChromium() ? securityProbe() : { passed: 0, failed: 1 }),
  ],
];

const totals = { passed: 0, failed: 0 };
const lines = [];
/** Runs a suite and answers its summary lines (its count and time, then its failed tests' names). */
async function summarise(name, suite) {
  const started = Date.now();
  const { passed, failed, failures = [] } = await suite();
  totals.passed += passed;
  totals.failed += failed;
  return [
    `${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    // The failed tests' names, so the summary alone (all a CI log may keep) says what to look at.
    ...failures.slice(0, 10).map((failure) => `    ✗ ${failure.slice(0, 300)}`),
  ];
}

// A suite is [name, run]; a list of suites runs them side by side.
for (const entry of suites) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  const started = Date.now();
  beside = group.length > 1;
  const running = group.map(([name, suite]) => summarise(name, suite));
  beside = false;
  for (const summary of await Promise.all(running)) lines.push(...summary);
  if (group.length > 1) lines.push(`  (side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`\n${lines.join('\n')}`);
const figures = 'test-results/security/figures.jsonl';
if (existsSync(figures))
  for (const line of readFileSync(figures, 'utf8').split('\n').filter(Boolean))
    console.log(`  ${JSON.parse(line).line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
