#!/usr/bin/env node
// Runs every suite CI runs, in order, and ends with one line: "N passed, N failed" summed over all suites.
// Suites: type check, lint (with the layering rule and the formatter), Vitest (unit, component, server), Cucumber on
// the core, Pact consumer then provider verification, the performance budgets, the SPA build, Cucumber @ui in
// Chromium, Playwright end to end, and the whole security probe (`npm run security`: rights matrix, fuzz of every
// route, session and rate-limit checks, XSS corpus in Chromium, kill -9 during writes).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
rmSync('test-results/security', { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs a command with inherited output; returns its exit status and captured stdout. */
function run(command, args, extraEnv = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  return { status: result.status ?? 1, stdout: result.stdout ?? '' };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** A check that is one test: passes when the command exits 0. */
const check = (command, args) => () => {
  const { status } = run(command, args);
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};

/** A Vitest run counted from its JSON report; a crash with no report counts as one failure. */
const vitest =
  (name, args, extraEnv = {}) =>
  () => {
    const file = `${reports}/${name}.json`;
    const { status } = run(
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
const cucumber = (args) => () => {
  const { status, stdout } = run('npx', ['cucumber-js', ...args], { NODE_OPTIONS: '--import tsx' });
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
const playwright = () => {
  const file = `${reports}/playwright.json`;
  const { status } = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
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
const securityProbe = () => {
  const file = 'test-results/reports/security.json';
  rmSync(file, { force: true });
  const { status } = run('node', ['scripts/security.mjs']);
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
    run('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
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
  [
    'acceptance in Chromium (Cucumber @ui)',
    () => (ensureChromium() ? cucumber(['--profile', 'ui'])() : { passed: 0, failed: 1 }),
  ],
  ['end to end (Playwright)', () => (ensureChromium() ? playwright() : { passed: 0, failed: 1 })],
  // The whole standing probe, on the build above (and a throwaway PostgreSQL for the shared limits where one is installed).
  [
    'security probe (rights, fuzz, limits, XSS in Chromium, kill -9)',
    () => (ensureChromium() ? securityProbe() : { passed: 0, failed: 1 }),
  ],
];

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const [name, suite] of suites) {
  const started = Date.now();
  const { passed, failed, failures = [] } = suite();
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    // The failed tests' names, so the summary alone (all a CI log may keep) says what to look at.
    ...failures.slice(0, 10).map((failure) => `    ✗ ${failure.slice(0, 300)}`),
  );
}
console.log(`\n${lines.join('\n')}`);
const figures = 'test-results/security/figures.jsonl';
if (existsSync(figures))
  for (const line of readFileSync(figures, 'utf8').split('\n').filter(Boolean))
    console.log(`  ${JSON.parse(line).line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
