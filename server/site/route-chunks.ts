/**
 * What the build's Vite manifest says a page loads: the scripts of index.html and the chunks of a
 * route, followed through their static imports. The server sends a page's scripts as preloads
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
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!.replace(/^\//, ''));
  return [...moduleScriptsOf(html), ...preloads];
}

/** The module scripts an HTML page runs. */
function moduleScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!.replace(/^\//, ''));
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

/** Manifest keys of what every page loads before the router draws it: index.html's scripts and the root route's chunks, with their static imports. */
function shellChunks(manifest: Manifest, html: string): Set<string> {
  return staticClosure(manifest, [...scriptsOf(html), ...routeChunks(manifest, ROOT_ROUTE_FILE)]);
}

/** Manifest keys of what a page of `routeFile` loads before its first paint: the shell and the route's chunks, with their static imports. */
export function firstPaintChunks(manifest: Manifest, html: string, routeFile: string): Set<string> {
  return staticClosure(manifest, [...scriptsOf(html), ...routeChunks(manifest, ROOT_ROUTE_FILE), ...routeChunks(manifest, routeFile)]);
}

/**
 * Manifest keys of what the route's loader imports as it runs, beyond the shell: the lazy imports of
 * the loader chunk and of the chunks it imports that are not the shell's, with their static imports.
 * A page drawn from its data has its loader load its data module and its body, off its first paint,
 * and shows its content only once they have come, as its data has. Left out: the shell's lazy parts
 * (the small-screen menu, error reporting), which every loader chunk reaches through the shell's
 * chunks; the component chunk's (dialogs, the failure view), kept apart when the loader is split off
 * on its own (`?tsr-split=loader`, the only chunk read here); and what those lazy imports import
 * lazily in turn (a body's form).
 */
export function loaderChunks(manifest: Manifest, html: string, routeFile: string): Set<string> {
  const loader = `${routeFile}?tsr-split=loader`;
  if (!manifest[loader]) return new Set();
  const shell = shellChunks(manifest, html);
  const lazy = [...staticClosure(manifest, [loader])].filter((key) => !shell.has(key)).flatMap((key) => manifest[key]!.dynamicImports ?? []);
  return new Set([...staticClosure(manifest, lazy)].filter((key) => !shell.has(key)));
}

/** The module the app loads (`import()`) once a session is stored, before the route guard decides a protected page (src/auth/auth-handle.ts). */
export const AUTH_RUNTIME_FILE = 'src/auth/runtime.ts';

/** Manifest keys of a lazily loaded module's chunk and its static imports, beyond the shell. */
function lazyModuleChunks(manifest: Manifest, html: string, moduleFile: string): Set<string> {
  if (!manifest[moduleFile]) return new Set();
  const shell = shellChunks(manifest, html);
  return new Set([...staticClosure(manifest, [moduleFile])].filter((key) => !shell.has(key)));
}

/**
 * The JavaScript files (paths under the client folder) a page of `routeFile` needs: its first script,
 * named again at the head (the browser reads the header before the HTML and fetches preloads in the
 * order they come, six at a time over HTTP/1.1, so the HTML's own script, found last, waited behind
 * every other: at Fast 4G until about 1,050 ms of a protected page's load, where the chunks it
 * imports had come by 470), the chunks that script imports (the build adds no modulepreload links for them,
 * docs/performance.md, "What a page preloads"), the modules in `before` that the page waits for before
 * its route loads (the auth runtime, for a protected page), the route's chunks, which the router
 * fetches before it renders the page, and what the route's loader imports as it runs (`loaderChunks`),
 * which the page's content waits for beside its data. In that order: the order they are needed in.
 */
export function scriptsToPreload(manifest: Manifest, html: string, routeFile: string, before: readonly string[] = []): string[] {
  const shell = shellChunks(manifest, html);
  return [...moduleScriptsOf(html), ...scriptFiles(manifest, html, [
    ...shell,
    ...before.flatMap((file) => [...lazyModuleChunks(manifest, html, file)]),
    ...firstPaintChunks(manifest, html, routeFile),
    ...loaderChunks(manifest, html, routeFile),
  ])];
}

/**
 * The JavaScript files the first script imports statically that index.html does not name: what a page
 * painted from its own prerendered HTML has the browser fetch with it (route-preloads.ts).
 */
export function firstScriptImports(manifest: Manifest, html: string): string[] {
  return scriptFiles(manifest, html, staticClosure(manifest, scriptsOf(html)));
}

/** The distinct JavaScript files of manifest `keys`, less those `html` names itself. */
function scriptFiles(manifest: Manifest, html: string, keys: Iterable<string>): string[] {
  const named = new Set(scriptsOf(html));
  return [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js') && !named.has(file));
}
