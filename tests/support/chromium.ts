// The Chromium the test suites drive (Cucumber @ui, Playwright and the security probe's XSS corpus): Debian's headless
// shell, the same Blink and V8 as the browser, without the browser's window machinery. On a quiet two-core machine the
// 30 @ui scenarios of features/content took 140 s in it (202 core-seconds of CPU) against 240 s in the full browser
// (420 core-seconds). The benchmarks that measure what a person waits for (scripts/bench-*.ts) keep the full browser.

/** The test browser: TEST_CHROMIUM_PATH, else Debian's `chromium-headless-shell`. */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser the benchmarks measure: CHROMIUM_PATH, else Debian's `chromium`. */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on a closed network, as root, without a display. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
