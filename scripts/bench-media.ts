// Media benchmark, on the built server (npm start's), each figure beside a baseline measured in the same run:
// - time to first frame: from pressing play on a video's card of /media to its first frame drawn (the docked
//   player: the app's store, the player's render, the signed stream's first bytes), in Chromium with the cache off,
//   median of 5, beside a bare <video> given the same signed stream address in the same page;
// - range requests: p50/p95 of 300 requests of a 64 KB byte range of the 576 stream (signed address: the signature and
//   the user's rights checked on each), beside the same ranges of a static file of the build served by the same
//   server (@fastify/static).
// Prints the figures and writes them to test-results/bench/media.json for scripts/check-budgets.ts (group media).
// Options (environment): BENCH_MEDIA_PORT (18490), CHROMIUM_PATH (/usr/bin/chromium). Needs `npx vite build` and
// `node scripts/build-server.mjs` first.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { BENCH_CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium';
import { signInThroughPage } from '../tests/support/sign-in';
import { median, signIn, startServer, type RunningServer } from './bench-support';

const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 18490);
const SUBSCRIBER = 'assinante@example.com';
const VIDEO = 'm-video-chicago';
const VIDEO_TITLE = 'Chicago em gráficos';
const FRAME_RUNS = 5;
const RANGE_RUNS = 300;
const RANGE_BYTES = 64 * 1024;

/** The value below which `share` of the sorted samples fall. */
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (value: number) => Number(value.toFixed(1));

/** p50/p95 of ranged GETs of an address (a file of `size` bytes), each answering 206. */
async function rangeTimes(url: string, size: number, headers: Record<string, string> = {}) {
  const ask = async (run: number) => {
    const start = ((run * 7919 * 1024) % Math.max(1, size - RANGE_BYTES)) | 0;
    const began = performance.now();
    const response = await fetch(url, { headers: { ...headers, Range: `bytes=${start}-${start + RANGE_BYTES - 1}` } });
    await response.arrayBuffer();
    if (response.status !== 206) throw new Error(`${url}: ${response.status}, not 206`);
    return performance.now() - began;
  };
  for (let run = 0; run < 20; run++) await ask(run);
  const samples: number[] = [];
  for (let run = 0; run < RANGE_RUNS; run++) samples.push(await ask(run));
  samples.sort((a, b) => a - b);
  return { p50Ms: round(percentile(samples, 0.5)), p95Ms: round(percentile(samples, 0.95)), runs: RANGE_RUNS };
}

// The page scripts, as source text (the TypeScript loader would name their functions with a helper the page lacks).
/** Presses the play button named `label` and answers the milliseconds to the docked video's first frame. */
const firstFrameOfPlayer = (label: string) => `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === ${JSON.stringify(label)});
  if (!button) return reject(new Error('no play button'));
  const began = performance.now();
  setTimeout(() => reject(new Error('no frame in 20 s')), 20000);
  const watch = () => {
    const video = document.querySelector('#media-dock video');
    if (!video) return requestAnimationFrame(watch);
    video.muted = true;
    video.requestVideoFrameCallback(() => resolve(performance.now() - began));
  };
  button.click();
  watch();
})`;
/** Answers the milliseconds from a bare video element given `src` to its first frame. */
const firstFrameOfBareVideo = (src: string) => `new Promise((resolve, reject) => {
  const began = performance.now();
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  setTimeout(() => reject(new Error('no frame in 20 s')), 20000);
  video.requestVideoFrameCallback(() => { resolve(performance.now() - began); video.remove(); });
  video.src = ${JSON.stringify(src)} + '&bare=' + Math.random();
  document.body.append(video);
  video.play();
})`;

let server: RunningServer | undefined;
let browser: Browser | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-bench-media-'));
try {
  server = await startServer({
    env: { DATA_DIR: dataDir, DEV_MAILBOX: 'true', SIGNIN_RATE_LIMIT: '1000' },
    port: PORT,
    timeoutMs: 180_000,
  });
  const base = server.url;

  // Range requests: the signed 576 stream of a video, and a static file of the build of at least the same size.
  const token = await signIn(base, SUBSCRIBER);
  const detail = (await (
    await fetch(`${base}/api/media/detail?id=${VIDEO}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { variants: { height: number; src: string }[] };
  const stream = detail.variants.find((variant) => variant.height === 576);
  if (!stream) throw new Error(`${VIDEO} has no 576 stream`);
  const streamSize = Number((await fetch(`${base}${stream.src}`, { method: 'HEAD' })).headers.get('content-length'));
  const asset = readdirSync('dist/assets')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join('dist/assets', file)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const ranges = await rangeTimes(`${base}${stream.src}`, streamSize);
  const staticRanges = await rangeTimes(`${base}/assets/${asset.file}`, asset.size, { 'Accept-Encoding': 'identity' });

  // Time to first frame, with the cache off (every run fetches the stream again).
  browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await signInThroughPage(page, SUBSCRIBER);
  const app: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < FRAME_RUNS; run++) {
    await page.goto('/media');
    const play = page.getByRole('button', { name: `Tocar ${VIDEO_TITLE}`, exact: true });
    await play.waitFor();
    app.push(Number(await page.evaluate(firstFrameOfPlayer(`Tocar ${VIDEO_TITLE}`))));
    // The same signed stream in a bare element of the same page.
    const src = await page.locator('#media-dock video').evaluate((video: HTMLVideoElement) => video.currentSrc);
    await page.locator('#media-dock video').evaluate((video: HTMLVideoElement) => video.pause());
    bare.push(Number(await page.evaluate(firstFrameOfBareVideo(src))));
  }
  const result = {
    firstFrame: {
      medianMs: round(median(app)),
      runs: app.map(round),
      bareMs: round(median(bare)),
      bareRuns: bare.map(round),
    },
    ranges: { ...ranges, bytes: RANGE_BYTES, fileBytes: streamSize },
    staticRanges: { ...staticRanges, file: asset.file, fileBytes: asset.size },
  };
  console.log(
    `media first frame: ${result.firstFrame.medianMs} ms median of ${FRAME_RUNS} (${result.firstFrame.runs.join(', ')}); a bare <video> of the same stream ${result.firstFrame.bareMs} ms`,
  );
  console.log(
    `media range requests (64 KB of the 576 stream, ${RANGE_RUNS} runs): p50 ${ranges.p50Ms} ms, p95 ${ranges.p95Ms} ms; the same ranges of a static file ${staticRanges.p50Ms} / ${staticRanges.p95Ms} ms`,
  );
  mkdirSync('test-results/bench', { recursive: true });
  writeFileSync('test-results/bench/media.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
