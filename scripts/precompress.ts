/**
 * The built SPA's assets compressed once, at build time, with brotli at its best level and gzip:
 * `<file>.br` and `<file>.gz` beside each file, which the server answers with when the browser
 * accepts them (`serveStatic`'s `precompressed` in server/app.ts). Compressing per request would cost
 * CPU on every first visit and could not afford brotli's slowest, smallest level.
 *
 * Only the hashed files under `assets/` are compressed: their names change with their content, so a
 * compressed copy can never outlive its original, whereas the HTML may be rewritten after the build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser loads; source maps are never served (built `hidden`), images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/;
/** Below about a packet, compression saves nothing a browser would notice. */
const MIN_BYTES = 1024;

/** Writes the `.br` and `.gz` copies of one file; false when it is too small to be worth it. */
export async function precompressFile(file: string): Promise<boolean> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the original would only cost the browser decompression.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/** Writes the `.br` and `.gz` copies of the compressible files in `dir`; returns the files compressed. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => entry.name);
  const done: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      if (await precompressFile(path.join(dir, name))) done.push(name);
    }),
  );
  return done.sort();
}
