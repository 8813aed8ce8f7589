// The figures of the security probe: each probe records one line (e.g. "rights: 25,600 checks, 0 leaks"), printed at
// once and gathered in test-results/security/figures.jsonl, which `npm run security` prints at its end.
import { appendFileSync, mkdirSync } from 'node:fs';

export const FIGURES_FILE = 'test-results/security/figures.jsonl';

/** A number as the figures print it: 25,600. */
export const count = (value: number) => value.toLocaleString('en-US');

/** Records a figure line of a probe. */
export function recordFigure(probe: string, line: string): void {
  mkdirSync('test-results/security', { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ probe, line, at: new Date().toISOString() })}\n`);
  console.log(`[security] ${line}`);
}
