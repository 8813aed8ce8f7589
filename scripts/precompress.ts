// Pre-compression of the built SPA: a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, which
// the server sends as they are (@fastify/static with preCompressed). Used by vite.config.ts as a plugin.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text formats (images, fonts and media are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/i;

/** Every file under a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside every compressible file of a folder; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** The part of a Vite plugin this needs (kept structural, so this file does not import Vite). */
export interface PrecompressPlugin {
  name: string;
  apply: 'build';
  enforce: 'post';
  configResolved: (config: { root: string; build: { outDir: string } }) => void;
  writeBundle: { sequential: true; order: 'post'; handler: () => Promise<void> };
}

/** A Vite plugin that pre-compresses the whole output folder once the bundle is written. */
export function precompress(): PrecompressPlugin {
  let outDir = 'dist';
  return {
    name: 'celeiro:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler: async () => {
        await precompressDir(outDir);
      },
    },
  };
}
