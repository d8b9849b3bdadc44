/**
 * `npm run bench`: the gzip size of the JavaScript the landing page loads before it is interactive,
 * against its budget. That is the entry script of dist/client/index.html, every module it preloads,
 * the chunks they import statically (followed through the Vite manifest), and the chunks of the
 * landing route, which the router fetches before it renders the page. Lazy chunks (dialogs, the
 * small-screen menu, error reporting) are left out: nothing waits for them.
 * Exits non-zero when over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectPath } from '../server/lib/project-path';

export const LANDING_JS_BUDGET_KB = 150;
/** Kilobytes as Vite reports them: 1000 bytes. */
const KB = 1000;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Script files an HTML page loads up front: module scripts and modulepreload links, in order. */
export function scriptsOf(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) files.push(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.push(match[1]!);
  return files.map((file) => file.replace(/^\//, ''));
}

/** Manifest keys whose chunk is one of `files`, plus everything those import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(manifest[root] ? root : byFile.get(root));
  return seen;
}

/** Manifest keys of a route file's code-split chunks (`src/routes/index.tsx?tsr-split=...`). */
export function routeChunks(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));
}

export interface BenchResult {
  files: { file: string; gzipBytes: number }[];
  totalBytes: number;
}

export function measureLanding(clientDir: string): BenchResult {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = staticClosure(manifest, [...scriptsOf(html), ...routeChunks(manifest, 'src/routes/__root.tsx'), ...routeChunks(manifest, 'src/routes/index.tsx')]);
  const files = [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
  const measured = files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(clientDir, file))).length })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: measured, totalBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function main() {
  const clientDir = projectPath('dist/client');
  if (!existsSync(path.join(clientDir, '.vite', 'manifest.json'))) {
    console.error('dist/client has no Vite manifest: run `npm run build:client` first (npm run bench does).');
    process.exit(1);
  }
  const { files, totalBytes } = measureLanding(clientDir);
  for (const { file, gzipBytes } of files) console.log(`  ${kb(gzipBytes).padStart(6)} KB  ${file}`);
  const ok = totalBytes <= LANDING_JS_BUDGET_KB * KB;
  console.log(`landing JS before interactive: ${kb(totalBytes)} KB gzip (budget ${LANDING_JS_BUDGET_KB} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
  if (!ok) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
