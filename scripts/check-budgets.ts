// Checks the benchmark results in test-results/bench/ against bench/budgets.json; fails (exit 1) when one is over
// budget or missing. Groups: list (scripts/bench-list.ts, quick, in npm test), server (scripts/bench-server.ts: API
// load, cold start, memory), postgres (scripts/bench-postgres.ts), front (scripts/bench-front.ts: Lighthouse, the
// first list item, scrolling a long list), calendar (scripts/bench-calendar.ts: its DOM and a busy month), media
// (scripts/bench-media.ts: a video's first frame, range requests), market (scripts/bench-market.ts: live ticks to
// 1,000 open streams), charts (scripts/bench-charts.ts: a 3-year chart drawn, a 500-row table applying a tick), search (scripts/bench-search.ts:
// elastic/search and elastic/suggest on 6,000 and 200,000 items). Usage: check-budgets.ts [group...] (all by default).
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
  lighthouse: { routes: string[]; minPerformance: number; maxLcpVsBlank: number; maxTbtMs: number; maxCls: number };
  firstListItem: { maxMs: number };
  listScroll: { items: number; maxLongTasks: number; maxBlockedShare: number };
  calendar: { items: number; maxElements: number; busyMonthEvents: number; maxRenderMs: number };
  mediaFirstFrame: { maxMs: number };
  mediaRange: { p95Ms: number };
  marketStream: { connections: number; p99Ms: number };
  charts: { maxChartMs: number; rows: number; maxTickP95Ms: number };
  search: { largeItems: number; p99Ms: number; largeP99Ms: number };
}
interface MediaFigures {
  firstFrame: { medianMs: number; runs: number[]; bareMs: number };
  ranges: { p50Ms: number; p95Ms: number; runs: number };
  staticRanges: { p50Ms: number; p95Ms: number };
}
interface MarketFigures {
  stream: {
    connections: number;
    opened: number;
    failed: number;
    events: number;
    p50Ms: number;
    p99Ms: number;
    baseline: { p50Ms: number; p99Ms: number };
  };
}
interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: { score: number; lcpMs: number; tbtMs: number }[];
}
interface ScrollFigures {
  longTasks: number;
  blockedShare: number;
  longestMs: number;
  runs: { longTasks: number; blockedShare: number }[];
}

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
const groups =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['list', 'server', 'postgres', 'front', 'calendar', 'media', 'market', 'charts', 'search'];
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

if (groups.includes('front')) {
  const front = result<{
    lighthouse: Record<string, LighthouseFigures>;
    firstItem: { listMs: number; blankHeadingMs: number; runs: { listMs: number[] } };
    scroll: { items: number; list: ScrollFigures; blank: ScrollFigures };
  }>('front.json', 'scripts/bench-front.ts');
  if (front) {
    const budget = budgets.lighthouse;
    const blank = front.lighthouse.blank!;
    for (const route of budget.routes) {
      const figures = front.lighthouse[route];
      if (!figures) {
        check(`Lighthouse ${route}`, false, 'not measured');
        continue;
      }
      const runs = (pick: (run: LighthouseFigures['runs'][number]) => number) => figures.runs.map(pick).join(', ');
      check(
        `Lighthouse ${route} performance`,
        figures.score >= budget.minPerformance,
        `${figures.score} (${runs((r) => r.score)}), budget ${budget.minPerformance}; blank page ${blank.score}`,
      );
      const ratio = figures.lcpMs / blank.lcpMs;
      check(
        `Lighthouse ${route} LCP`,
        ratio <= budget.maxLcpVsBlank,
        `${figures.lcpMs} ms (${runs((r) => r.lcpMs)}), ${ratio.toFixed(2)}× the blank page's ${blank.lcpMs} ms, budget ${budget.maxLcpVsBlank}×`,
      );
      check(
        `Lighthouse ${route} TBT`,
        figures.tbtMs <= budget.maxTbtMs,
        `${figures.tbtMs} ms (${runs((r) => r.tbtMs)}), budget ${budget.maxTbtMs} ms; blank page ${blank.tbtMs} ms`,
      );
      check(
        `Lighthouse ${route} CLS`,
        figures.cls <= budget.maxCls,
        `${figures.cls}, budget ${budget.maxCls}; blank page ${blank.cls}`,
      );
    }
    const { firstItem } = front;
    check(
      'first list item, 4× CPU and slow 4G',
      firstItem.listMs <= budgets.firstListItem.maxMs,
      `${firstItem.listMs} ms (${firstItem.runs.listMs.join(', ')}), budget ${budgets.firstListItem.maxMs} ms; blank page heading ${firstItem.blankHeadingMs} ms`,
    );
    const { scroll } = front;
    const scrollBudget = budgets.listScroll;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    check(
      `scroll through ${scroll.items} items, items`,
      scroll.items >= scrollBudget.items,
      `${scroll.items}, budget ${scrollBudget.items}`,
    );
    check(
      'scroll long tasks over 50 ms',
      scroll.list.longTasks <= scrollBudget.maxLongTasks,
      `${scroll.list.longTasks} (${scroll.list.runs.map((r) => r.longTasks).join(', ')}), budget ${scrollBudget.maxLongTasks}; 2,000 plain rows on the blank page ${scroll.blank.longTasks}`,
    );
    check(
      'scroll time blocked',
      scroll.list.blockedShare <= scrollBudget.maxBlockedShare,
      `${percent(scroll.list.blockedShare)} (${scroll.list.runs.map((r) => percent(r.blockedShare)).join(', ')}), budget ${percent(scrollBudget.maxBlockedShare)}; plain rows ${percent(scroll.blank.blockedShare)}`,
    );
  }
}

if (groups.includes('calendar')) {
  const figures = result<{
    dom: { events: number; elements: number; emptyElements: number };
    busyMonth: { events: number; ms: number; fromClickMs: number; emptyFromClickMs: number };
  }>('calendar.json', 'npm run bench:calendar');
  if (figures) {
    const budget = budgets.calendar;
    check(
      `calendar DOM with ${figures.dom.events} events`,
      figures.dom.events >= budget.items && figures.dom.elements < budget.maxElements,
      `${figures.dom.elements} elements, budget under ${budget.maxElements}; the page without events ${figures.dom.emptyElements}`,
    );
    check(
      `busy month (${figures.busyMonth.events} events) drawn`,
      figures.busyMonth.ms < budget.maxRenderMs,
      `${figures.busyMonth.ms} ms from its answer, budget under ${budget.maxRenderMs} ms; from the click ${figures.busyMonth.fromClickMs} ms, an empty month ${figures.busyMonth.emptyFromClickMs} ms`,
    );
  }
}

if (groups.includes('media')) {
  const media = result<MediaFigures>('media.json', 'npm run bench:media');
  if (media) {
    check(
      'media first frame',
      media.firstFrame.medianMs <= budgets.mediaFirstFrame.maxMs,
      `${media.firstFrame.medianMs} ms (${media.firstFrame.runs.join(', ')}), budget ${budgets.mediaFirstFrame.maxMs} ms; a bare <video> of the same stream ${media.firstFrame.bareMs} ms`,
    );
    check(
      'media range requests p95',
      media.ranges.p95Ms <= budgets.mediaRange.p95Ms,
      `p50 ${media.ranges.p50Ms} ms, p95 ${media.ranges.p95Ms} ms (${media.ranges.runs} runs), budget ${budgets.mediaRange.p95Ms} ms; a static file ${media.staticRanges.p50Ms} / ${media.staticRanges.p95Ms} ms`,
    );
  }
}

if (groups.includes('market')) {
  const market = result<MarketFigures>('market.json', 'npm run bench:market');
  if (market) {
    const { stream } = market;
    const budget = budgets.marketStream;
    check(
      `market stream tick delivery p99 (${stream.opened} connections)`,
      stream.opened >= budget.connections && stream.failed === 0 && stream.p99Ms <= budget.p99Ms,
      `p50 ${stream.p50Ms} ms, p99 ${stream.p99Ms} ms over ${stream.events} events, ${stream.failed} refused, budget p99 ${budget.p99Ms} ms at ${budget.connections} connections; a bare Node.js server ${stream.baseline.p50Ms} / ${stream.baseline.p99Ms} ms`,
    );
  }
}

interface SearchRun {
  items: number;
  database: string;
  search: { p50Ms: number; p99Ms: number };
  baseline: { p50Ms: number; p99Ms: number };
}

if (groups.includes('search')) {
  const search = result<{ full: SearchRun; large: SearchRun | null }>('search.json', 'scripts/bench-search.ts');
  const line = (run: SearchRun, budget: number) =>
    `${run.search.p99Ms} ms (p50 ${run.search.p50Ms} ms), budget ${budget} ms; a list page in the same run: p99 ${run.baseline.p99Ms} ms`;
  if (search) {
    check(
      `search p99, ${search.full.items} items on ${search.full.database}`,
      search.full.search.p99Ms <= budgets.search.p99Ms,
      line(search.full, budgets.search.p99Ms),
    );
    const large = search.large;
    check(
      `search p99, ${budgets.search.largeItems} items`,
      large !== null && large.items >= budgets.search.largeItems && large.search.p99Ms <= budgets.search.largeP99Ms,
      large ? `${large.items} items on ${large.database}: ${line(large, budgets.search.largeP99Ms)}` : 'not measured',
    );
  }
}

if (groups.includes('charts')) {
  const charts = result<{
    chart: { bars: number; ms: number; fromClickMs: number; baseline: { bars: number; ms: number } };
    tick: {
      rows: number;
      medianMs: number;
      p95Ms: number;
      endToEnd: { medianMs: number; p95Ms: number };
      baseline: { medianMs: number; p95Ms: number };
    };
  }>('charts.json', 'npm run bench:charts');
  if (charts) {
    const budget = budgets.charts;
    check(
      `3-year chart (${charts.chart.bars} days) drawn`,
      charts.chart.ms <= budget.maxChartMs,
      `${charts.chart.ms} ms from its answer, budget ${budget.maxChartMs} ms; from the click ${charts.chart.fromClickMs} ms; a 3-month chart (${charts.chart.baseline.bars} days) ${charts.chart.baseline.ms} ms`,
    );
    check(
      `table of ${charts.tick.rows} applying a tick on the page's thread`,
      charts.tick.rows >= budget.rows && charts.tick.p95Ms <= budget.maxTickP95Ms,
      `median ${charts.tick.medianMs} ms, p95 ${charts.tick.p95Ms} ms, budget p95 ${budget.maxTickP95Ms} ms; end to end (checked in the worker) ${charts.tick.endToEnd.medianMs} / ${charts.tick.endToEnd.p95Ms} ms; one instrument moved ${charts.tick.baseline.medianMs} / ${charts.tick.baseline.p95Ms} ms`,
    );
  }
}

console.log(failed === 0 ? 'every budget met' : `${failed} over budget or missing`);
process.exit(failed === 0 ? 0 : 1);
