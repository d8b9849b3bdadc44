import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANONYMOUS_ROUTES, PAGE_ROUTE_FILES } from './pages.gen';
import { pageRouteOf } from './pages';
import { AUTH_RUNTIME_FILE, firstScriptImports, type Manifest, scriptsToPreload } from './route-chunks';

/** How a page's HTML was made: drawn by the app in the browser (the SPA's index.html), or prerendered and painted as it arrives. */
export type PageHtml = 'spa' | 'prerendered';

const linkHeader = (scripts: string[]) => scripts.map((script) => `</${script}>; rel=modulepreload`).join(', ') || undefined;

/**
 * The `Link` header that has the browser fetch a page's scripts with the first one, for each page of
 * the build in `clientDir`, undefined for an address that is no page or when the build has no manifest.
 *
 * - A page the app draws (index.html) names every script its first paint and its content wait for:
 *   the first script's imports, which the browser would find only once it has that script
 *   (docs/performance.md, "What a page preloads"), the route's chunks, which the router finds only once the first chunk has
 *   been downloaded and run, on a phone seconds later (docs/performance.md, "What a page preloads"), and what the route's
 *   loader imports as it runs (a page's body and its data's module), which its data request would
 *   otherwise wait for. A page that is not open to everyone also names the auth runtime and its
 *   imports: with a session stored the route guard loads it and waits for the identity before the
 *   route loads (src/auth/guard.ts), and without it the runtime was found only once the first chunk
 *   had run, its imports only once it had come (docs/performance.md, "The pages with the data").
 * - A prerendered page is painted from its HTML before any script runs, so it names only the first
 *   script's imports, as the HTML's own script would: the route's chunks, fetched beside the page,
 *   took the bandwidth its first paint needed and put dozens of requests before it
 *   (docs/performance.md, "What a page preloads"). The router fetches them once the first chunk runs.
 */
export function routePreloads(clientDir: string): (urlPath: string, html: PageHtml) => string | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const htmlFile = path.join(clientDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(htmlFile, 'utf8');
  const anonymous = new Set(ANONYMOUS_ROUTES);
  const byRoute = new Map(
    Object.entries(PAGE_ROUTE_FILES).map(([route, file]) => [route, linkHeader(scriptsToPreload(manifest, html, file, anonymous.has(route) ? [] : [AUTH_RUNTIME_FILE]))]),
  );
  const prerendered = linkHeader(firstScriptImports(manifest, html));
  return (urlPath, pageHtml) => {
    const route = pageRouteOf(urlPath);
    if (!route) return undefined;
    return pageHtml === 'prerendered' ? prerendered : byRoute.get(route);
  };
}
