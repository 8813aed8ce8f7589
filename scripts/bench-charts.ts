// Charts benchmark: the built app's /quotes in Chromium at 1366×800, signed in as a subscriber (the page, the
// view-models and lightweight-charts are the real ones).
// - chart: a 3-year daily chart (the real series of the reference server) drawn after its range is chosen, from the
//   end of its answer to the frame after it is painted, beside a 3-month chart drawn the same way (same run), median
//   of 5 each, every run in a chart opened afresh;
// - table: a futures table of 500 instruments (answered by the browser with synthetic rows) applying one tick event
//   that moves all of them, beside an event that moves one instrument (same run), 30 events each. The budgeted figure
//   is the page's thread applying it (no dropped frame): from the checked ticks' arrival from the tick worker, which
//   parses and checks each event off the page's thread, to the rows updated in the page. Beside it, end to end: from
//   the event's arrival to the rows updated, and to the frame after. The live stream is answered by the page itself
//   (a stream the script writes events into), so each event arrives when the script says.
// Writes test-results/bench/charts.json; `check-budgets.ts charts` checks it against bench/budgets.json.
// Options (environment): BENCH_CHARTS_PORT (8583), CHROMIUM_PATH (/usr/bin/chromium). Needs `npx vite build` and
// `node scripts/build-server.mjs`.
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { type Page } from 'playwright-core';
import { signInThroughPage } from '../tests/support/sign-in';
import { openDeskBench } from './bench-browser';
import { BUILT_SERVER, median } from './bench-support';

const PORT = Number(process.env.BENCH_CHARTS_PORT ?? 8583);
const DATA = 'test-results/bench/charts-data';
const CHART_RUNS = 5;
const TICK_RUNS = 30;
const ROWS = 500;

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** A synthetic futures row. */
function row(index: number) {
  const last = 1000 + index;
  return {
    id: `X${String(index).padStart(3, '0')}`,
    name: `Instrumento ${index}`,
    place: 'CBOT',
    contract: `XS${index}`,
    last,
    change: 1.5,
    changePct: 0.15,
    high: last + 5,
    low: last - 5,
    volume: 1000 + index,
    time: new Date().toISOString(),
    status: 'live',
    source: 'CBOT',
    unit: 'USc/bu',
    currency: 'USX',
    method: 'Sintético',
  };
}

/**
 * The live stream, answered in the page: `window.__tick(ticks)` writes one tick event into it. The tick worker's
 * answers are timed as they reach the page's thread (`window.__checked`).
 */
const STREAM_IN_PAGE = `(() => {
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    set onmessage(handler) {
      super.onmessage = (event) => {
        window.__checked = performance.now();
        handler(event);
      };
    }
  };
  const fetchBefore = window.fetch.bind(window);
  const encoder = new TextEncoder();
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!url.includes('/api/market/stream')) return fetchBefore(input, init);
    const body = new ReadableStream({
      start(controller) {
        window.__tick = (ticks) => controller.enqueue(encoder.encode('event: tick\\ndata: ' + JSON.stringify(ticks) + '\\n\\n'));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
})()`;

/** Chooses a range of the open chart; answers ms from the end of its answer, and from the click, to the frame after it is painted. */
async function chartMs(page: Page, rangeLabel: string, range: string): Promise<[number, number, number]> {
  return page.evaluate<[number, number, number]>(`(async () => {
    const box = document.querySelector('[data-testid="price-chart"]');
    const button = [...document.querySelectorAll('[role="dialog"] [role="radio"]')].find((b) => b.getAttribute('aria-label') === ${JSON.stringify(rangeLabel)});
    performance.clearResourceTimings();
    const drawn = new Promise((resolve) => {
      const watch = new MutationObserver(() => {
        const mark = box.dataset.drawn || '';
        if (mark.startsWith(${JSON.stringify(range + ' ')})) {
          watch.disconnect();
          resolve([performance.now(), Number(mark.split(' ')[2])]);
        }
      });
      watch.observe(box, { attributes: true, attributeFilter: ['data-drawn'] });
    });
    const clicked = performance.now();
    button.click();
    const [at, bars] = await drawn;
    const answers = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/market/series'));
    const answered = answers.length > 0 ? answers[answers.length - 1].responseEnd : NaN;
    return [at - answered, at - clicked, bars];
  })()`);
}

/**
 * Writes one tick event moving `count` instruments; answers ms from its arrival to the first row updated, to the
 * frame after, and from its checked ticks reaching the page's thread to the first row updated.
 */
async function tickMs(page: Page, count: number, step: number): Promise<[number, number, number]> {
  return page.evaluate<[number, number, number]>(`(async () => {
    const row = document.querySelector('.quotes-scroll [data-id="X000"]');
    const before = row.textContent;
    const done = new Promise((resolve) => {
      const watch = new MutationObserver(() => {
        if (row.textContent === before) return;
        const applied = performance.now();
        watch.disconnect();
        requestAnimationFrame(() => resolve([applied, performance.now()]));
      });
      watch.observe(row, { subtree: true, characterData: true, childList: true });
    });
    const ticks = Array.from({ length: ${count} }, (_, i) => {
      const last = 1000 + i + ${step} / 100;
      return { id: 'X' + String(i).padStart(3, '0'), last, change: ${step} / 100, changePct: 0.01, high: last + 5, low: last - 5, volume: 1000 + ${step}, time: new Date().toISOString(), status: 'live' };
    });
    const sent = performance.now();
    window.__tick(ticks);
    const [applied, framed] = await done;
    return [applied - sent, framed - sent, applied - window.__checked];
  })()`);
}

const bench = await openDeskBench(
  PORT,
  DATA,
  existsSync('dist-server/main.js') ? BUILT_SERVER : ['node', '--import', 'tsx', 'server/main.ts'],
);
try {
  const { context } = bench;
  const page = await context.newPage();
  await signInThroughPage(page, 'assinante@example.com');

  // Charts: the real series; each run in a chart opened afresh (nothing kept from the run before).
  await page.goto('/quotes');
  const table = page.getByRole('table', { name: 'Mercado futuro' });
  const coffee = table.getByRole('row').filter({ hasText: 'Café arábica' });
  const threeYears: number[] = [];
  const threeMonths: number[] = [];
  const threeYearsFromClick: number[] = [];
  let bars3Y = 0;
  let bars3M = 0;
  for (let run = 0; run < CHART_RUNS; run++) {
    await coffee.getByRole('button', { name: 'Gráfico de Café arábica' }).click();
    const chart = page.getByTestId('price-chart');
    await chart.and(page.locator('[data-drawn^="6M "]')).waitFor();
    const [small, , smallBars] = await chartMs(page, '3 meses', '3M');
    const [large, largeFromClick, largeBars] = await chartMs(page, '3 anos', '3Y');
    threeMonths.push(round(small));
    threeYears.push(round(large));
    threeYearsFromClick.push(round(largeFromClick));
    bars3M = smallBars;
    bars3Y = largeBars;
    await page.getByRole('button', { name: 'Fechar' }).click();
    await chart.waitFor({ state: 'detached' });
  }
  const chartFigures = {
    bars: bars3Y,
    ms: median(threeYears),
    fromClickMs: median(threeYearsFromClick),
    baseline: { range: '3M', bars: bars3M, ms: median(threeMonths) },
    runs: { threeYears, threeMonths, threeYearsFromClick },
  };
  console.log(
    `chart: 3 years (${bars3Y} days) drawn ${chartFigures.ms} ms after its answer (${threeYears.join(', ')}), ${chartFigures.fromClickMs} ms from the click; 3 months (${bars3M} days) ${chartFigures.baseline.ms} ms (${threeMonths.join(', ')})`,
  );

  // The table: 500 synthetic rows, the stream answered in the page.
  // The same page (its session lives in the tab), reloaded with the stream and the table answered in the browser.
  const tablePage = page;
  await tablePage.addInitScript(STREAM_IN_PAGE);
  await tablePage.route('**/api/market/table**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ market: 'futures', delayed: false, rows: Array.from({ length: ROWS }, (_, i) => row(i)) }),
    }),
  );
  await tablePage.goto('/quotes');
  await tablePage.locator('.quotes-scroll [data-id="X000"]').waitFor();
  // The stream opens once the module's session is open (polled from here: the page's policy forbids evaluating text).
  while (!(await tablePage.evaluate('typeof window.__tick === "function"'))) await tablePage.waitForTimeout(50);
  const applied: number[] = [];
  const all: number[] = [];
  const allFrame: number[] = [];
  const appliedOne: number[] = [];
  const one: number[] = [];
  const oneFrame: number[] = [];
  for (let run = 1; run <= TICK_RUNS; run++) {
    const [arrival, framed, onPage] = await tickMs(tablePage, ROWS, run * 2);
    const [arrivalOne, framedOne, onPageOne] = await tickMs(tablePage, 1, run * 2 + 1);
    applied.push(round(onPage));
    all.push(round(arrival));
    allFrame.push(round(framed));
    appliedOne.push(round(onPageOne));
    one.push(round(arrivalOne));
    oneFrame.push(round(framedOne));
  }
  const tickFigures = {
    rows: ROWS,
    medianMs: round(median(applied)),
    p95Ms: percentile(applied, 95),
    endToEnd: { medianMs: round(median(all)), p95Ms: percentile(all, 95), frameMedianMs: round(median(allFrame)) },
    baseline: {
      instruments: 1,
      medianMs: round(median(appliedOne)),
      p95Ms: percentile(appliedOne, 95),
      endToEnd: { medianMs: round(median(one)), p95Ms: percentile(one, 95), frameMedianMs: round(median(oneFrame)) },
    },
    runs: { applied, all, appliedOne, one },
  };
  console.log(
    `table of ${ROWS}: a tick moving all of them applied by the page in ${tickFigures.medianMs} ms (p95 ${tickFigures.p95Ms} ms); end to end ${tickFigures.endToEnd.medianMs} ms (p95 ${tickFigures.endToEnd.p95Ms} ms), next frame ${tickFigures.endToEnd.frameMedianMs} ms. Moving one: applied in ${tickFigures.baseline.medianMs} ms (p95 ${tickFigures.baseline.p95Ms} ms); end to end ${tickFigures.baseline.endToEnd.medianMs} ms (p95 ${tickFigures.baseline.endToEnd.p95Ms} ms)`,
  );
  writeFileSync(
    'test-results/bench/charts.json',
    `${JSON.stringify({ when: new Date().toISOString(), machine: { cores: availableParallelism(), loadAverage: loadavg() }, chart: chartFigures, tick: tickFigures }, null, 2)}\n`,
  );
} finally {
  await bench.close();
}
