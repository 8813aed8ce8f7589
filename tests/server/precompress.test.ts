// The build's pre-compression: a Brotli and a gzip copy beside every text file of the output folder, none beside media.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from '../../scripts/precompress';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'celeiro-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Celeiro</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export const x = 1;\n'.repeat(200));
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pre-compression of the build', () => {
  it('writes a .br and a .gz beside every text file, each decompressing to the file', async () => {
    expect(await precompressDir(dir)).toBe(3);
    for (const file of ['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    const js = readFileSync(join(dir, 'assets/index-abc123.js')).length;
    expect(readFileSync(join(dir, 'assets/index-abc123.js.br')).length).toBeLessThan(js / 10);
  });

  it('leaves media alone', async () => {
    await precompressDir(dir);
    expect(existsSync(join(dir, 'assets', 'logo-abc123.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo-abc123.png.gz'))).toBe(false);
  });

  it('runs as a Vite plugin once the bundle is written, on the configured output folder', async () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    plugin.configResolved({ root: dir, build: { outDir: '.' } });
    await plugin.writeBundle.handler();
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'index-abc123.css.gz'))).toBe(true);
  });
});
