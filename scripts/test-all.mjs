#!/usr/bin/env node
// `npm test`: every suite a change must pass, in phases, ending with each suite's count and time and one line
// "N passed, N failed" summed over all of them.
// 1. The SPA build, which the route-preload tests of Vitest and the browser suites run on, beside the server's build,
//    whose seeded database template lets each browser suite's server start in about 2 s instead of 15.
// 2. The core-level suites on both cores: Vitest (two files at a time) in one lane; the type check, lint, Cucumber on
//    the core and the Pact consumer tests one after another in the other.
// 3. The list benchmark's budget, alone, so that nothing beside it moves its latency.
// 4. Cucumber @ui in two workers (two browser suites side by side were slower on two cores than one after another).
// 5. Playwright, which drives one browser at a time, beside the security probe's quick part (rights, fuzz, limits) and
//    then the Pact provider's verification of what the consumer tests wrote, neither of which drives a browser. The
//    whole probe, with the XSS corpus in Chromium and kill -9 during writes, is `npm run security`; CI runs it after
//    this.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
rmSync('test-results/security', { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' };
// The browser suites' Chromium (tests/support/chromium.ts): Debian's headless shell.
const chromium = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Runs a command and resolves with its exit status and stdout. Alone (`stream`), its output goes straight through;
 * beside another lane, both its streams are held and printed whole when it ends, so two suites never interleave.
 */
function run(command, args, { stream, extraEnv = {} }) {
  const header = `\n▶ ${command} ${args.join(' ')}`;
  if (stream) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let held = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stream) process.stdout.write(chunk);
      else held += chunk;
    });
    child.stderr.on('data', (chunk) => (stream ? process.stderr.write(chunk) : (held += chunk)));
    child.on('close', (code) => {
      if (!stream) process.stdout.write(`${header}\n${held}`);
      resolve({ status: code ?? 1, stdout });
    });
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** A check that is one test: passes when the command exits 0. */
const check = (command, args) => async (options) => {
  const { status } = await run(command, args, options);
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};

/** The failed tests of a Vitest JSON report, as "file › title: the error's first line". */
const vitestFailures = (report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const error = (test.failureMessages?.[0] ?? '').split('\n')[0];
        return `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${error}`;
      }),
  );

/** A Vitest run (or a command that writes a Vitest JSON report to `file`); a crash with no report counts as a failure. */
const vitestReport = (file, command, args, extraEnv) => async (options) => {
  rmSync(file, { force: true });
  const { status } = await run(command, args, { ...options, extraEnv });
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, failures: [`${file}: no report`] };
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, failures: vitestFailures(report) };
};

const vitest = (name, args = []) =>
  vitestReport(`${reports}/${name}.json`, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
  ]);

/**
 * The Pact consumer tests, writing their pact files apart: the Vitest lane beside them reads contracts/pacts the
 * while. Once they pass, each file replaces the kept one by a rename, so a reader sees the old pact or the new one,
 * never a file half written.
 */
const pactConsumer = async (options) => {
  const written = 'test-results/pacts';
  rmSync(written, { recursive: true, force: true });
  const result = await vitestReport(
    `${reports}/pact-consumer.json`,
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'contracts/vitest.consumer.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/pact-consumer.json`,
    ],
    { PACT_OUTPUT_DIR: written },
  )(options);
  if (result.failed === 0)
    for (const file of readdirSync(written)) renameSync(join(written, file), join('contracts/pacts', file));
  return result;
};

/** A Cucumber run counted from its summary line ("N scenarios (x failed, y passed)"). */
const cucumber =
  (args, extraEnv = {}) =>
  async (options) => {
    const { status, stdout } = await run('npx', ['cucumber-js', ...args], {
      ...options,
      extraEnv: { NODE_OPTIONS: '--import tsx', ...extraEnv },
    });
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

/** The failed tests of a Playwright JSON report's suites (nested by file and describe), as "file:line › title: error". */
const playwrightFailures = (suites = []) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests?.[0]?.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
        return `${spec.file}:${spec.line} › ${spec.title}: ${error}`;
      }),
    ...playwrightFailures(suite.suites),
  ]);

/** Playwright counted from its JSON report. */
const playwright = async (options) => {
  const file = `${reports}/playwright.json`;
  const { status } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    ...options,
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report.suites) };
};

/** Makes sure the Chromium the browser suites drive is present (installed when running as root). */
async function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    await run('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium-headless-shell'], { stream: true });
    if (existsSync(chromium)) return true;
  }
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install chromium-headless-shell) or set TEST_CHROMIUM_PATH.`,
  );
  return false;
}

/** A suite that needs Chromium: one failure when there is none. */
const inChromium = (suite) => async (options) =>
  (await ensureChromium()) ? suite(options) : { passed: 0, failed: 1, failures: [`no Chromium at ${chromium}`] };

/** Each phase's lanes run side by side; each lane's suites one after another; the phases one after another. */
const phases = [
  [
    [['SPA build', check('npx', ['vite', 'build', '--logLevel', 'warn'])]],
    // The reference server the browser suites start (tests/support/reference-server.ts), with its seeded template.
    [['server build', check('node', ['scripts/build-server.mjs'])]],
  ],
  [
    [['unit, component and server (Vitest)', vitest('vitest')]],
    [
      // TypeScript 7's native compiler: the same check as 6's in a third of the CPU (the tools that read TypeScript's
      // JavaScript API, typescript-eslint and the schema generator, keep 6).
      ['type check', check('npm', ['run', '--silent', 'typecheck'])],
      ['lint, layering and format', check('npm', ['run', '--silent', 'lint'])],
      ['acceptance on the core (Cucumber)', cucumber([])],
      ['Pact consumer', pactConsumer],
    ],
  ],
  // The quick, deterministic budget only: the load, cold-start and PostgreSQL benchmarks run with `npm run bench`.
  [[['performance budgets (list benchmark)', check('npm', ['run', '--silent', 'bench:quick'])]]],
  // Two workers, each with its own server and Chromium: one alone leaves a core half idle while its pages wait.
  [[['acceptance in Chromium (Cucumber @ui)', inChromium(cucumber(['--profile', 'ui'], { UI_WORKERS: '2' }))]]],
  [
    [['end to end (Playwright)', inChromium(playwright)]],
    [
      [
        'security probe, quick part (rights, fuzz, limits)',
        vitestReport(`${reports}/security.json`, 'node', ['scripts/security.mjs', '--fast']),
      ],
      ['Pact provider verification', vitest('pact-provider', ['--config', 'contracts/vitest.provider.config.ts'])],
    ],
  ],
];

/** The CPU time the whole machine has spent busy, in core-seconds (Linux's /proc/stat; 0 elsewhere). */
function machineBusy() {
  if (!existsSync('/proc/stat')) return 0;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / 100;
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const outcomes = new Map();
// Each phase's wall time beside the CPU the machine spent in it: what a faster run has to take out.
const phaseUse = [];
for (const lanes of phases) {
  const stream = lanes.length === 1;
  const phaseStarted = Date.now();
  const busyBefore = machineBusy();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, suite] of lane) {
        const suiteStarted = Date.now();
        outcomes.set(name, { ...(await suite({ stream })), time: seconds(suiteStarted) });
      }
    }),
  );
  const names = lanes.flatMap((lane) => lane.map(([name]) => name)).join(' ‖ ');
  phaseUse.push(`  ${names}: ${seconds(phaseStarted)} s, ${(machineBusy() - busyBefore).toFixed(0)} core-s busy`);
}
// In the order the phases declare them, whichever lane ended first.
const results = phases.flat(2).map(([name]) => ({ name, ...outcomes.get(name) }));

const lines = results.flatMap(({ name, passed, failed, failures = [], time }) => [
  `${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed (${time} s)`,
  // The failed tests' names, so the summary alone (all a CI log may keep) says what to look at.
  ...failures.slice(0, 10).map((failure) => `    ✗ ${failure.slice(0, 300)}`),
]);
console.log(`\n${lines.join('\n')}`);
const figures = 'test-results/security/figures.jsonl';
if (existsSync(figures))
  for (const line of readFileSync(figures, 'utf8').split('\n').filter(Boolean))
    console.log(`  ${JSON.parse(line).line}`);
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
console.log(`all suites in ${seconds(started)} s on ${cpus().length} cores, by phase:\n${phaseUse.join('\n')}`);
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
console.log(`${total('passed')} passed, ${total('failed')} failed`);
process.exit(total('failed') === 0 ? 0 : 1);
