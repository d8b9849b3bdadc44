/**
 * `npm run build:server`: the server, from server/main.ts, to dist/server/main.js and the chunks it
 * loads, with the packages it uses bundled in (docs/performance.md, "Start-up and memory").
 *
 * Node's module loader spent more of a start resolving, reading and compiling the packages file by
 * file than the packages' own code took to run; one bundle is read and compiled at once. What is
 * imported with `import()` (the database driver not in use, Stripe's SDK, Sentry, sharp) is split
 * into chunks and loaded only when it is asked for.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The folder holding package.json: this script's parent's. */
const projectRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Left to Node to load from node_modules, each only when imported:
 * - PGlite finds its WebAssembly and file-system bundle next to its own module;
 * - sharp loads its native libvips build for the platform, and pg-native (pg's optional native
 *   driver, not installed) would too;
 * - Sentry instruments modules as Node loads them, which a bundle would hide from it;
 * - Stripe's SDK and pg are loaded with the first payment and on PostgreSQL only, and are large.
 */
const EXTERNAL = ['@electric-sql/pglite', 'sharp', 'pg-native', '@sentry/node', 'stripe', 'pg'];

/**
 * esbuild's options for the server written to `outdir` (main.js and chunks/): the build's, and the
 * server tests' that start it as a process.
 * @param {string} outdir @returns {import('esbuild').BuildOptions}
 */
export function serverBuildOptions(outdir) {
  return {
    absWorkingDir: projectRoot,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL,
    // The bundled CommonJS packages (pino among them) `require` Node's own modules, which an ES module
    // has no `require` for.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = path.join(projectRoot, 'dist/server');
  // Chunks of an earlier build would stay beside the new ones, unused.
  rmSync(outdir, { recursive: true, force: true });
  await build({ ...serverBuildOptions(outdir), logLevel: 'info' });
}
