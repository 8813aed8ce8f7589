// Calendar benchmark: the built app's /events page in Chromium at 1366×800, signed in as the admin, its events call
// answered by the browser with synthetic events (the page, the view-model and FullCalendar are the real ones).
// - DOM: the page's elements with 1,000 events in the month shown, beside the same page with none (same run);
// - render: a busy month (300 events) drawn after "next", from the click to the frame after its events show, beside a
//   month without events drawn the same way (same run), median of 5 each.
// Writes test-results/bench/calendar.json; `check-budgets.ts calendar` checks it against bench/budgets.json.
// Options (environment): BENCH_CALENDAR_PORT (8291), CHROMIUM_PATH (/usr/bin/chromium). Needs `npx vite build`.
import { writeFileSync } from 'node:fs';
import { type Page, type Route } from 'playwright-core';
import { signInThroughPage } from '../tests/support/sign-in';
import { openDeskBench } from './bench-browser';
import { median } from './bench-support';

const PORT = Number(process.env.BENCH_CALENDAR_PORT ?? 8291);
const DATA = 'test-results/bench/calendar-data';
const RUNS = 5;
const DOM_EVENTS = 1000;
const BUSY_EVENTS = 300;

/** `count` events spread over the days asked (timed, one hour each, some all day), as the API answers them. */
function syntheticEvents(from: string, to: string, count: number): unknown[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000) + 1;
  return Array.from({ length: count }, (_, index) => {
    const day = start + (index % days) * 86_400_000;
    const allDay = index % 10 === 0;
    const begin = new Date(day + (8 + (index % 10)) * 3_600_000);
    return {
      id: index + 1,
      disclosureType: 3,
      title: `Indicador ${index + 1}`,
      description: '',
      type: 'online',
      allDay,
      start: allDay ? new Date(day).toISOString().slice(0, 10) : begin.toISOString(),
      end: allDay
        ? new Date(day + 86_400_000).toISOString().slice(0, 10)
        : new Date(begin.getTime() + 3_600_000).toISOString(),
      timeZone: 'America/Sao_Paulo',
      location: null,
      price: null,
      currency: 'BRL',
      link: null,
      relatedNews: [],
      commodities: [{ id: 16, nome: 'Soja' }],
      importance: ['low', 'medium', 'high'][index % 3],
      locked: false,
    };
  });
}

/** How many events the next answer carries. */
let answerCount = 0;

async function answer(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const body = syntheticEvents(url.searchParams.get('from')!, url.searchParams.get('to')!, answerCount);
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

/** Opens /events with `count` events and answers its DOM size once they are drawn. */
async function domWith(page: Page, count: number): Promise<number> {
  answerCount = count;
  await page.goto('/events');
  await page.locator('.calendar-view .fc').waitFor();
  await page.waitForSelector('.calendar-page[aria-busy="false"]');
  if (count > 0) await page.locator('.month-event').first().waitFor();
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  return page.evaluate<number>("document.getElementsByTagName('*').length");
}

/**
 * Milliseconds from "next" to the frame after the next month's events (or, with none, its title) show, and from its
 * events' answer (the end of the response) to that frame: reading the answer and drawing it.
 */
async function nextMonthMs(page: Page, count: number): Promise<[number, number]> {
  answerCount = count;
  // A script of its own (not a compiled function), so the page runs it as written.
  return page.evaluate<[number, number]>(`(async () => {
    const expectEvents = ${count > 0};
    const title = document.querySelector('.fc-toolbar-title')?.textContent;
    const page = document.querySelector('.calendar-page');
    const answers = () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/events/calendar'));
    performance.clearResourceTimings();
    const started = performance.now();
    document.querySelector('.fc-next-button').click();
    await new Promise((resolve) => {
      const check = () => {
        const moved = document.querySelector('.fc-toolbar-title')?.textContent !== title;
        const settled = page.getAttribute('aria-busy') === 'false';
        const drawn = !expectEvents || document.querySelector('.month-event') !== null;
        // The answer's timing entry too: an empty month draws as soon as its answer is read.
        const recorded = answers().length > 0;
        if (moved && settled && drawn && recorded) requestAnimationFrame(() => resolve());
        else requestAnimationFrame(check);
      };
      check();
    });
    const drawn = performance.now();
    const last = answers().at(-1);
    return [drawn - started, drawn - last.responseEnd];
  })()`);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

const bench = await openDeskBench(PORT, DATA, ['node', '--import', 'tsx', 'server/main.ts']);
try {
  const { context } = bench;
  const page = await context.newPage();
  await page.route('**/api/events/calendar**', answer);
  await signInThroughPage(page, 'admin@example.com');

  const emptyDom = await domWith(page, 0);
  const busyDom = await domWith(page, DOM_EVENTS);
  console.log(`DOM: ${busyDom} elements with ${DOM_EVENTS} events in the month, ${emptyDom} with none (same run)`);

  await domWith(page, 0);
  const busyRuns: number[] = [];
  const emptyRuns: number[] = [];
  const busyClickRuns: number[] = [];
  const emptyClickRuns: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const [busyClick, busy] = await nextMonthMs(page, BUSY_EVENTS);
    const [emptyClick, empty] = await nextMonthMs(page, 0);
    busyRuns.push(round(busy));
    emptyRuns.push(round(empty));
    busyClickRuns.push(round(busyClick));
    emptyClickRuns.push(round(emptyClick));
  }
  const busyMs = median(busyRuns);
  const emptyMs = median(emptyRuns);
  console.log(
    `render (answer to drawn): a month of ${BUSY_EVENTS} events in ${busyMs} ms, an empty month in ${emptyMs} ms (median of ${RUNS}; runs ${busyRuns.join(', ')} / ${emptyRuns.join(', ')})`,
  );
  console.log(
    `from the click (the call included): ${median(busyClickRuns)} ms busy, ${median(emptyClickRuns)} ms empty (runs ${busyClickRuns.join(', ')} / ${emptyClickRuns.join(', ')})`,
  );
  writeFileSync(
    'test-results/bench/calendar.json',
    JSON.stringify(
      {
        dom: { events: DOM_EVENTS, elements: busyDom, emptyElements: emptyDom },
        busyMonth: {
          events: BUSY_EVENTS,
          ms: busyMs,
          emptyMs,
          fromClickMs: median(busyClickRuns),
          emptyFromClickMs: median(emptyClickRuns),
          runs: { busy: busyRuns, empty: emptyRuns, busyFromClick: busyClickRuns, emptyFromClick: emptyClickRuns },
        },
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
