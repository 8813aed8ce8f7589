// Writes the reference server's playable media, all made here (no third-party media): synthetic audio tones as WAV
// (written in Node) and a short canvas animation recorded by the system Chromium's MediaRecorder as WebM (VP8) at
// 576 and 480 lines, with its duration written into the file so players can show it and seek.
// Usage: node --import tsx scripts/generate-media.ts   (CHROMIUM_PATH, default /usr/bin/chromium)
// Output: server/media/files/ (committed; under 2 MB in all).
import { writeFileSync, mkdirSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM } from '../tests/support/chromium';

const OUT = 'server/media/files';
const VIDEO_SECONDS = 6;
const SIZES = [
  { height: 576, width: 1024, bitrate: 200_000 },
  { height: 480, width: 854, bitrate: 160_000 },
] as const;

/** A mono 8-bit PCM WAV of a few tones in turn (a soft chord that changes every few seconds). */
export function toneWav(seconds: number, notes: readonly number[], rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples);
  const perNote = samples / notes.length;
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.min(notes.length - 1, Math.floor(i / perNote))] ?? 440;
    const t = i / rate;
    const inNote = (i % perNote) / perNote;
    const envelope = Math.min(1, inNote * 20, (1 - inNote) * 20);
    const value = (Math.sin(2 * Math.PI * note * t) * 0.6 + Math.sin(2 * Math.PI * note * 1.5 * t) * 0.3) * envelope;
    data[i] = Math.max(0, Math.min(255, Math.round(128 + value * 100)));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes a second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

/**
 * Writes a Duration (ms, float64) into the Info element of a MediaRecorder WebM, which has none (its Segment has an
 * unknown size and there is no SeekHead, so growing Info by 11 bytes moves nothing that is pointed at).
 */
export function withWebmDuration(webm: Buffer, durationMs: number): Buffer {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('no Info element');
  // The size is an EBML variable-length number: its first byte's leading zeros tell its length.
  const first = webm[info + 4] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new Error('bad Info size');
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + (webm[info + 4 + i] ?? 0);
  const grown = size + 11;
  const sizeBytes = Buffer.alloc(length);
  let rest = grown;
  for (let i = length - 1; i >= 0; i--) {
    sizeBytes[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeBytes[0] = (sizeBytes[0] ?? 0) | (0x80 >> (length - 1));
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(0x4489, 0);
  duration[2] = 0x88;
  duration.writeDoubleBE(durationMs, 3);
  const start = info + 4 + length;
  return Buffer.concat([
    webm.subarray(0, info + 4),
    sizeBytes,
    webm.subarray(start, start + size),
    duration,
    webm.subarray(start + size),
  ]);
}

/** The browser side of a recording (plain JavaScript). */
const RECORD = `async ({ width, height, bitrate, seconds }) => {
        const canvas = document.querySelector('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d');
        const stream = canvas.captureStream(25);
        const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitrate });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const draw = (t) => {
          g.fillStyle = '#1f4d2b';
          g.fillRect(0, 0, width, height);
          const bars = 12;
          for (let i = 0; i < bars; i++) {
            const h = (0.3 + 0.25 * Math.sin(t * 2 + i * 0.7)) * height;
            g.fillStyle = i % 2 ? '#e0b43a' : '#8fc46a';
            g.fillRect((i + 0.2) * (width / bars), height - h, (width / bars) * 0.6, h);
          }
          g.fillStyle = '#ffffff';
          g.font = \`bold \${Math.round(height / 9)}px sans-serif\`;
          g.fillText('Celeiro', width * 0.05, height * 0.18);
          g.font = \`\${Math.round(height / 16)}px monospace\`;
          g.fillText(\`\${height}p  \${t.toFixed(1)} s\`, width * 0.05, height * 0.3);
        };
        const start = performance.now();
        recorder.start();
        await new Promise((done) => {
          const frame = () => {
            const t = (performance.now() - start) / 1000;
            draw(t);
            if (t < seconds) requestAnimationFrame(frame);
            else done();
          };
          frame();
        });
        const stopped = new Promise((done) => (recorder.onstop = done));
        recorder.stop();
        await stopped;
        const ms = performance.now() - start;
        const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
        return { bytes: Array.from(new Uint8Array(buffer)), ms };
      }`;

/** Records the canvas animation at one size in Chromium; returns the WebM bytes and the recorded length in ms. */
async function recordVideo(width: number, height: number, bitrate: number): Promise<{ bytes: Buffer; ms: number }> {
  const browser = await chromium.launch({
    executablePath: BENCH_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<canvas></canvas>');
    // Handed over as text: the test runner's transpiler would otherwise add helpers the page does not have.
    const result = (await page.evaluate(
      `(${RECORD})(${JSON.stringify({ width, height, bitrate, seconds: VIDEO_SECONDS })})`,
    )) as { bytes: number[]; ms: number };
    return { bytes: Buffer.from(result.bytes), ms: result.ms };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // A market-opening tone (audio) and a calmer one (podcast): 20 s each.
  writeFileSync(join(OUT, 'tone-a.wav'), toneWav(20, [392, 440, 494, 523]));
  writeFileSync(join(OUT, 'tone-b.wav'), toneWav(20, [262, 330, 294, 349]));
  for (const size of SIZES) {
    const { bytes, ms } = await recordVideo(size.width, size.height, size.bitrate);
    writeFileSync(join(OUT, `clip-${size.height}.webm`), withWebmDuration(bytes, Math.round(ms)));
  }
  let total = 0;
  for (const file of readdirSync(OUT)) {
    const { size } = statSync(join(OUT, file));
    total += size;
    console.log(`${file}  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`total  ${(total / 1024).toFixed(1)} KB`);
  if (total > 2 * 1024 * 1024) throw new Error('the media passes 2 MB');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
