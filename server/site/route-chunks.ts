/**
 * What the build's Vite manifest says a page loads: the scripts of index.html and the chunks of a
 * route, followed through their static imports. The server sends a page's route chunks as preloads
 * (route-preloads.ts), and `npm run bench` counts the JavaScript a page's first paint waits for.
 */

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

/** The route file every page renders inside. */
export const ROOT_ROUTE_FILE = 'src/routes/__root.tsx';

/**
 * The JavaScript files (paths under the client folder) a page of `routeFile` needs that index.html does
 * not name: the chunks its first script imports (the build adds no modulepreload links for them,
 * docs/decisions/041) and the route's chunks, which the router fetches before it renders the page.
 */
export function scriptsToPreload(manifest: Manifest, html: string, routeFile: string): string[] {
  const named = new Set(scriptsOf(html));
  const page = staticClosure(manifest, [...named, ...routeChunks(manifest, ROOT_ROUTE_FILE), ...routeChunks(manifest, routeFile)]);
  return [...page].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js') && !named.has(file));
}
