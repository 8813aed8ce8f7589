// Fails (exit 1) when the last list benchmark (test-results/bench/list.json) exceeds its budget in bench/budgets.json.
import { readFileSync } from 'node:fs';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { list: { p95Ms: number } };
let result: { p95Ms: number; p50Ms: number };
try {
  result = JSON.parse(readFileSync('test-results/bench/list.json', 'utf8')) as typeof result;
} catch {
  console.error('no list benchmark result: run scripts/bench-list.ts first');
  process.exit(1);
}
const within = result.p95Ms <= budgets.list.p95Ms;
console.log(`list p95 ${result.p95Ms} ms (p50 ${result.p50Ms} ms), budget ${budgets.list.p95Ms} ms: ${within ? 'within budget' : 'OVER BUDGET'}`);
process.exit(within ? 0 : 1);
