/**
 * `npm start`'s first step: builds the app (the SPA, its prerendered public pages, then the server)
 * only when a source has changed since the last build, or there is none, and says which, so a second start on the same checkout is
 * quick. `--always` builds whatever the stamp says: `npm run build`.
 *
 * Plain JavaScript run by `node` itself: through a TypeScript loader the check alone took longer than
 * the server's start on a current build. Its types are in build-if-changed.d.mts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The folder holding package.json: this script's parent's. */
const projectRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What the build reads (`.env` for the SPA's `VITE_*` keys): a change to any of these makes the build stale. */
export const BUILD_INPUTS = ['src', 'server', 'contract', 'machines', 'public', 'index.html', '.env', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
/** Written after a successful build; its time is the build's. */
export const BUILD_STAMP = 'dist/.build-stamp';

/** The newest modification time (ms) under `entry`, skipping test files, which the build never reads. */
/** @param {string} entry @returns {number} */
export function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** Why a build is needed, or undefined when the last one is current. */
/** @param {string} root @returns {string | undefined} */
export function staleBecause(root) {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/client/index.html')))
    return 'there is no build yet';
  const built = statSync(stamp).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestChange(path.join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

function main() {
  const root = projectRoot;
  const reason = process.argv.includes('--always') ? 'it was asked for' : staleBecause(root);
  if (!reason) {
    console.log('The build in dist/ is current: starting it (`npm run build` rebuilds by hand).');
    return;
  }
  console.log(`Building, because ${reason}.`);
  // Stamped with the time the build began, so a source saved while it ran makes the next start build again.
  const began = new Date();
  for (const part of ['build:client', 'build:prerender', 'build:server']) {
    const build = spawnSync('npm', ['run', part], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const stamp = path.join(root, BUILD_STAMP);
  writeFileSync(stamp, `${began.toISOString()}\n`);
  utimesSync(stamp, began, began);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
