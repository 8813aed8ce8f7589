// List benchmark: p50/p95 of a page of 50 from the full seeded data set, through the real route (app.inject) on
// PGlite. Prints the figures and writes them to test-results/bench/list.json for scripts/check-budgets.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FULL_CONTENT_ITEMS } from '../server/content/seed';
import { buildTestServer, createSession } from '../server/testing';

const WARM_UP = 20;
const RUNS = 200;
const PAGE_SIZE = 50;

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

const server = await buildTestServer({ contentItems: FULL_CONTENT_ITEMS });
try {
  const { token } = await createSession(server, 'demo@example.com');
  // Every list a user reaches: all commodities, one commodity, and filtered lists, each on a spread of pages.
  const queries = [
    'commodity=0',
    'commodity=13',
    'commodity=0&publicationType=news&orderBy=oldest',
    'commodity=0&important=true',
    'commodity=16&mediaType=attachment&orderBy=priority',
    'commodity=0&orderBy=title&periodicity=daily',
  ];
  const page = (run: number) =>
    `/api/elastic/listall?${queries[run % queries.length]}&pageSize=${PAGE_SIZE}&page=${1 + ((run * 7) % 20)}`;
  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let run = 0; run < WARM_UP; run++) await get(page(run));
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await get(page(run));
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const result = {
    items: FULL_CONTENT_ITEMS,
    pageSize: PAGE_SIZE,
    runs: RUNS,
    p50Ms: Number(percentile(samples, 0.5).toFixed(1)),
    p95Ms: Number(percentile(samples, 0.95).toFixed(1)),
  };
  console.log(
    `list benchmark: a page of ${PAGE_SIZE} of ${FULL_CONTENT_ITEMS} items, ${RUNS} runs: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`,
  );
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync('test-results/bench/list.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.close();
}
