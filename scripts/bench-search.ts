// Search benchmark: p50/p99 of elastic/search and elastic/suggest through the real routes (app.inject): the full
// seeded data set (6,000 items) on the embedded database, and a synthetic set of 200,000 items made by the same
// generator on PostgreSQL (a throwaway cluster, scripts/throwaway-postgres.ts: Debian's postgresql, its contrib
// included), each beside a page of elastic/listall on the same server in the same run (the
// baseline). Prints the figures and writes them to test-results/bench/search.json for scripts/check-budgets.ts.
// Options (environment): SEARCH_BENCH_LARGE=0 skips the large set; PG_BIN (the newest /usr/lib/postgresql/*/bin).
import { mkdirSync, writeFileSync } from 'node:fs';
import { FULL_CONTENT_ITEMS } from '../server/content/seed';
import { buildTestServer, createSession } from '../server/testing';
import { startThrowawayPostgres } from './throwaway-postgres';

const WARM_UP = 20;
const RUNS = 300;
const LARGE_ITEMS = 200_000;
const PG_PORT = 18494;

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** What subscribers type: words, accents left out, phrases, filters, and suggestions while typing. */
const SEARCHES = [
  'elastic/search?q=geada%20cafe',
  'elastic/search?q=soja%20paranagua',
  'elastic/search?q=%22clima%20seco%22',
  'elastic/search?q=milho&publicationType=news',
  'elastic/search?q=exportacoes%20acucar&page=2',
  'elastic/search?q=compras%20chinesas&commodity=16',
  'elastic/search?q=fretes',
  'elastic/search?q=estoques%20elevados%20santos',
  'elastic/suggest?q=gea',
  'elastic/suggest?q=soja%20paran',
  'elastic/suggest?q=expor',
  'elastic/suggest?q=cafe%20ar',
];
const BASELINE = ['elastic/listall?commodity=0&pageSize=10', 'elastic/listall?commodity=13&pageSize=10'];

interface Figures {
  p50Ms: number;
  p99Ms: number;
}

async function measure(
  items: number,
  databaseUrl?: string,
): Promise<{ items: number; database: string; search: Figures; baseline: Figures; seedS: number }> {
  const seeding = performance.now();
  const server = await buildTestServer({ contentItems: items, ...(databaseUrl ? { databaseUrl } : {}) });
  const seedS = Number(((performance.now() - seeding) / 1000).toFixed(1));
  try {
    const tokens = await Promise.all(
      ['assinante@example.com', 'gratuito@example.com', 'demo@example.com'].map(
        async (email) => (await createSession(server, email)).token,
      ),
    );
    // Each search in turn, each round as another profile: every search runs as every profile.
    const get = async (path: string, run: number, paths: number) => {
      const url = `/api/${path}`;
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens[Math.floor(run / paths) % tokens.length]}` },
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    const run = async (paths: readonly string[]): Promise<Figures> => {
      for (let n = 0; n < WARM_UP; n++) await get(paths[n % paths.length]!, n, paths.length);
      const samples: number[] = [];
      for (let n = 0; n < RUNS; n++) {
        const start = performance.now();
        await get(paths[n % paths.length]!, n, paths.length);
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      return {
        p50Ms: Number(percentile(samples, 0.5).toFixed(1)),
        p99Ms: Number(percentile(samples, 0.99).toFixed(1)),
      };
    };
    const baseline = await run(BASELINE);
    const search = await run(SEARCHES);
    const database = databaseUrl ? 'postgres' : 'pglite';
    console.log(
      `search benchmark, ${items} items on ${database} (seeded in ${seedS} s), ${RUNS} runs: p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms; ` +
        `a list page in the same run: p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`,
    );
    return { items, database, search, baseline, seedS };
  } finally {
    await server.close();
  }
}

/** The large set on a throwaway PostgreSQL cluster. */
async function measureLarge(): Promise<Awaited<ReturnType<typeof measure>>> {
  const postgres = startThrowawayPostgres(PG_PORT);
  try {
    return await measure(LARGE_ITEMS, postgres.url);
  } finally {
    postgres.stop();
  }
}

const full = await measure(FULL_CONTENT_ITEMS);
const large = process.env.SEARCH_BENCH_LARGE === '0' ? null : await measureLarge();
mkdirSync('test-results/bench', { recursive: true });
writeFileSync('test-results/bench/search.json', `${JSON.stringify({ runs: RUNS, full, large }, null, 2)}\n`);
