// Front-end benchmark: the built app on the built server, each figure beside the blank page (bench/blank: Vite and
// React with nothing else) built and served the same way in the same run:
// - Lighthouse 12, mobile (its default throttling), median of 3: the login page, a signed-in list (the remembered
//   session set in the browser's storage before Lighthouse loads the page) and the blank page: performance score,
//   FCP, LCP, TBT, CLS, and LCP as a ratio to the blank page's;
// - time until the first list item shows on a signed-in /informative/1 in Chromium at 4× CPU and slow 4G (150 ms,
//   1.6 Mbit/s down, 750 kbit/s up), from navigation start, median of 3, beside the blank page's time to its heading;
// - long tasks while wheel-scrolling from top to bottom through a list of 2,000 items at 4× CPU (tasks over 50 ms and
//   the share of the scroll time they block), median of 3, beside the same scroll through 2,000 plain rows of the
//   same height added to the blank page.
// Two instances of the built server (npm start's): one serves dist/, the other the blank page's build, each with its
// pre-compressed copies (.br, .gz), so both go through the same static route, headers and compression.
// Prints the figures and writes them to test-results/bench/front.json for scripts/check-budgets.ts; each Lighthouse
// report is kept in test-results/bench/lighthouse/. Lighthouse runs from the registry (npx), not from the project.
// Options (environment): BENCH_RUNS (3), BENCH_PORT (18480: the app; the blank page and the browser's debugging
// port take the next two), CHROMIUM_PATH (/usr/bin/chromium), BENCH_PARTS (lighthouse,first,scroll: a subset runs
// only those parts and writes test-results/bench/front-partial.json instead, which the budgets do not read).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BENCH_CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium';
import { ensureServerBuilt, stale } from '../tests/support/reference-server';
import { signInThroughPage } from '../tests/support/sign-in';
import { median, type RunningServer, startServer } from './bench-support';
import { precompressDir } from './precompress';

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 3);
const PORT = Number(env.BENCH_PORT ?? 18480);
const BLANK_PORT = PORT + 1;
const DEBUGGING_PORT = PORT + 2;
const SUBSCRIBER = 'assinante@example.com';
const LIST_PATH = '/informative/1';
const BLANK_BUILD = 'test-results/bench/blank';
const REPORTS = 'test-results/bench/lighthouse';
/** Slow 4G as the issue defines it, in bytes per second. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const SCROLL_ITEMS = 2000;
/** Pixels per wheel event: a few notches of a mouse wheel, one event per frame. */
const WHEEL_STEP = 400;
const LIST_ITEM = '[role="list"][aria-label="Conteúdos"] [role="listitem"]';
const ALL_PARTS = ['lighthouse', 'first', 'scroll'] as const;
const PARTS = new Set((env.BENCH_PARTS ?? ALL_PARTS.join(',')).split(',').map((part) => part.trim()));
const PARTIAL = ALL_PARTS.some((part) => !PARTS.has(part));

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const stamp = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
const loadSamples: number[] = [];
const sampleLoad = () => loadSamples.push(round(loadavg()[0]!, 1));

// ---------------------------------------------------------------------------------------------------------------
// Builds: the app and the server when missing or older than their sources; the blank page every time (a second).

function run(command: string, args: readonly string[]): void {
  const done = spawnSync(command, args, { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${done.status ?? done.signal})`);
}

const APP_SOURCES = [
  ...['ui', 'core', 'adapters', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
  ...['scripts/precompress.ts', 'scripts/vite-boot-script.ts'],
];
if (stale('dist/index.html', APP_SOURCES)) run('npx', ['vite', 'build']);
ensureServerBuilt();
run('npx', ['vite', 'build', '-c', 'bench/blank/vite.config.ts']);
// The same pre-compressed copies as the app's build writes (its Vite plugin), so the server sends both alike.
await precompressDir(BLANK_BUILD);

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse: a Chromium of our own with a debugging port, the session put in its storage first, then Lighthouse
// connected to it (its storage reset off, so that the session stays; each run has a new profile, so a cold cache).

interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
interface LighthouseRun extends LighthouseFigures {
  report: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a quiet desktop is about 1,500+). */
  benchmarkIndex: number;
}
type StorageItems = { name: string; value: string }[];

/** Waits until a Chromium answers on its debugging port. */
async function debuggerReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`no Chromium on debugging port ${port}`);
}

/**
 * A Lighthouse run, tried once more (in a fresh browser) when Lighthouse itself fails to record the load, as it now
 * and then does on a busy machine (NO_NAVSTART, a CDP time-out); a second failure ends the benchmark.
 */
async function lighthouse(name: string, url: string, runIndex: number, storage?: StorageItems): Promise<LighthouseRun> {
  try {
    return await lighthouseOnce(name, url, runIndex, storage);
  } catch (error) {
    console.log(`lighthouse ${name} round ${runIndex + 1} failed, tried again: ${String(error).split('\n')[0]}`);
    return lighthouseOnce(name, url, runIndex, storage);
  }
}

async function lighthouseOnce(
  name: string,
  url: string,
  runIndex: number,
  storage?: StorageItems,
): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(resolve('test-results'), 'bench-chromium-'));
  const browserProcess = spawn(
    BENCH_CHROMIUM,
    ['--headless=new', `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS],
    // Its own process group, so that stopping it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const closed = new Promise((done) => browserProcess.once('exit', done));
  try {
    await debuggerReady(DEBUGGING_PORT);
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`, { timeout: 120_000 });
      const page = await browser.contexts()[0]!.newPage();
      // A page of the origin that loads none of the app (no-store), so the cache stays empty.
      await page.goto(new URL('/appversion.json', url).href);
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, storage);
      await page.close();
      // Disconnects only: the browser is ours.
      await browser.close();
    }
    const report = join(REPORTS, `${name}-${runIndex + 1}.json`);
    await promisify(execFile)(
      'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        `--port=${DEBUGGING_PORT}`,
        '--disable-storage-reset',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: BENCH_CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      finalDisplayedUrl: string;
      runtimeError?: { message: string };
      environment: { benchmarkIndex: number };
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    if (result.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.message}`);
    if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${result.finalDisplayedUrl} (the session did not hold?)`);
    const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
    return {
      score: round((result.categories.performance.score ?? NaN) * 100),
      fcpMs: round(audit('first-contentful-paint')),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      benchmarkIndex: round(result.environment.benchmarkIndex),
      report,
    };
  } finally {
    const group = -browserProcess.pid!;
    process.kill(group, 'SIGTERM');
    await Promise.race([closed, sleep(5000)]);
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      /* every process of the group has ended */
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** The median of each figure over the runs, and the runs. */
function summarise(runs: readonly LighthouseRun[]) {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((r) => r.score),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    runs: runs.map(({ score, fcpMs, lcpMs, tbtMs, cls, benchmarkIndex }) => ({
      score,
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      benchmarkIndex,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Throttled Chromium (playwright-core), for the time to the first item and the scroll.

/** A page in a new context (empty cache) at 4× CPU, and slow 4G when asked. */
async function throttledPage(
  browser: Browser,
  options: { storageState?: Awaited<ReturnType<BrowserContext['storageState']>>; network: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { context, page };
}

/** Milliseconds from navigation start to the frame that first shows an element matching `selector`. */
async function timeToShow(page: Page, url: string, selector: string): Promise<number> {
  // No named functions inside: the TypeScript loader would wrap them in a helper the page does not have.
  await page.addInitScript((wanted: string) => {
    const state = window as { shownAt?: number; shownSeen?: boolean };
    new MutationObserver(() => {
      if (state.shownSeen) return;
      const box = document.querySelector(wanted)?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0 || box.top >= innerHeight) return;
      state.shownSeen = true;
      // The frame that paints it.
      requestAnimationFrame(() => (state.shownAt = performance.now()));
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const handle = await page.waitForFunction(() => (window as { shownAt?: number }).shownAt, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  return round((await handle.jsonValue()) as number);
}

interface ScrollRun {
  longTasks: number;
  longestMs: number;
  blockedShare: number;
  scrollMs: number;
  wheelEvents: number;
  distancePx: number;
}

/** Wheel-scrolls an element from top to bottom, one event per frame, and sums the long tasks seen meanwhile. */
async function scrollThrough(page: Page, scroller: string): Promise<ScrollRun> {
  // The wheel goes to what is under the pointer: bring the scroller's top into the window and point inside it.
  await page.locator(scroller).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = await page.locator(scroller).boundingBox();
  if (!box) throw new Error(`${scroller} is not shown`);
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  const started = await page.evaluate((selector) => {
    const tasks: { startTime: number; duration: number }[] = [];
    (window as { longTasks?: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    document.querySelector(selector)!.scrollTop = 0;
    return performance.now();
  }, scroller);
  let wheelEvents = 0;
  let position = { top: 0, bottom: Infinity };
  let stuck = 0;
  while (position.top < position.bottom - 1) {
    const before = position.top;
    await page.mouse.wheel(0, WHEEL_STEP);
    wheelEvents++;
    position = await page.evaluate(
      (selector) =>
        new Promise<{ top: number; bottom: number }>((done) =>
          requestAnimationFrame(() => {
            const element = document.querySelector(selector)!;
            done({ top: element.scrollTop, bottom: element.scrollHeight - element.clientHeight });
          }),
        ),
      scroller,
    );
    stuck = position.top > before ? 0 : stuck + 1;
    if (stuck === 50) throw new Error(`${scroller} stopped scrolling at ${position.top} of ${position.bottom} px`);
  }
  const ended = await page.evaluate(() => performance.now());
  // Long-task entries arrive after their task: give the last ones time to land.
  await sleep(500);
  const tasks = (
    (await page.evaluate(() => (window as { longTasks?: { startTime: number; duration: number }[] }).longTasks)) ?? []
  ).filter((task) => task.startTime < ended && task.startTime + task.duration > started);
  const blocked = tasks.reduce(
    (sum, task) => sum + Math.min(task.startTime + task.duration, ended) - Math.max(task.startTime, started),
    0,
  );
  return {
    longTasks: tasks.filter((task) => task.duration > 50).length,
    longestMs: round(Math.max(0, ...tasks.map((task) => task.duration))),
    blockedShare: round(blocked / (ended - started), 3),
    scrollMs: round(ended - started),
    wheelEvents,
    distancePx: round(position.top),
  };
}

const scrollSummary = (runs: readonly ScrollRun[]) => ({
  longTasks: median(runs.map((r) => r.longTasks)),
  blockedShare: median(runs.map((r) => r.blockedShare)),
  longestMs: median(runs.map((r) => r.longestMs)),
  runs,
});

// ---------------------------------------------------------------------------------------------------------------

mkdirSync(REPORTS, { recursive: true });
const dataRoot = mkdtempSync(join(resolve('test-results'), 'bench-front-'));
const servers: RunningServer[] = [];
let browser: Browser | undefined;
try {
  const serverEnv = { DEV_MAILBOX: 'true', SIGNIN_RATE_LIMIT: '1000' };
  const app = await startServer({
    env: { ...serverEnv, DATA_DIR: join(dataRoot, 'app') },
    port: PORT,
    timeoutMs: 180_000,
  });
  servers.push(app);
  const blank = await startServer({
    env: { ...serverEnv, DATA_DIR: join(dataRoot, 'blank'), STATIC_DIR: BLANK_BUILD },
    port: BLANK_PORT,
    timeoutMs: 180_000,
  });
  servers.push(blank);
  console.log(`servers: app on ${app.url}, blank page on ${blank.url}; ${stamp()}`);

  browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: CHROMIUM_ARGS });

  // The subscriber signs in once through the app with "remember me" (the code read from the dev mailbox); the
  // session the app keeps in localStorage is what every signed-in measurement starts from.
  const signInContext = await browser.newContext({ baseURL: app.url, locale: 'pt-BR' });
  const signInPage = await signInContext.newPage();
  signInPage.setDefaultTimeout(120_000);
  await signInThroughPage(signInPage, SUBSCRIBER, { remember: true });
  await signInPage.waitForURL(`**${LIST_PATH}`);
  const session = await signInContext.storageState();
  await signInContext.close();
  const stored = session.origins.find((origin) => origin.origin === app.url)?.localStorage ?? [];
  if (stored.length === 0) throw new Error('the app kept no session in localStorage');

  // 1. Lighthouse, the three pages in turn in each round (so that a busier moment weighs on all three alike).
  const lighthouseRuns: Record<'blank' | 'login' | 'list', LighthouseRun[]> = { blank: [], login: [], list: [] };
  for (let index = 0; index < (PARTS.has('lighthouse') ? RUNS : 0); index++) {
    sampleLoad();
    lighthouseRuns.blank.push(await lighthouse('blank', `${blank.url}/`, index));
    lighthouseRuns.login.push(await lighthouse('login', `${app.url}/pages/login`, index));
    lighthouseRuns.list.push(await lighthouse('list', `${app.url}${LIST_PATH}`, index, stored));
    const figures = (name: keyof typeof lighthouseRuns) => {
      const r = lighthouseRuns[name][index]!;
      return `${name} ${r.score} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`;
    };
    console.log(
      `lighthouse round ${index + 1}: ${figures('blank')}, ${figures('login')}, ${figures('list')}; ${stamp()}`,
    );
  }
  const lighthouseFigures = {
    blank: summarise(lighthouseRuns.blank),
    login: summarise(lighthouseRuns.login),
    list: summarise(lighthouseRuns.list),
  };

  // 2. Time until the first list item shows, 4× CPU and slow 4G, beside the blank page's heading.
  const firstItemRuns: number[] = [];
  const blankHeadingRuns: number[] = [];
  for (let index = 0; index < (PARTS.has('first') ? RUNS : 0); index++) {
    sampleLoad();
    {
      const { context, page } = await throttledPage(browser, { network: true });
      blankHeadingRuns.push(await timeToShow(page, `${blank.url}/`, 'h1'));
      await context.close();
    }
    {
      const { context, page } = await throttledPage(browser, { network: true, storageState: session });
      firstItemRuns.push(await timeToShow(page, `${app.url}${LIST_PATH}`, LIST_ITEM));
      // The same element as the end-to-end tests name it.
      await page
        .getByRole('list', { name: 'Conteúdos' })
        .getByRole('listitem')
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 });
      await context.close();
    }
    console.log(
      `first item round ${index + 1}: list ${firstItemRuns[index]} ms, blank heading ${blankHeadingRuns[index]} ms; ${stamp()}`,
    );
  }
  const firstItem = {
    listMs: median(firstItemRuns),
    blankHeadingMs: median(blankHeadingRuns),
    runs: { listMs: firstItemRuns, blankHeadingMs: blankHeadingRuns },
  };

  // 3. Wheel-scrolling 2,000 items at 4× CPU: the real first entry 2,000 times (as the end-to-end DOM-size test
  // does), beside the same scroll through 2,000 plain rows of the same height on the blank page.
  const listScrolls: ScrollRun[] = [];
  const blankScrolls: ScrollRun[] = [];
  for (let index = 0; index < (PARTS.has('scroll') ? RUNS : 0); index++) {
    sampleLoad();
    const { context, page } = await throttledPage(browser, { network: false, storageState: session });
    await page.route('**/api/elastic/listall**', async (route) => {
      const {
        items: [item],
      } = (await (await route.fetch()).json()) as { items: Record<string, unknown>[] };
      const items = Array.from({ length: SCROLL_ITEMS }, (_, n) => ({ ...item, id: n + 1, title: `Item ${n + 1}` }));
      await route.fulfill({ json: { items, total: items.length, page: 1, pageSize: items.length } });
    });
    await page.goto(`${app.url}${LIST_PATH}`, { timeout: 120_000 });
    await page.locator(LIST_ITEM).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const shape = await page.evaluate(() => {
      const viewport = document.querySelector('.content-list-viewport')!;
      return { height: viewport.clientHeight, width: viewport.clientWidth, scrollHeight: viewport.scrollHeight };
    });
    listScrolls.push(await scrollThrough(page, '.content-list-viewport'));
    await context.close();

    const plain = await throttledPage(browser, { network: false });
    await plain.page.goto(`${blank.url}/`, { timeout: 120_000 });
    await plain.page.locator('h1').waitFor({ timeout: 120_000 });
    await plain.page.evaluate(
      ({ items, height, width, scrollHeight }) => {
        const scroller = document.createElement('div');
        scroller.className = 'plain-scroller';
        Object.assign(scroller.style, { height: `${height}px`, width: `${width}px`, overflow: 'auto' });
        const list = document.createElement('ul');
        Object.assign(list.style, { margin: '0', padding: '0', listStyle: 'none' });
        for (let n = 1; n <= items; n++) {
          const row = document.createElement('li');
          row.textContent = `Item ${n}`;
          row.style.height = `${scrollHeight / items}px`;
          list.append(row);
        }
        scroller.append(list);
        document.querySelector('main')!.append(scroller);
      },
      { items: SCROLL_ITEMS, ...shape },
    );
    blankScrolls.push(await scrollThrough(plain.page, '.plain-scroller'));
    await plain.context.close();
    const line = (r: ScrollRun) =>
      `${r.longTasks} long tasks, ${(r.blockedShare * 100).toFixed(1)} % blocked, longest ${r.longestMs} ms, ${r.wheelEvents} wheel events over ${r.distancePx} px in ${r.scrollMs} ms`;
    console.log(
      `scroll round ${index + 1}: list ${line(listScrolls[index]!)}; blank ${line(blankScrolls[index]!)}; ${stamp()}`,
    );
  }
  const scroll = { items: SCROLL_ITEMS, list: scrollSummary(listScrolls), blank: scrollSummary(blankScrolls) };
  sampleLoad();

  // The figures.
  const blankLcp = lighthouseFigures.blank.lcpMs;
  for (const name of PARTS.has('lighthouse') ? (['blank', 'login', 'list'] as const) : []) {
    const f = lighthouseFigures[name];
    const ratio = name === 'blank' ? '' : `, LCP ${(f.lcpMs / blankLcp).toFixed(2)}× the blank page's`;
    console.log(
      `lighthouse ${name}: performance ${f.score} (${f.runs.map((r) => r.score).join(', ')}), FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms (${f.runs.map((r) => r.lcpMs).join(', ')}), TBT ${f.tbtMs} ms, CLS ${f.cls}${ratio}; benchmark index ${f.benchmarkIndex}`,
    );
  }
  console.log(
    `first list item at 4× CPU and slow 4G: ${firstItem.listMs} ms (${firstItemRuns.join(', ')}); blank page heading ${firstItem.blankHeadingMs} ms (${blankHeadingRuns.join(', ')})`,
  );
  console.log(
    `scroll through ${SCROLL_ITEMS} items at 4× CPU: ${scroll.list.longTasks} long tasks, ${(scroll.list.blockedShare * 100).toFixed(1)} % blocked (median); 2,000 plain rows on the blank page: ${scroll.blank.longTasks} long tasks, ${(scroll.blank.blockedShare * 100).toFixed(1)} % blocked`,
  );
  console.log(`load average (1 min) at each round: ${loadSamples.join(', ')}`);

  const result = {
    when: new Date().toISOString(),
    machine: { cores: availableParallelism(), loadAverage: loadavg(), loadAverageSamples: loadSamples },
    lighthouse: {
      ...lighthouseFigures,
      lcpRatio: {
        login: round(lighthouseFigures.login.lcpMs / blankLcp, 2),
        list: round(lighthouseFigures.list.lcpMs / blankLcp, 2),
      },
    },
    firstItem,
    scroll,
  };
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync(
    `test-results/bench/${PARTIAL ? 'front-partial' : 'front'}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  rmSync(dataRoot, { recursive: true, force: true });
}
